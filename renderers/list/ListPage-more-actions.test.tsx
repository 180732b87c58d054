/**
 * A row shows at most three of its actions; the others are under 更多, a keyboard-usable menu that
 * keeps each action's permission, per-row visibility and confirmation. The actions column is as
 * wide as what a row shows. On a phone the rows are cards (label/value pairs and actions), with
 * selection, sorting and paging; axe finds no violation in either form.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { openRowMenu } from '../test-support/open-row-menu';
import { renderWithProvider } from '../test-support/render-with-provider';
import { answerWindowWidth } from '../test-support/window-width';
import { ListPage } from './ListPage';

const entity: EntitySchema = {
  $id: 'demo_job',
  type: 'object',
  title: { 'zh-CN': '任务', 'en-US': 'Job' },
  'x-table': 'demo_job',
  'x-api': '/demo/job',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:job:list', edit: 'demo:job:edit', delete: 'demo:job:delete' },
  properties: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' } },
    status: { type: 'string', title: { 'zh-CN': '状态', 'en-US': 'Status' } },
    unit: { type: 'string', title: { 'zh-CN': '执行单位', 'en-US': 'Unit' } },
    createTime: { type: 'string', title: { 'zh-CN': '创建时间', 'en-US': 'Created' }, format: 'date-time' },
  },
  additionalProperties: false,
};

const label = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** Seven actions: three shown, four under 更多 — one the user may not run, one only for paused jobs. */
const page: PageSchema = {
  $id: 'demo-job-list',
  kind: 'list',
  title: label('任务', 'Jobs'),
  entity: 'demo_job',
  api: { list: '/demo/job/list', delete: '/demo/job/delete', deleteBatch: '/demo/job/deleteBatch' },
  columns: [{ field: 'name', sorter: true }, { field: 'status' }, { field: 'unit' }],
  toolbar: [{ kind: 'batchDelete', key: 'batchDelete', permission: 'demo:job:delete' }],
  superQuery: false,
  rowActions: [
    { kind: 'edit', key: 'edit', permission: 'demo:job:edit' },
    { kind: 'detail', key: 'detail' },
    {
      kind: 'confirm',
      key: 'pause',
      label: label('暂停', 'Pause'),
      request: { method: 'PUT', url: '/demo/job/pause', body: { id: '$row.id' } },
      visibleWhen: { '==': [{ var: 'status' }, '运行'] },
    },
    {
      kind: 'confirm',
      key: 'resume',
      label: label('恢复', 'Resume'),
      request: { method: 'PUT', url: '/demo/job/resume', body: { id: '$row.id' } },
      visibleWhen: { '==': [{ var: 'status' }, '暂停'] },
    },
    {
      kind: 'confirm',
      key: 'execute',
      label: label('立即执行', 'Run now'),
      confirm: label('确定立即执行吗?', 'Run now?'),
      request: { method: 'POST', url: '/demo/job/execute', body: { id: '$row.id' } },
    },
    {
      kind: 'confirm',
      key: 'purge',
      label: label('清理记录', 'Purge runs'),
      permission: 'demo:job:purge',
      request: { method: 'POST', url: '/demo/job/purge' },
    },
    { kind: 'delete', key: 'delete', permission: 'demo:job:delete' },
    {
      kind: 'confirm',
      key: 'archive',
      label: label('归档', 'Archive'),
      request: { method: 'POST', url: '/demo/job/archive', body: { id: '$row.id' } },
    },
  ],
};

const rows = [
  { id: 'j1', name: '日报汇总', status: '运行', unit: '北京分部', createTime: '2024-05-02 08:00:00' },
  { id: 'j2', name: '证书到期提醒', status: '暂停', unit: '上海分部', createTime: '2024-05-01 08:00:00' },
];
const PERMISSIONS = ['demo:job:edit', 'demo:job:delete'];

