/**
 * Form pages. Opened with a preset from its URL (`form.queryPresets`, apply online's
 * `?businessType=<code>` from the home sections): a type the user adds next to the preset one is
 * sent with it. With `form.submitTransition`: 保存草稿 saves a draft that stays open (the next save
 * edits it); 提交 saves and runs the transition on the saved id; a refused transition keeps the
 * draft and shows why, and the next 提交 edits that draft instead of adding a second one.
 * `form.prefill` starts a new record with values a GET answers (the company's name and address).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../src/shared/envelope';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { renderWithProvider } from '../test-support/render-with-provider';
import { CategoryTreeWidget } from '../widgets/lazy-widgets';
import { FormPage } from './FormPage';

const CATEGORIES = [
  { id: 'bt', name: '业务类型', code: 'business_type' },
  { id: 'c1', pid: 'bt', name: '体系认证', code: 'system_cert' },
  { id: 'c2', pid: 'bt', name: '产品认证', code: 'product_cert' },
];

const entity: EntitySchema = {
  $id: 'demo_apply',
  type: 'object',
  title: { 'zh-CN': '申请', 'en-US': 'Application' },
  'x-table': 'demo_apply',
  'x-api': '/demo/apply',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:apply:list', add: 'demo:apply:add' },
  required: ['contact'],
  properties: {
    businessTypes: {
      type: 'array',
      items: { type: 'string' },
      title: { 'zh-CN': '申请业务类型', 'en-US': 'Business types' },
      maxItems: 10,
      'x-widget': 'categoryTree',
      'x-widget-options': { pcode: 'business_type', back: 'code', multiple: true },
    },
    contact: { type: 'string', title: { 'zh-CN': '联系人', 'en-US': 'Contact' }, maxLength: 50 },
  },
  additionalProperties: false,
};

const page: PageSchema = {
  $id: 'demo-apply-online',
  kind: 'form',
  title: { 'zh-CN': '在线申请', 'en-US': 'Apply online' },
  entity: 'demo_apply',
  api: { add: '/demo/apply/add', edit: '/demo/apply/edit' },
  form: {
    container: 'page',
    columns: 1,
    fields: ['businessTypes', 'contact'],
    queryPresets: { businessType: 'businessTypes' },
  },
};

const node = (title: string) =>
  document.querySelector(`.ant-select-tree-node-content-wrapper[title="${title}"]`);

// The widget's chunk is in before the page renders: a first render suspended outside an awaited
// act() is not retried by jsdom's React (the browser retries it when the chunk arrives).
beforeAll(() => CategoryTreeWidget.preload());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('form page with a preset from the URL', () => {
  it('sends a type added next to the preset one together with it', async () => {
    window.history.replaceState(null, '', '/?businessType=system_cert');
    const setup = renderWithProvider(<FormPage page={page} entity={entity} />, { categories: CATEGORIES });
    const tags = () =>
      [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.getAttribute('title'));
    await waitFor(() => expect(tags()).toHaveLength(1));
    await userEvent.click(screen.getByLabelText('申请业务类型'));
    await waitFor(() => expect(node('产品认证')).toBeTruthy());
    fireEvent.click(node('产品认证')!);
    await waitFor(() => expect(tags()).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('联系人'), '赵六');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(setup.callsOf('create')).toHaveLength(1));
    const body = setup.callsOf('create')[0]!.args[1] as Record<string, unknown>;
    expect(body.businessTypes).toEqual(['system_cert', 'product_cert']);
  }, 30_000);
});

describe('form page with a submit transition', () => {
  const submitting: PageSchema = { ...page, form: { ...page.form!, submitTransition: 'submit' } };
  const ok = (message: string): Envelope<unknown> => ({
    success: true,
    code: 200,
    message,
    result: null,
    timestamp: 0,
  });
  const refused = (message: string): Envelope<unknown> => ({
    success: false,
    code: 409,
    message,
    result: null,
    timestamp: 0,
  });

  function renderPage(answers: Array<Envelope<unknown>>) {
    const runTransition = vi.fn(
      (_resource: unknown, _name: string, _id: string, _input: Record<string, unknown>) =>
        Promise.resolve(answers.shift() ?? ok('操作成功！')),
    );
    const setup = renderWithProvider(<FormPage page={submitting} entity={entity} />, {
      categories: CATEGORIES,
      override: { runTransition },
    });
    return { ...setup, runTransition };
  }

  it('saves a draft with 保存草稿 and runs no transition', async () => {
    const { callsOf, records, runTransition } = renderPage([]);
    await userEvent.type(await screen.findByLabelText('联系人'), '赵六');
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(records('/demo/apply')).toHaveLength(1));
    expect(callsOf('create')).toHaveLength(1);
    expect(runTransition).not.toHaveBeenCalled();
    expect(await screen.findByText('添加成功！')).toBeTruthy();
  });

  it('keeps a saved draft open: the values stay, and the next 保存草稿 and 提交 edit that draft', async () => {
    const { callsOf, records, runTransition } = renderPage([ok('提交成功')]);
    await userEvent.type(await screen.findByLabelText('联系人'), '赵六');
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    expect(await screen.findByText('添加成功！')).toBeTruthy();
    expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('赵六');
    await userEvent.type(screen.getByLabelText('联系人'), '六');
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(callsOf('update')).toHaveLength(1));
    expect(callsOf('create')).toHaveLength(1);
    expect(records('/demo/apply')).toHaveLength(1);
    expect(records('/demo/apply')[0]).toMatchObject({ contact: '赵六六' });
    await userEvent.click(screen.getByRole('button', { name: /提\s*交$/ }));
    await waitFor(() => expect(runTransition).toHaveBeenCalledTimes(1));
    expect(runTransition.mock.calls[0]?.[2]).toBe(records('/demo/apply')[0]!.id);
    expect(callsOf('create')).toHaveLength(1);
  });

  it('submits: saves, then runs the transition on the saved id', async () => {
    const { records, runTransition } = renderPage([ok('提交成功')]);
    await userEvent.type(await screen.findByLabelText('联系人'), '赵六');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交$/ }));
    await waitFor(() => expect(runTransition).toHaveBeenCalledTimes(1));
    const saved = records('/demo/apply');
    expect(saved).toHaveLength(1);
    expect(runTransition.mock.calls[0]).toEqual([
      expect.objectContaining({ entityApi: '/demo/apply' }),
      'submit',
      saved[0]!.id,
      {},
    ]);
    expect(await screen.findByText('提交成功')).toBeTruthy();
    // Saved and submitted: the page starts afresh.
    await waitFor(() => expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe(''));
    // The focus went with the old form's 提交: the form's heading has it, not <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '在线申请' }));
  });

  it('keeps the draft when the transition is refused, shows why, and edits that draft on the next submit', async () => {
    const { callsOf, records, runTransition } = renderPage([refused('提交前请填写需求描述')]);
    await userEvent.type(await screen.findByLabelText('联系人'), '赵六');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交$/ }));
    expect(await screen.findByText('提交前请填写需求描述')).toBeTruthy();
    expect(records('/demo/apply')).toHaveLength(1);
    expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('赵六');
    await userEvent.type(screen.getByLabelText('联系人'), '六');
    // (jsdom keeps the leaving spinner icon in the button's name: matched by its end.)
    await userEvent.click(await screen.findByRole('button', { name: /提\s*交$/ }));
    await waitFor(() => expect(runTransition).toHaveBeenCalledTimes(2));
    const saved = records('/demo/apply');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ contact: '赵六六' });
    expect(callsOf('create')).toHaveLength(1);
    expect(callsOf('update')).toHaveLength(1);
    expect(runTransition.mock.calls[1]?.[2]).toBe(saved[0]!.id);
  });
});

describe('form page with values prefilled from a GET (form.prefill)', () => {
  const withCompany: EntitySchema = {
    ...entity,
    properties: {
      companyName: {
        type: 'string',
        title: { 'zh-CN': '企业名称', 'en-US': 'Company name' },
        readOnly: true,
      },
      ...entity.properties,
      operationAddress: {
        type: 'string',
        title: { 'zh-CN': '经营地址', 'en-US': 'Operation address' },
        maxLength: 120,
      },
    },
  };
  const prefilled: PageSchema = {
    ...page,
    form: {
      ...page.form!,
      fields: ['companyName', 'contact', 'operationAddress'],
      prefill: {
        url: '/demo/company/my',
        fields: { companyName: 'name', operationAddress: 'operationAddress' },
      },
    },
  };

  it('shows the company name read-only, starts with its address, and sends no read-only value', async () => {
    const runAction = vi.fn(() =>
      Promise.resolve({
        success: true,
        code: 200,
        message: '',
        result: { name: '示例企业', operationAddress: '北京路1号' },
        timestamp: 0,
      }),
    );
    const { callsOf } = renderWithProvider(<FormPage page={prefilled} entity={withCompany} />, {
      override: { runAction },
    });
    const name = (await screen.findByLabelText('企业名称')) as HTMLInputElement;
    expect(name.value).toBe('示例企业');
    expect(name.disabled).toBe(true);
    expect((screen.getByLabelText('经营地址') as HTMLInputElement).value).toBe('北京路1号');
    expect(runAction).toHaveBeenCalledWith({ method: 'GET', url: '/demo/company/my' });
    await userEvent.type(screen.getByLabelText('联系人'), '赵六');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(callsOf('create')).toHaveLength(1));
    const body = callsOf('create')[0]!.args[1] as Record<string, unknown>;
    expect(body).toMatchObject({ contact: '赵六', operationAddress: '北京路1号' });
    expect(body).not.toHaveProperty('companyName');
  });
});
