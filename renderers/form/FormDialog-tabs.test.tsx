/**
 * page.form.layout tabs (JeecgBoot's Tab theme): the main fields in a first tab named with the
 * entity's title, each sub table in its own tab; a required field left empty in a tab the user is
 * not looking at is found: the submit opens that tab, which says it holds errors.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema, FieldSchema, PageSchema } from '../../src/shared/schema/types';
import { renderForm } from '../test-support/render-form';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';

const subTable = (zh: string, en: string, column: string): FieldSchema =>
  ({
    type: 'array',
    title: { 'zh-CN': zh, 'en-US': en },
    'x-virtual': true,
    'x-widget': 'editableTable',
    'x-widget-options': {
      columns: [{ key: column, title: { 'zh-CN': `${zh}名称`, 'en-US': en }, type: 'input' }],
    },
  }) as unknown as FieldSchema; // an editable table's options, beyond FieldSchema's plain items

const entity: EntitySchema = {
  $id: 'audit_plan',
  type: 'object',
  title: { 'zh-CN': '审核计划', 'en-US': 'Audit plan' },
  'x-table': 'audit_plan',
  'x-api': '/demo/auditPlan',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:plan:list', add: 'demo:plan:add' },
  'x-sub-tables': [
    { property: 'members', entity: 'audit_member', foreignKey: 'planId' },
    { property: 'sites', entity: 'audit_site', foreignKey: 'planId' },
  ],
  required: ['planNo'],
  properties: {
    planNo: { type: 'string', title: { 'zh-CN': '计划编号', 'en-US': 'Plan no.' }, maxLength: 32 },
    leader: { type: 'string', title: { 'zh-CN': '组长', 'en-US': 'Leader' }, maxLength: 32 },
    members: subTable('审核组', 'Audit team', 'auditorName'),
    sites: subTable('现场', 'Sites', 'siteName'),
  },
  additionalProperties: false,
};
const page: PageSchema = {
  $id: 'audit-plan-list',
  kind: 'list',
  title: { 'zh-CN': '审核计划', 'en-US': 'Audit plans' },
  entity: 'audit_plan',
  api: { add: '/demo/auditPlan/add' },
  form: { container: 'modal', columns: 2, layout: 'tabs', fields: ['planNo', 'members', 'leader', 'sites'] },
};

describe('a form in tabs', () => {
  beforeAll(() => preloadWidgets(['editableTable'], BUILTIN_WIDGETS), 180_000);

  it('shows the main fields in the first tab and each sub table in a tab of its own, chosen by keyboard', async () => {
    renderForm({ page, entity });
    const mainTab = await screen.findByRole('tab', { name: '审核计划' }, { timeout: 15000 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['审核计划', '审核组', '现场']);
    expect(mainTab.getAttribute('aria-selected')).toBe('true');
    const mainPanel = screen.getByRole('tabpanel');
    expect(within(mainPanel).getByLabelText(/计划编号/)).toBeTruthy();
    expect(within(mainPanel).getByLabelText(/组长/)).toBeTruthy();
    expect(within(mainPanel).queryByRole('columnheader', { name: '审核组名称' })).toBeNull();

    // antd's tabs: arrow keys move between them, Enter opens one (the focused tab's name gains
    // antd's spoken position, "Tab 2 of 3").
    mainTab.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const membersTab = screen.getByRole('tab', { name: /审核组$/ });
    await waitFor(() => expect(membersTab.getAttribute('aria-selected')).toBe('true'));
    const membersPanel = screen.getByRole('tabpanel');
    expect(
      await within(membersPanel).findByRole('columnheader', { name: '审核组名称' }, { timeout: 15000 }),
    ).toBeTruthy();
    expect(within(membersPanel).queryByLabelText(/计划编号/)).toBeNull();
    expect(within(membersPanel).queryByRole('columnheader', { name: '现场名称' })).toBeNull();
  }, 60_000);

  it('opens the tab of a required field left empty when the form is submitted from another tab, and marks it', async () => {
    const { submit, callsOf } = renderForm({ page, entity });
    await userEvent.click(await screen.findByRole('tab', { name: '现场' }, { timeout: 15000 }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '现场' }).getAttribute('aria-selected')).toBe('true'),
    );
    // The main fields are out of sight (their panel hidden from assistive tech as from the eye).
    expect(screen.queryByRole('textbox', { name: /计划编号/ })).toBeNull();

    await submit();
    const mainTab = await screen.findByRole('tab', { name: /审核计划.*有错误/ }, { timeout: 15000 });
    await waitFor(() => expect(mainTab.getAttribute('aria-selected')).toBe('true'));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('请输入计划编号!')).toBeTruthy();
    expect(
      within(panel)
        .getByLabelText(/计划编号/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // Only the tab holding the error says so.
    expect(screen.getAllByRole('tab').filter((t) => t.textContent?.includes('有错误'))).toEqual([mainTab]);
    expect(callsOf('create')).toEqual([]);

    // Filled in and submitted, the record is saved.
    await userEvent.type(within(panel).getByLabelText(/计划编号/), 'AP-7');
    await submit();
    await waitFor(() => expect(callsOf('create')).toHaveLength(1), { timeout: 15000 });
    expect(callsOf('create')[0]?.args[1]).toMatchObject({ planNo: 'AP-7' });
  }, 60_000);
});
