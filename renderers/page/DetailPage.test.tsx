/** A detail page (kind "detail"): one record read-only, in the page's groups, with its permitted buttons. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { renderWithProvider, type TestRendererOptions } from '../test-support/render-with-provider';
import { DetailPage, type PageActionHandlers } from './DetailPage';

const entity: EntitySchema = {
  $id: 'demo_person',
  type: 'object',
  title: { 'zh-CN': '人员', 'en-US': 'Person' },
  'x-table': 'demo_person',
  'x-api': '/demo/person',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:person:list', edit: 'demo:person:edit' },
  properties: {
    id: { type: 'string', title: { 'zh-CN': '主键', 'en-US': 'ID' }, readOnly: true },
    name: { type: 'string', title: { 'zh-CN': '姓名', 'en-US': 'Name' } },
    sex: { type: 'string', title: { 'zh-CN': '性别', 'en-US': 'Sex' }, 'x-dict': 'sex' },
    status: {
      type: 'string',
      title: { 'zh-CN': '状态', 'en-US': 'Status' },
      'x-dict': 'user_status',
      readOnly: true,
    },
    email: { type: 'string', title: { 'zh-CN': '邮箱', 'en-US': 'Email' }, format: 'email' },
    phone: { type: 'string', title: { 'zh-CN': '手机号码', 'en-US': 'Mobile phone' } },
    birthday: { type: 'string', title: { 'zh-CN': '生日', 'en-US': 'Birthday' }, format: 'date' },
    avatar: { type: 'string', title: { 'zh-CN': '头像', 'en-US': 'Avatar' }, 'x-widget': 'image' },
    contract: { type: 'string', title: { 'zh-CN': '合同', 'en-US': 'Contract' }, 'x-widget': 'file' },
    password: {
      type: 'string',
      title: { 'zh-CN': '登录密码', 'en-US': 'Password' },
      writeOnly: true,
      'x-virtual': true,
    },
    departs: {
      type: 'string',
      title: { 'zh-CN': '所属部门', 'en-US': 'Departments' },
      'x-virtual': true,
      'x-widget': 'departSelect',
    },
    createTime: {
      type: 'string',
      title: { 'zh-CN': '创建时间', 'en-US': 'Created at' },
      format: 'date-time',
      readOnly: true,
    },
  },
  additionalProperties: false,
};

const page: PageSchema = {
  $id: 'demo-person-detail',
  kind: 'detail',
  title: { 'zh-CN': '人员信息', 'en-US': 'Person' },
  entity: 'demo_person',
  api: { queryById: '/demo/person/queryById', edit: '/demo/person/edit' },
  record: { query: 'id' },
  groups: [
    {
      title: { 'zh-CN': '基本信息', 'en-US': 'Basics' },
      fields: [
        'name',
        'sex',
        'status',
        { field: 'email', title: { 'zh-CN': '电子邮箱', 'en-US': 'Email' } },
        'phone',
        'password',
      ],
    },
    {
      title: { 'zh-CN': '资料', 'en-US': 'Documents' },
      fields: ['birthday', 'avatar', 'contract', 'departs'],
    },
  ],
  actions: [
    { kind: 'edit', key: 'edit', permission: 'demo:person:edit' },
    { kind: 'shell', key: 'changePassword', label: { 'zh-CN': '修改密码', 'en-US': 'Change password' } },
  ],
};

const record = {
  id: 'p1',
  name: '张三',
  sex: '2',
  status: '1',
  status_dictText: '正常',
  email: '',
  phone: null,
  birthday: '1990-03-04',
  avatar: 'user/a.png',
  contract: 'files/contract_1.pdf',
  departs: 'd1',
  departs_dictText: '产品认证事业部',
  createTime: '2024-05-01T08:09:10',
};

// antd spaces out a two-character Chinese button label.
const EDIT = /^编\s*辑$/;

function renderPage(
  options: TestRendererOptions & {
    pageActions?: PageActionHandlers;
    thePage?: PageSchema;
    recordId?: string;
  } = {},
) {
  const thePage = options.thePage ?? page;
  return renderWithProvider(
    <DetailPage
      page={thePage}
      entity={entity}
      recordId={options.recordId}
      pageActions={options.pageActions}
    />,
    { records: { '/demo/person': [record] }, ownRecords: { [thePage.$id]: record }, ...options },
  );
}

/** The value cell next to a label. */
function valueOf(label: string): HTMLElement {
  const cell = screen.getByText(label, {
    selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *',
  });
  return cell.closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;
}

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  // jsdom has no blob URLs.
  URL.createObjectURL = () => 'blob:avatar';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  window.history.replaceState(null, '', '/');
});

