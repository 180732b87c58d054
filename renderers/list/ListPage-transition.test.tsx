/**
 * Row actions of an x-workflow (`rowActions.workflow: true`): one per transition, shown only where
 * the row's state is in `from`, the user holds the code and the guard holds; a transition with a
 * confirm asks first, one with fields opens their form dialog (required checked here, the server's
 * 422 shown on the field); the list reloads with the new state. A detail page with `history: true`
 * shows the record's timeline.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { message } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { applyPageDefaults } from '../../src/shared/schema/page-defaults';
import type { WorkflowDefinition } from '../../src/shared/workflow/types';
import { DetailPage } from '../page/DetailPage';
import { envelope } from '../test-support/memory-provider';
import { memoryServices, renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const API = '/demo/apply';
const WORKFLOW: WorkflowDefinition = {
  stateField: 'status',
  initial: 'draft',
  states: ['draft', 'submitted', 'rejected'],
  history: true,
  transitions: [
    {
      name: 'submit',
      title: { 'zh-CN': '提交', 'en-US': 'Submit' },
      from: ['draft'],
      to: 'submitted',
      permission: 'demo:apply:submit',
      guard: { '!!': [{ var: 'record.requirement' }] },
      guardMessage: { 'zh-CN': '请先填写需求', 'en-US': 'Requirement first' },
      confirm: { 'zh-CN': '确定提交吗?', 'en-US': 'Submit?' },
    },
    {
      name: 'reject',
      title: { 'zh-CN': '驳回', 'en-US': 'Reject' },
      from: ['submitted'],
      to: 'rejected',
      permission: 'demo:apply:reject',
      fields: {
        type: 'object',
        required: ['reason'],
        properties: {
          reason: {
            type: 'string',
            title: { 'zh-CN': '驳回原因', 'en-US': 'Reason' },
            maxLength: 50,
            'x-widget': 'textarea',
          },
        },
      },
      note: 'reason',
    },
  ],
};

const entity: EntitySchema = {
  $id: 'demo_apply',
  type: 'object',
  title: { 'zh-CN': '申请', 'en-US': 'Application' },
  'x-table': 'demo_apply',
  'x-api': API,
  'x-scope': 'none',
  'x-permissions': { list: 'demo:apply:list' },
  properties: {
    title: { type: 'string', title: { 'zh-CN': '标题', 'en-US': 'Title' } },
    requirement: { type: 'string', title: { 'zh-CN': '需求', 'en-US': 'Requirement' } },
    status: { type: 'string', title: { 'zh-CN': '状态', 'en-US': 'Status' }, readOnly: true },
  },
  additionalProperties: false,
  'x-workflow': WORKFLOW,
};

const { page, issues } = applyPageDefaults(
  {
    $id: 'demo-apply-list',
    kind: 'list',
    title: { 'zh-CN': '申请', 'en-US': 'Applications' },
    entity: 'demo_apply',
    columns: [{ field: 'title' }, { field: 'status' }],
    rowActions: { workflow: true },
  },
  entity,
);

const records = () => ({
  [API]: [
    { id: 'a1', title: '草稿一', status: 'draft', requirement: '要认证' },
    { id: 'a2', title: '草稿无需求', status: 'draft', requirement: '' },
    { id: 'a3', title: '已提交', status: 'submitted', requirement: 'x' },
  ],
});

afterEach(() => message.destroy());

function rowOf(title: string): HTMLElement {
  const cell = screen.getByText(title);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('workflow row actions', () => {
  it('expands rowActions.workflow into one transition action per transition', () => {
    expect(issues).toEqual([]);
    expect(page.rowActions?.filter((a) => a.kind === 'transition')).toEqual([
      {
        kind: 'transition',
        key: 'submit',
        transition: 'submit',
        label: WORKFLOW.transitions[0]!.title,
        permission: 'demo:apply:submit',
        confirm: WORKFLOW.transitions[0]!.confirm,
      },
      {
        kind: 'transition',
        key: 'reject',
        transition: 'reject',
        label: WORKFLOW.transitions[1]!.title,
        permission: 'demo:apply:reject',
      },
    ]);
  });

  it('shows a transition only in its from state, with the code and a holding guard; confirms, fires and reloads', async () => {
    const { calls } = renderWithProvider(<ListPage page={page} entity={entity} />, {
      permissions: ['demo:apply:submit'],
      records: records(),
      workflows: { [API]: WORKFLOW },
    });
    await screen.findByText('草稿一');
    expect(within(rowOf('草稿一')).queryByText('提交')).toBeTruthy();
    // Guard false (no requirement): no button. Wrong state, and no code for reject: none either.
    expect(within(rowOf('草稿无需求')).queryByText('提交')).toBeNull();
    expect(within(rowOf('已提交')).queryByText('提交')).toBeNull();
    expect(screen.queryByText('驳回')).toBeNull();

    await userEvent.click(within(rowOf('草稿一')).getByText('提交'));
    expect(await screen.findByText('确定提交吗?')).toBeTruthy();
    expect(calls.filter((c) => c.op === 'runTransition')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    expect(calls.filter((c) => c.op === 'runTransition').map((c) => c.args)).toEqual([
      [expect.objectContaining({ entityApi: API }), 'submit', 'a1', {}],
    ]);
    // Reloaded: the row is submitted now and offers no submit.
    await waitFor(() => expect(within(rowOf('草稿一')).queryByText('提交')).toBeNull());
  });

  it("asks a transition's fields in a dialog: required here, the server's 422 on the field", async () => {
    let refuseOnce = true;
    const { calls } = renderWithProvider(<ListPage page={page} entity={entity} />, {
      permissions: ['demo:apply:reject'],
      records: records(),
      workflows: { [API]: WORKFLOW },
      override: {
        runTransition: (_r, _n, _id, input) => {
          if (refuseOnce) {
            refuseOnce = false;
            return Promise.resolve({
              ...envelope([{ field: 'reason', message: '原因太敷衍' }]),
              success: false,
              code: 422,
              message: '数据校验失败',
            });
          }
          expect(input).toEqual({ reason: '资料不全' });
          return Promise.resolve(envelope({ id: 'a3', status: 'rejected' }, { message: '已驳回' }));
        },
      },
    });
    await screen.findByText('已提交');
    expect(within(rowOf('草稿一')).queryByText('驳回')).toBeNull();
    await userEvent.click(within(rowOf('已提交')).getByText('驳回'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(within(dialog).getByText('请输入驳回原因')).toBeTruthy();
    expect(calls.filter((c) => c.op === 'runTransition')).toHaveLength(0);

    const reason = within(dialog).getByLabelText('驳回原因');
    await userEvent.type(reason, ' 资料不全 ');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('原因太敷衍')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the history timeline on a detail page with history: true', async () => {
    const detail: PageSchema = {
      $id: 'demo-apply-detail',
      kind: 'detail',
      title: { 'zh-CN': '申请详情', 'en-US': 'Details' },
      entity: 'demo_apply',
      api: { queryById: `${API}/queryById` },
      record: { query: 'id' },
      history: true,
    };
    const empty = renderWithProvider(<DetailPage page={detail} entity={entity} recordId="a1" />, {
      records: records(),
      workflows: { [API]: WORKFLOW },
    });
    expect(await screen.findByText('暂无处理记录')).toBeTruthy();
    empty.unmount();

    const setup = memoryServices({ records: records(), workflows: { [API]: WORKFLOW } });
    await setup.provider.runTransition(
      { api: detail.api, entityApi: API, table: 'demo_apply' },
      'reject',
      'a3',
      { reason: '资料不全' },
    );
    render(setup.wrap(<DetailPage page={detail} entity={entity} recordId="a3" />));
    const step = await screen.findByTestId('history-step');
    expect(within(step).getByText('驳回')).toBeTruthy();
    expect(within(step).getByText('submitted → rejected')).toBeTruthy();
    expect(within(step).getByText('备注：资料不全')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '处理记录' })).toBeTruthy();
  });
});