function renderJobs(permissions: readonly string[] = PERMISSIONS) {
  return renderWithProvider(<ListPage page={page} entity={entity} />, {
    permissions,
    records: { '/demo/job': rows },
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

async function axeViolations(root: HTMLElement): Promise<string[]> {
  // jsdom lays nothing out: colour contrast is the browser suite's to measure.
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('row actions past the third under 更多', () => {
  it('shows three actions and 更多, whose menu holds the rest this row may run', async () => {
    renderJobs();
    await screen.findByText('日报汇总');
    const running = within(rowOf('日报汇总'));
    // edit, detail, pause (the running job's own) shown; resume is not this row's, purge not this user's.
    expect(running.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '编辑',
      '详情',
      '暂停',
      '更多',
    ]);
    const more = running.getByRole('button', { name: '更多' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['立即执行', '删除', '归档']);
    expect(more.getAttribute('aria-expanded')).toBe('true');

    // The paused job shows 恢复 where the running one showed 暂停.
    const paused = within(rowOf('证书到期提醒'));
    expect(paused.getByRole('button', { name: '恢复' })).toBeTruthy();
    expect(paused.queryByRole('button', { name: '暂停' })).toBeNull();
  });

  it('keeps the actions column as wide as three links and 更多, not all seven', async () => {
    const { container } = renderJobs();
    await screen.findByText('日报汇总');
    const header = container.querySelector('col:last-child') as HTMLElement | null;
    const width = Number.parseInt(header?.style.width ?? '', 10);
    // 编辑 详情 暂停 更多 + arrow: about 215 px; all seven side by side took over 400.
    expect(width).toBeGreaterThan(150);
    expect(width).toBeLessThan(260);
  });

  it('asks before a confirm action of the menu runs, and runs it on 确定', async () => {
    const { callsOf } = renderJobs();
    await screen.findByText('日报汇总');
    const menu = await openRowMenu(rowOf('日报汇总'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: '立即执行' }));
    const question = await screen.findByText('确定立即执行吗?');
    expect(callsOf('runAction')).toEqual([]);
    const tip = question.closest('.ant-popover') as HTMLElement;
    // The keyboard can answer at once: 确定 has the focus.
    const ok = within(tip).getByRole('button', { name: /确\s*定/ });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    await userEvent.click(ok);
    await waitFor(() => expect(callsOf('runAction')).toHaveLength(1));
    expect(callsOf('runAction')[0]?.args[0]).toMatchObject({ url: '/demo/job/execute', body: { id: 'j1' } });
  });

  it('runs nothing when the menu confirmation is cancelled, and deletes through the menu on 确定', async () => {
    const { callsOf, records } = renderJobs();
    await screen.findByText('日报汇总');
    await userEvent.click(
      within(await openRowMenu(rowOf('日报汇总'))).getByRole('menuitem', { name: '归档' }),
    );
    const tip = (await screen.findByText('确定执行此操作吗?')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(tip).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(tip.classList.contains('ant-popover-hidden')).toBe(true));
    expect(callsOf('runAction')).toEqual([]);

    await userEvent.click(
      within(await openRowMenu(rowOf('日报汇总'))).getByRole('menuitem', { name: '删除' }),
    );
    const ask = (await screen.findByText('确定删除吗?')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(records('/demo/job')).toHaveLength(1));
  });

  it('opens from the keyboard with the first entry focused, and Enter on an entry runs it after 确定', async () => {
    const { callsOf } = renderJobs();
    await screen.findByText('日报汇总');
    const more = within(rowOf('证书到期提醒')).getByRole('button', { name: '更多' });
    act(() => more.focus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const first = within(menu).getByRole('menuitem', { name: '立即执行' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    // rc-menu reads the key's `which`, which jsdom's keyboard events leave at 0; a browser sets it.
    fireEvent.keyDown(first, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    const tip = (await screen.findByText('确定立即执行吗?')).closest('.ant-popover') as HTMLElement;
    await waitFor(() =>
      expect(document.activeElement).toBe(within(tip).getByRole('button', { name: /确\s*定/ })),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(callsOf('runAction')).toHaveLength(1));
    expect(callsOf('runAction')[0]?.args[0]).toMatchObject({ body: { id: 'j2' } });
    // Answered, the focus is back on 更多 rather than lost with the popover.
    expect(document.activeElement).toBe(more);
  });

  it('keeps a menu for a row with four actions (three shown, one under 更多)', async () => {
    renderJobs([]);
    await screen.findByText('日报汇总');
    // Without edit, delete and purge: detail, pause, execute, archive — four, so still a menu of one.
    expect(
      within(rowOf('日报汇总'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['详情', '暂停', '立即执行', '更多']);
  });

  it("disables a protected row's changing entries in the menu and says why in them", async () => {
    const guarded: EntitySchema = {
      ...entity,
      'x-protected': {
        when: { '==': [{ var: 'name' }, '日报汇总'] },
        message: label('系统任务不可修改', 'System jobs cannot be changed'),
      },
    };
    const { callsOf } = renderWithProvider(<ListPage page={page} entity={guarded} />, {
      permissions: PERMISSIONS,
      records: { '/demo/job': rows },
    });
    await screen.findByText('日报汇总');
    // Every entry is disabled here, so the menu takes no focus: nothing to wait for but the menu.
    await userEvent.click(within(rowOf('日报汇总')).getByRole('button', { name: '更多' }));
    const menu = await screen.findByRole('menu');
    const execute = within(menu).getByRole('menuitem', { name: /^立即执行/ });
    expect(execute.getAttribute('aria-disabled')).toBe('true');
    expect(within(execute).getByText('系统任务不可修改')).toBeTruthy();
    await userEvent.click(execute);
    expect(screen.queryByText('确定立即执行吗?')).toBeNull();
    expect(callsOf('runAction')).toEqual([]);
  });

  it('passes axe with the menu open', async () => {
    const { container } = renderJobs();
    await screen.findByText('日报汇总');
    const menu = await openRowMenu(rowOf('日报汇总'));
    expect(await axeViolations(container)).toEqual([]);
    // The menu renders in a popup of its own at the end of the body.
    expect(await axeViolations(menu.closest('.ant-dropdown') as HTMLElement)).toEqual([]);
  });
});

describe('a list on a phone', () => {
  let restoreWidth: () => void = () => undefined;
  // A 390 px window: every max-width query at or above it matches.
  beforeEach(() => {
    restoreWidth = answerWindowWidth(390);
  });
  afterEach(() => restoreWidth());

  const cardOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

  it('shows each row as a card of label/value pairs with its actions, and no table', async () => {
    const { container, callsOf } = renderJobs();
    await screen.findByText('日报汇总');
    expect(container.querySelector('table')).toBeNull();
    const card = within(cardOf('日报汇总'));
    expect(card.getByText('执行单位').tagName).toBe('DT');
    expect(card.getByText('北京分部').tagName).toBe('DD');
    expect(card.getByText('运行')).toBeTruthy();
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual(['编辑', '详情', '暂停', '更多']);
    const menu = await openRowMenu(cardOf('日报汇总'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: '立即执行' }));
    const tip = (await screen.findByText('确定立即执行吗?')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(tip).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('runAction')).toHaveLength(1));
  });

  it('selects cards for a batch action, one by one or the whole page', async () => {
    const { records } = renderJobs();
    await screen.findByText('日报汇总');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 日报汇总' }));
    expect(await screen.findByText('已选择 1 项')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(await screen.findByText('已选择 2 项')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(records('/demo/job')).toHaveLength(0));
  });

  it('pages and sorts without the table', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: `m${i}`,
      name: `任务${String(i).padStart(2, '0')}`,
      status: '运行',
      unit: '总部',
      createTime: `2024-04-${String(i + 1).padStart(2, '0')} 08:00:00`,
    }));
    const { callsOf } = renderWithProvider(<ListPage page={page} entity={entity} />, {
      permissions: PERMISSIONS,
      records: { '/demo/job': many },
    });
    await screen.findByText('任务11');
    expect(screen.queryByText('任务01')).toBeNull();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('任务01')).toBeTruthy();
    expect(callsOf('getList').at(-1)?.args[1]).toMatchObject({ pageNo: '2' });

    await userEvent.click(screen.getByRole('combobox', { name: '排序' }));
    await userEvent.click(await screen.findByText('名称 升序'));
    await waitFor(() =>
      expect(callsOf('getList').at(-1)?.args[1]).toMatchObject({ column: 'name', order: 'asc', pageNo: '1' }),
    );
    expect(await screen.findByText('任务00')).toBeTruthy();
  });

  it('passes axe', async () => {
    const { container } = renderJobs();
    await screen.findByText('日报汇总');
    expect(await axeViolations(container)).toEqual([]);
  });
});