describe('detail page', () => {
  it('shows the record in the page groups: labels, dictionary texts, dates, image, file link, no inputs', async () => {
    window.history.replaceState(null, '', '/demo/person?id=p1');
    const { container, calls, downloads } = renderPage();
    await screen.findByText('张三');
    // The record whose id the URL's query parameter names.
    expect(
      calls.filter((c) => c.op === 'getOne' || c.op === 'getOwnRecord').map((c) => [c.op, c.args[1]]),
    ).toEqual([['getOne', 'p1']]);
    expect(screen.getByText('人员信息')).toBeTruthy();
    // The groups, titled and in order, each with its fields in the page's order and labels.
    const groups = [...container.querySelectorAll('.ant-descriptions')];
    expect(groups.map((g) => g.querySelector('.ant-descriptions-title')?.textContent)).toEqual([
      '基本信息',
      '资料',
    ]);
    const labels = (g: Element) =>
      [...g.querySelectorAll('.ant-descriptions-item-label')].map((e) => e.textContent);
    expect(labels(groups[0]!)).toEqual(['姓名', '性别', '状态', '电子邮箱', '手机号码']);
    expect(labels(groups[1]!)).toEqual(['生日', '头像', '合同', '所属部门']);
    // Never a secret, even when a page names one.
    expect(screen.queryByText('登录密码')).toBeNull();
    // Dictionary text from the dictionary and from the record's _dictText; ids shown as the server's names.
    await waitFor(() => expect(valueOf('性别').textContent).toBe('女'));
    expect(valueOf('状态').textContent).toBe('正常');
    expect(valueOf('所属部门').textContent).toBe('产品认证事业部');
    // Empty values read 无.
    expect(valueOf('电子邮箱').textContent).toBe('无');
    expect(valueOf('手机号码').textContent).toBe('无');
    expect(valueOf('生日').textContent).toBe('1990-03-04');
    // The picture is read through the provider and shown.
    await waitFor(() =>
      expect(valueOf('头像').querySelector('img')?.getAttribute('src')).toBe('blob:avatar'),
    );
    // The file is a download link.
    const link = within(valueOf('合同')).getByRole('link', { name: 'contract_1.pdf' });
    expect(link.getAttribute('href')).toBe('memory:files/contract_1.pdf');
    await userEvent.click(link);
    expect(downloads).toEqual([{ what: 'files/contract_1.pdf', filename: 'contract_1.pdf' }]);
    // Read-only: no input of any kind.
    expect(container.querySelectorAll('input, textarea, select, [contenteditable="true"]').length).toBe(0);
  });

  it("shows the signed-in user's own record for record self, and one group of the entity's fields without groups", async () => {
    const { container, calls } = renderPage({ thePage: { ...page, record: 'self', groups: undefined } });
    await screen.findByText('张三');
    expect(
      calls.filter((c) => c.op === 'getOne' || c.op === 'getOwnRecord').map((c) => [c.op, c.args[0]]),
    ).toEqual([['getOwnRecord', 'demo-person-detail']]);
    const labels = [...container.querySelectorAll('.ant-descriptions-item-label')].map((e) => e.textContent);
    // The visible declared fields in order (no id, no secret, no virtual field), then the creation time.
    expect(labels).toEqual(['姓名', '性别', '状态', '邮箱', '手机号码', '生日', '头像', '合同', '创建时间']);
    expect(valueOf('创建时间').textContent).toBe('2024-05-01 08:09:10');
  });

  it('shows a page action only with its permission, and a shell action only when the app passes its handler', async () => {
    const first = renderPage({ recordId: 'p1' });
    await screen.findByText('张三');
    expect(screen.queryByRole('button', { name: EDIT })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改密码' })).toBeNull();
    first.unmount();

    const changePassword = vi.fn();
    renderPage({ permissions: ['demo:person:edit'], pageActions: { changePassword }, recordId: 'p1' });
    await screen.findByText('张三');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(changePassword).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1', name: '张三' }));
    // The edit action opens the form dialog on the record.
    await userEvent.click(screen.getByRole('button', { name: EDIT }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('人员信息 · 编辑')).toBeTruthy();
  });

  it("says the page could not be loaded when the record is not there, with the server's message", async () => {
    renderPage({ recordId: 'gone' });
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('未找到对应数据')).toBeTruthy();
  });
});
