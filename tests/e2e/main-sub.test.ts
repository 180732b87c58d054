/**
 * A main/sub form in Chromium: the data dictionary's form edits its items (sys_dict_item,
 * `x-sub-tables` of sys_dict) in the editable table. An admin adds a dictionary with three items
 * typed with the keyboard, removes one, moves one up and saves; reopened, the form shows the two
 * items in the new order; an item is changed and another deleted, saved, the page reloaded; the rows
 * the server answers (queryById) and the item list page match. axe on the list and the form.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminPage, poll, visibleTab, type AdminPage } from './helpers/admin-page';
import { expectNoSeriousViolations } from './helpers/axe';
import { screenshot } from './helpers/browser';
import { misalignedHeaderCells } from './helpers/grid-alignment';
import { clickRowAction } from './helpers/row-action';

const CODE = 'e2e_priority';

interface DictItem {
  id: string;
  dictId: string;
  itemText: string;
  itemTextEn: string | null;
  itemValue: string;
  sortOrder: number;
  status: string;
}

let admin: AdminPage;
let page: Page;

const api = <T>(path: string) => admin.get<T>(path);

/** The dictionary with its items as the server answers it (list to find the id, queryById for the rows). */
async function storedDict(): Promise<{ id: string; dictName: string; dictItems: DictItem[] } | null> {
  const list = await api<{ records: Array<{ id: string }> }>(`/sys/dict/list?dictCode=${CODE}`);
  const id = list.result.records[0]?.id;
  if (!id) return null;
  return (await api<{ id: string; dictName: string; dictItems: DictItem[] }>(`/sys/dict/queryById?id=${id}`))
    .result;
}

const tabPage = (): Locator => visibleTab(page);
const dictRow = (): Locator =>
  tabPage()
    .locator('tr[data-row-key]')
    .filter({ has: page.getByRole('cell', { name: CODE, exact: true }) });
const formDialog = (action: '新增' | '编辑'): Locator =>
  page.getByRole('dialog', { name: `数据字典 · ${action}` });
/** A cell's input of the editable table: the column's title and the row's number. */
const cell = (dialog: Locator, column: string, row: number): Locator =>
  dialog.getByRole('textbox', { name: `${column} ${row}`, exact: true });
const rowButton = (dialog: Locator, row: number, name: string): Locator =>
  dialog.locator(`[role=row][aria-rowindex="${row + 1}"]`).getByRole('button', { name, exact: true });
const textsIn = async (dialog: Locator, column: string): Promise<string[]> => {
  const boxes = dialog.getByRole('textbox', { name: new RegExp(`^${column} \\d+$`) });
  return Promise.all((await boxes.all()).map((box) => box.inputValue()));
};
const submit = (dialog: Locator) => dialog.getByRole('button', { name: /^(提\s*交|确\s*定)$/ }).click();

