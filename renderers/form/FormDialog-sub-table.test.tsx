/**
 * A main/sub form (x-sub-tables): the record's form shows its sub table in the editable table, and
 * one write carries the kept and new rows under the property and the removed persisted rows under
 * `<property>_deleted`, which the server deletes in the record's transaction.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema, FieldSchema, PageSchema } from '../../src/shared/schema/types';
import { renderForm } from '../test-support/render-form';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';

const members = {
  type: 'array',
  title: { 'zh-CN': '审核组', 'en-US': 'Audit team' },
  'x-virtual': true,
  'x-widget': 'editableTable',
  items: { type: 'object', properties: { auditorName: { type: 'string' } } },
  'x-widget-options': {
    columns: [{ key: 'auditorName', title: { 'zh-CN': '审核员', 'en-US': 'Auditor' }, type: 'input' }],
  },
} as unknown as FieldSchema; // an array of objects: the editable table's items, beyond FieldSchema's plain items

const entity: EntitySchema = {
  $id: 'audit_plan',
  type: 'object',
  title: { 'zh-CN': '审核计划', 'en-US': 'Audit plan' },
  'x-table': 'audit_plan',
  'x-api': '/demo/auditPlan',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:plan:list', add: 'demo:plan:add', edit: 'demo:plan:edit' },
  'x-sub-tables': [{ property: 'members', entity: 'audit_member', foreignKey: 'planId' }],
  required: ['planNo'],
  properties: {
    planNo: { type: 'string', title: { 'zh-CN': '计划编号', 'en-US': 'Plan no.' }, maxLength: 32 },
    members,
  },
  additionalProperties: false,
};
const page: PageSchema = {
  $id: 'audit-plan-form',
  kind: 'list',
  title: { 'zh-CN': '审核计划', 'en-US': 'Audit plan' },
  entity: 'audit_plan',
  api: { add: '/demo/auditPlan/add', edit: '/demo/auditPlan/edit' },
  form: { container: 'modal', fields: ['planNo', 'members'] },
};

const M1 = 'a'.repeat(32);
const M2 = 'b'.repeat(32);
const rowOf = (n: number) =>
  screen.getAllByRole('row').find((r) => r.getAttribute('aria-rowindex') === String(n + 1))!;

describe('main/sub form', () => {
  // The editable table loads lazily; its first import in jsdom is slow on a busy machine.
  beforeAll(() => preloadWidgets(['editableTable'], BUILTIN_WIDGETS), 180_000);

  it('sends the kept, changed and new rows and the removed persisted ids in one edit', async () => {
    const row = {
      id: 'p1',
      planNo: 'AP-1',
      members: [
        { id: M1, auditorName: '张三' },
        { id: M2, auditorName: '李四' },
      ],
    };
    const { callsOf, onSaved, submit } = renderForm({
      page,
      entity,
      mode: 'edit',
      row,
      records: { '/demo/auditPlan': [{ ...row }] },
    });
    const first = await screen.findByRole('textbox', { name: '审核员 1' });
    await userEvent.clear(first);
    await userEvent.type(first, '张三丰');
    await userEvent.click(within(rowOf(2)).getByRole('button', { name: '删除此行' }));
    await userEvent.click(screen.getByRole('button', { name: /新\s*增$/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: '审核员 2' }), '王五');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = callsOf('update')[0]?.args[1] as {
      members: Array<{ id: string; auditorName: string }>;
      members_deleted: string[];
    };
    expect(body.members.map((m) => m.auditorName)).toEqual(['张三丰', '王五']);
    expect(body.members[0]?.id).toBe(M1);
    expect(body.members[1]?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.members_deleted).toEqual([M2]);
  });
});