describe('main/sub form: a dictionary and its items', () => {
  beforeAll(async () => {
    admin = await openAdminPage();
    page = admin.page;
  }, 300_000);

  afterAll(async () => {
    await admin?.close();
  });

  it('adds a dictionary with items typed in the editable table, one removed and one moved up', async () => {
    await page.goto(`${admin.server.baseUrl}/system/dict`);
    await poll(() => tabPage().locator('tr[data-row-key]').count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'dictionary list');
    await tabPage()
      .locator('.renderer-list-toolbar')
      .getByRole('button', { name: /新\s*增$/ })
      .click();
    const dialog = formDialog('新增');
    await poll(() => dialog.getByRole('grid', { name: '字典项' }).count()).toBe(1);
    await dialog.getByLabel('字典名称').fill('端到端优先级');
    await dialog.getByLabel('字典编码').fill(CODE);

    // Three rows at once, then the keyboard: the new first row's first cell has the focus.
    await dialog.getByRole('spinbutton', { name: '新增行数' }).fill('3');
    await dialog.getByRole('button', { name: /新\s*增$/ }).click();
    await poll(() => dialog.getByRole('textbox', { name: /^名称 \d+$/ }).count()).toBe(3);
    await poll(() => cell(dialog, '名称', 1).evaluate((el) => el === document.activeElement)).toBe(true);
    // Down the name column with Enter, across to the value column with Tab, up it with Shift+Enter.
    await page.keyboard.type('低');
    await page.keyboard.press('Enter');
    await page.keyboard.type('中');
    await page.keyboard.press('Enter');
    await page.keyboard.type('高');
    await page.keyboard.press('Tab');
    await page.keyboard.type('High');
    await page.keyboard.press('Tab');
    await page.keyboard.type('H');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('M');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('L');
    expect(await textsIn(dialog, '名称')).toEqual(['低', '中', '高']);
    expect(await textsIn(dialog, '数据值')).toEqual(['L', 'M', 'H']);
    expect(await cell(dialog, '英文名称', 3).inputValue()).toBe('High');

    // The header cells line up with the cells under them, whatever the dialog's width.
    const grid = dialog.getByRole('grid', { name: '字典项' });
    for (const width of [1440, 1100, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await poll(() => misalignedHeaderCells(grid)).toEqual([]);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Remove 中 (a new row: no confirmation), move 高 above 低.
    await rowButton(dialog, 2, '删除此行').click();
    await poll(() => textsIn(dialog, '名称')).toEqual(['低', '高']);
    await rowButton(dialog, 2, '上移').click();
    await poll(() => textsIn(dialog, '名称')).toEqual(['高', '低']);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'dictionary form with items');
    await screenshot(page, 'main-sub-01-add');

    await submit(dialog);
    await poll(() => dialog.count()).toBe(0);
    await poll(() => dictRow().count()).toBe(1);
    const stored = await storedDict();
    expect(stored?.dictName).toBe('端到端优先级');
    expect(
      stored?.dictItems.map((i) => [i.itemText, i.itemTextEn, i.itemValue, i.sortOrder, i.status]),
    ).toEqual([
      ['高', 'High', 'H', 0, '1'],
      ['低', null, 'L', 1, '1'],
    ]);
  });

  it('reopens it with the two items in their order, edits one and deletes the other', async () => {
    await clickRowAction(dictRow(), '编辑');
    const dialog = formDialog('编辑');
    await poll(() => textsIn(dialog, '名称')).toEqual(['高', '低']);
    expect(await textsIn(dialog, '数据值')).toEqual(['H', 'L']);
    const [high] = (await storedDict())!.dictItems;

    await cell(dialog, '名称', 1).fill('最高');
    await rowButton(dialog, 2, '删除此行').click();
    await poll(() => textsIn(dialog, '名称')).toEqual(['最高']);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'dictionary form, editing items');
    await screenshot(page, 'main-sub-02-edit');
    await submit(dialog);
    await poll(() => dialog.count()).toBe(0);

    await page.reload();
    await poll(() => dictRow().count()).toBe(1);
    const stored = await storedDict();
    // The kept row is the same row (its id), changed; the removed one is gone from the database.
    expect(stored?.dictItems.map((i) => [i.id, i.itemText, i.itemValue, i.sortOrder])).toEqual([
      [high!.id, '最高', 'H', 0],
    ]);
    const items = await api<{ records: DictItem[] }>(`/sys/dictItem/list?dictId=${stored!.id}`);
    expect(items.result.records.map((i) => i.itemValue)).toEqual(['H']);

    // The form opens on what was saved.
    await clickRowAction(dictRow(), '编辑');
    await poll(() => textsIn(formDialog('编辑'), '名称')).toEqual(['最高']);
    await formDialog('编辑')
      .getByRole('button', { name: /^(取\s*消|Close|关闭)$/ })
      .first()
      .click();
    await poll(() => formDialog('编辑').count()).toBe(0);
  });

  it('keeps the item list page of the dictionary working', async () => {
    await clickRowAction(dictRow(), '字典配置');
    const drawer = page.getByRole('dialog', { name: '字典配置' });
    await poll(() => drawer.getByRole('cell', { name: '最高', exact: true }).count()).toBe(1);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'dictionary items list');
  });
});
