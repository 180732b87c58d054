/**
 * The generic CRUD's end-to-end path in headless Chromium on the built app served by the real
 * server, as admin on the generic admin screens: the user list's query form, paging, sorting, add
 * with validation, edit, batch delete, export and re-import, advanced query with a saved query,
 * freeze / unfreeze and the administrator protection; then roles, dictionaries (with their items),
 * departments and the login log each show rows.
 */
import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { pickFromSelect } from './helpers/select';
import { confirmPopover as confirmPopoverOf } from './helpers/signed-in';
import { artefactsDir, launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';
import { clickRowAction, openRowMenu } from './helpers/row-action';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';

/** 25 seeded users + the accounts the server created at start (admin and the demo accounts). */
const SEEDED = 25;
const seededName = (i: number) => `e2euser${String(i).padStart(2, '0')}`;
let total = 0;

interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}
interface UserRow {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  status: string;
  userType: string;
}

/** expect.poll with room for a 2-core machine (vitest's default is one second). */
function poll<T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) {
  return expect.poll(fn, { timeout: 20_000, ...options });
}

async function api<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

async function apiLogin(username: string, password: string): Promise<string> {
  const keys = (await (await fetch(`${server.baseUrl}/sys/getEncryptedString`)).json()) as Envelope<{
    key: string;
    iv: string;
  }>;
  const userccs = encryptUserccs({ username, password }, keys.result.key, keys.result.iv);
  const res = await fetch(`${server.baseUrl}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userccs }),
  });
  const answer = (await res.json()) as Envelope<{ token: string }>;
  if (!answer.success) throw new Error(`login failed: ${answer.message}`);
  return answer.result.token;
}

async function usersNamed(pattern: string): Promise<UserRow[]> {
  const answer = await api<{ records: UserRow[] }>(
    'GET',
    `/sys/user/list?pageSize=100&username=${encodeURIComponent(pattern)}`,
  );
  return answer.result.records;
}

/** The table's data rows (antd marks each with data-row-key; the measure row has none). */
const dataRows = (): Locator => page.locator('.renderer-list-page tr[data-row-key]');
const rowOf = (username: string): Locator =>
  dataRows().filter({ has: page.getByRole('cell', { name: username, exact: true }) });

/** The usernames of the visible rows, in order (the first data column after the checkbox). */
async function visibleUsernames(): Promise<string[]> {
  return dataRows().evaluateAll((rows) =>
    rows.map((r) => (r.querySelectorAll('td')[1]?.textContent ?? '').trim()),
  );
}

async function expectTotal(n: number): Promise<void> {
  await poll(() => page.getByText(`共 ${n} 条`, { exact: true }).count()).toBe(1);
}

async function expectMessage(text: string | RegExp): Promise<void> {
  await poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

/** Picks an option of an antd Select (the open dropdown's option with that title). */
/** What an antd select shows as chosen (its content's title), or null. */
function chosenTitle(select: Locator): Promise<string | null> {
  return select.locator('.ant-select-content').first().getAttribute('title');
}

const openDropdowns = (): Locator => page.locator('.ant-select-dropdown:visible');
/** Picks an option and sees the select show it. */
async function pickOption(select: Locator, title: string): Promise<void> {
  await pickFromSelect(page, select, title);
  await poll(() => chosenTitle(select)).toBe(title);
  await poll(() => openDropdowns().count()).toBe(0);
}

function queryForm(): Locator {
  return page.locator('.renderer-query-form');
}

async function search(username: string): Promise<void> {
  await queryForm().getByLabel('用户账号').fill(username);
  await queryForm()
    .getByRole('button', { name: /查\s*询/ })
    .click();
}

function toolbarButton(name: string): Locator {
  return page
    .locator('.renderer-list-toolbar')
    .getByRole('button', { name: new RegExp(`^\\S*\\s*${name}$`) });
}

async function confirmPopover(title: string): Promise<void> {
  await confirmPopoverOf(page, title);
}

describe('admin CRUD screens in Chromium', () => {
  beforeAll(async () => {
    server = await startServer();
    expect(server.accounts.admin, 'admin password file').toBeTruthy();
    token = await apiLogin('admin', server.accounts.admin!);
    for (let i = 1; i <= SEEDED; i++) {
      const added = await api('POST', '/sys/user/add', {
        username: seededName(i),
        realname: `测试用户${String(i).padStart(2, '0')}`,
        password: 'Seed#Pass2026',
        sex: i % 2 === 0 ? '2' : '1',
        phone: `1380000${String(1000 + i)}`,
      });
      if (!added.success) throw new Error(`seeding ${seededName(i)}: ${added.message}`);
    }
    total = SEEDED + Object.keys(server.accounts).length;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
    page = await context.newPage();
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 180_000);

  // The steps build on each other; after a failure, start the next one from a freshly loaded screen
  // rather than under a dialog the failed step left open.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && page) await page.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the users with 共 N 条, page 2 and a page size of 20', async () => {
    await page.goto(`${server.baseUrl}/system/user`);
    await expectTotal(total);
    await poll(() => dataRows().count()).toBe(10);
    const first = await visibleUsernames();
    // default sort: creation time, newest first
    expect(first[0]).toBe(seededName(SEEDED));
    await screenshot(page, 'crud-01-user-list');

    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await poll(async () => (await visibleUsernames())[0]).toBe(seededName(SEEDED - 10));
    const second = await visibleUsernames();
    expect(second.filter((u) => first.includes(u))).toEqual([]);
    await screenshot(page, 'crud-02-page-2');

    await pickOption(page.locator('.ant-pagination-options .ant-select'), '20 条/页');
    // antd keeps page 2, now holding the last total - 20 rows; page 1 holds 20.
    await poll(() => dataRows().count()).toBe(total - 20);
    await page.locator('.ant-pagination').getByTitle('1', { exact: true }).click();
    await poll(() => dataRows().count()).toBe(20);
    expect((await visibleUsernames())[0]).toBe(seededName(SEEDED));
    await expectTotal(total);
    await screenshot(page, 'crud-03-page-size-20');
  });

  it('searches with a like query on the username and resets', async () => {
    await search('user2');
    await expectTotal(6);
    expect((await visibleUsernames()).sort()).toEqual([20, 21, 22, 23, 24, 25].map(seededName));
    await screenshot(page, 'crud-04-query');
    await queryForm()
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await expectTotal(total);
    expect(await queryForm().getByLabel('用户账号').inputValue()).toBe('');
  });

  it('sorts by clicking a sortable column header', async () => {
    const header = page.locator('.renderer-list-page thead th').filter({ hasText: '用户账号' });
    await header.click();
    await poll(async () => (await visibleUsernames())[0]).toBe('admin');
    const ascending = await visibleUsernames();
    expect(ascending).toEqual([...ascending].sort());
    await screenshot(page, 'crud-05-sort-asc');
    await header.click();
    await poll(async () => (await visibleUsernames())[0]).toBe(seededName(SEEDED));
    const descending = await visibleUsernames();
    expect(descending).toEqual([...descending].sort().reverse());
    expect(descending).not.toEqual(ascending);
    await screenshot(page, 'crud-06-sort-desc');
  });

  it('refuses a bad mobile number and a missing name, then adds the user', async () => {
    await toolbarButton('新增').click();
    const drawer = page.getByRole('dialog', { name: '用户管理 · 新增' });
    await poll(() => drawer.count()).toBe(1);
    await drawer.getByLabel('用户账号').fill('e2enew01');
    await drawer.getByLabel('登录密码').fill('New#Pass2026');
    await drawer.getByLabel('手机号码').fill('12345');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await poll(() => drawer.getByText('请输入正确的手机号码!').count()).toBeGreaterThan(0);
    await poll(() => drawer.getByText('请输入用户姓名!').count()).toBeGreaterThan(0);
    await screenshot(page, 'crud-07-add-invalid');
    expect(await usersNamed('e2enew01')).toEqual([]);

    await drawer.getByLabel('用户姓名').fill('新用户');
    await drawer.getByLabel('手机号码').fill('13912345678');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await poll(() => drawer.count()).toBe(0);
    total += 1;
    await search('e2enew01');
    await expectTotal(1);
    await poll(() => rowOf('e2enew01').getByText('新用户', { exact: true }).count()).toBe(1);
    await screenshot(page, 'crud-08-added');
    expect(await usersNamed('e2enew01')).toMatchObject([{ realname: '新用户', phone: '13912345678' }]);
  });

  it('edits a row and shows the changed value', async () => {
    await clickRowAction(rowOf('e2enew01'), '编辑');
    const drawer = page.getByRole('dialog', { name: '用户管理 · 编辑' });
    await poll(() => drawer.getByLabel('用户姓名').inputValue()).toBe('新用户');
    await drawer.getByLabel('用户姓名').fill('改过的名字');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await poll(() => drawer.count()).toBe(0);
    await poll(() => rowOf('e2enew01').getByText('改过的名字', { exact: true }).count()).toBe(1);
    await screenshot(page, 'crud-09-edited');
    expect(await usersNamed('e2enew01')).toMatchObject([{ realname: '改过的名字' }]);
  });

  it('batch delete asks for a selection, then deletes two selected rows after confirmation', async () => {
    await search('user2');
    await expectTotal(6);
    await toolbarButton('批量删除').click();
    await expectMessage('请选择一条记录！');

    for (const name of [seededName(24), seededName(25)]) await rowOf(name).getByRole('checkbox').check();
    await poll(() =>
      page
        .locator('.renderer-list-toolbar')
        .getByText(/已选择 2 项/)
        .count(),
    ).toBe(1);
    await toolbarButton('批量删除').click();
    // The confirmation is titled 确认删除 (its accessible name) and asks 是否删除选中数据?
    const confirm = page.getByRole('dialog', { name: '确认删除' });
    await poll(() => confirm.count()).toBe(1);
    await poll(() => confirm.getByText('是否删除选中数据?', { exact: true }).count()).toBe(1);
    await screenshot(page, 'crud-10-batch-delete-confirm');
    await confirm.getByRole('button', { name: /^确\s*定$/ }).click();
    await expectTotal(4);
    expect(await rowOf(seededName(24)).count()).toBe(0);
    expect(await rowOf(seededName(25)).count()).toBe(0);
    total -= 2;
    await screenshot(page, 'crud-11-batch-deleted');
    expect((await usersNamed('*user2*')).map((u) => u.username).sort()).toEqual(
      [20, 21, 22, 23].map(seededName),
    );
  });

  let exported = '';

  it('exports the queried rows as .xls named after the list and the time', async () => {
    // Imported here, not at the top, so this case's edits stay inside it.
    const XLSX = await import('@e965/xlsx');
    const { readFileSync } = await import('node:fs');
    await search('user1');
    await expectTotal(10);
    const [download] = await Promise.all([page.waitForEvent('download'), toolbarButton('导出').click()]);
    expect(download.suggestedFilename()).toMatch(/^用户管理_\d{14}\.xls$/);
    const xls = join(artefactsDir, 'crud-export.xls');
    await download.saveAs(xls);
    const data = readFileSync(xls);
    // A real Excel 97-2003 (BIFF8, OLE compound file) workbook, not an .xlsx renamed.
    expect(data.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const book = XLSX.read(data, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    const col = (rows[0] as string[]).indexOf('用户账号');
    expect(col).toBeGreaterThanOrEqual(0);
    expect(
      rows
        .slice(1)
        .map((row) => String(row[col]))
        .sort(),
    ).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map(seededName));
    // The re-import case below edits the rows with ExcelJS, which reads .xlsx only: it gets the
    // same rows as an .xlsx copy.
    const copy = new ExcelJS.Workbook();
    const sheet = copy.addWorksheet('s');
    for (const row of rows) sheet.addRow(row.map((v) => v ?? null));
    exported = join(artefactsDir, 'crud-export.xlsx');
    writeFileSync(exported, Buffer.from(await copy.xlsx.writeBuffer()));
  });

  it('re-imports the export through the import dialog: duplicates are reported, renamed rows are imported', async () => {
    await toolbarButton('导入').click();
    const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
    const start = dialog.getByRole('button', { name: /开始上传/ });
    await poll(() => start.isDisabled()).toBe(true);

    const input = dialog.locator('input[type="file"]');
    const notExcel = join(artefactsDir, 'crud-not-excel.txt');
    writeFileSync(notExcel, 'username\nx\n');
    await input.setInputFiles(notExcel);
    await expectMessage('只能上传 .xls 或 .xlsx 文件');
    expect(await start.isDisabled()).toBe(true);

    await input.setInputFiles(exported);
    await poll(() => dialog.getByText('crud-export.xlsx').count()).toBe(1);
    expect(await start.isDisabled()).toBe(false);
    await screenshot(page, 'crud-12-import-chosen');
    await start.click();
    // The same usernames exist: nothing is imported and the error workbook is offered.
    await poll(
      () => dialog.getByText('导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。').count(),
      {
        timeout: 15_000,
      },
    ).toBe(1);
    // The rows that failed are named (the exported 10 rows all clash with existing usernames).
    await poll(() => dialog.getByText(/共10行数据有误（第2、3、4/).count()).toBe(1);
    expect(await dialog.getByText('下载错误数据').count()).toBe(1);
    await screenshot(page, 'crud-13-import-duplicates');

    // The same file with new usernames goes in.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(exported);
    const sheet = book.worksheets[0]!;
    const col = (sheet.getRow(1).values as unknown[]).indexOf('用户账号');
    sheet.eachRow((row, n) => {
      if (n > 1) row.getCell(col).value = String(row.getCell(col).value).replace('e2euser', 'e2eimp');
    });
    const renamed = join(artefactsDir, 'crud-import.xlsx');
    writeFileSync(renamed, Buffer.from(await book.xlsx.writeBuffer()));
    await input.setInputFiles(renamed);
    await start.click();
    await expectMessage('文件导入成功！数据行数：10');
    // The export has no password column: each imported account got a one-time password, shown once
    // under the import's result in the import dialog, which the admin closes after saving them.
    const secrets = page.getByRole('dialog', { name: '导入EXCEL' });
    await poll(() => secrets.getByTestId('one-time-passwords').locator('tbody tr').count()).toBe(10);
    await poll(() =>
      secrets.getByRole('alert').filter({ hasText: '文件导入成功！数据行数：10' }).count(),
    ).toBe(1);
    await screenshot(page, 'crud-14a-one-time-passwords');
    await secrets
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click();
    await poll(() => secrets.count()).toBe(0);
    total += 10;
    await search('e2eimp');
    await expectTotal(10);
    await screenshot(page, 'crud-14-imported');
    expect((await usersNamed('e2eimp*')).map((u) => u.realname).sort()).toEqual(
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((i) => `测试用户${i}`),
    );
  });

  it('advanced query: empty conditions refused, a rule applied, saved, reset and reused', async () => {
    await queryForm()
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await expectTotal(total);
    await toolbarButton('高级查询').click();
    const modal = page.getByRole('dialog', { name: '高级查询' });
    await poll(() => modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await poll(() => page.getByText('不能查询空条件', { exact: true }).count()).toBeGreaterThan(0);

    const line = modal.getByTestId('super-query-line').first();
    await pickOption(line.locator('.ant-select').nth(0), '用户账号');
    await pickOption(line.locator('.ant-select').nth(1), '以..开始');
    await line.getByPlaceholder('请输入值').fill('e2eimp1');
    await screenshot(page, 'crud-15-advanced-query');
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await poll(() => modal.isVisible()).toBe(false);
    await expectMessage(/^已有高级查询条件生效/);
    await expectTotal(10);
    const applied = (await visibleUsernames()).sort();
    expect(applied).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((i) => `e2eimp${i}`));
    await screenshot(page, 'crud-16-advanced-applied');

    await toolbarButton('高级查询').click();
    await poll(() => modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: /保存查询条件/ }).click();
    const naming = page.getByRole('dialog', { name: '请输入保存的名称' });
    await poll(() => naming.isVisible()).toBe(true);
    await naming.getByRole('button', { name: /^确\s*定$/ }).click();
    await expectMessage('保存名称不能为空');
    await naming.getByPlaceholder('请输入保存的名称').fill('导入的用户');
    await naming.getByRole('button', { name: /^确\s*定$/ }).click();
    await expectMessage('保存成功');
    await poll(() => modal.getByText('导入的用户', { exact: true }).count()).toBe(1);

    await modal.getByRole('button', { name: /^重\s*置$/ }).click();
    // One empty line again: no field chosen, no value.
    await poll(() => modal.getByTestId('super-query-line').count()).toBe(1);
    await poll(() => line.getByText('选择查询字段', { exact: true }).count()).toBe(1);
    expect(await line.getByPlaceholder('请输入值').inputValue()).toBe('');
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await poll(() => page.getByText('不能查询空条件', { exact: true }).count()).toBeGreaterThan(0);
    // Clear the active query from the toolbar banner, then reuse the saved one.
    await modal
      .getByRole('button', { name: /Close|关闭/ })
      .first()
      .click();
    await page.locator('.renderer-list-toolbar').getByText('清空', { exact: true }).click();
    await expectTotal(total);
    expect(await page.getByText('已有高级查询条件生效').count()).toBe(0);

    await toolbarButton('高级查询').click();
    await poll(() => modal.isVisible()).toBe(true);
    await modal.getByText('导入的用户', { exact: true }).click();
    await poll(() =>
      modal.getByTestId('super-query-line').first().getByPlaceholder('请输入值').inputValue(),
    ).toBe('e2eimp1');
    await screenshot(page, 'crud-17-saved-query-loaded');
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await expectTotal(10);
    expect((await visibleUsernames()).sort()).toEqual(applied);
    await page.locator('.renderer-list-toolbar').getByText('清空', { exact: true }).click();
    await expectTotal(total);
  });

  it('freezes and unfreezes a user with confirmation', async () => {
    await search(seededName(1));
    await expectTotal(1);
    const row = rowOf(seededName(1));
    await poll(() => row.getByText('正常', { exact: true }).count()).toBe(1);
    await clickRowAction(row, '冻结');
    await confirmPopover('确定冻结该用户吗?');
    // The status cell says 冻结; 解冻 is offered in the row's 更多 menu, clicked below.
    await poll(() => row.getByText('冻结', { exact: true }).count()).toBe(1);
    await screenshot(page, 'crud-18-frozen');
    expect(await usersNamed(seededName(1))).toMatchObject([{ status: '2' }]);

    await clickRowAction(row, '解冻');
    await confirmPopover('确定解冻该用户吗?');
    await poll(() => row.getByText('正常', { exact: true }).count()).toBe(1);
    await screenshot(page, 'crud-19-unfrozen');
    expect(await usersNamed(seededName(1))).toMatchObject([{ status: '1' }]);
  });

  it('protects the administrator account', async () => {
    await search('admin');
    await expectTotal(1);
    const row = rowOf('admin');
    await poll(() => row.count()).toBe(1);
    expect(await row.getByRole('checkbox').isDisabled()).toBe(true);
    // 冻结 is under 更多 there: a disabled entry that says why in its own text.
    await row.locator('.renderer-row-actions').getByRole('button', { name: '更多', exact: true }).click();
    const freeze = openRowMenu(row).getByRole('menuitem', { name: /^冻结/ });
    await poll(() => freeze.getAttribute('aria-disabled')).toBe('true');
    await expectMessage('不允许对管理员账号进行此操作');
    await screenshot(page, 'crud-20-admin-protected');
    await page.keyboard.press('Escape');
    // The server refuses as well.
    const [admin] = await usersNamed('admin');
    const refused = await api('PUT', '/sys/user/frozenBatch', { ids: admin!.id, status: '2' });
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('不允许对管理员账号进行此操作');
    expect(await usersNamed('admin')).toMatchObject([{ status: '1' }]);
  });

  it('shows rows on the roles, dictionaries (with items), departments and login log screens', async () => {
    await page.goto(`${server.baseUrl}/system/role`);
    await poll(() => dataRows().count()).toBeGreaterThan(0);
    await screenshot(page, 'crud-21-roles');

    await page.goto(`${server.baseUrl}/system/dict`);
    await poll(() => dataRows().count()).toBeGreaterThan(0);
    const sexRow = dataRows().filter({ has: page.getByRole('cell', { name: 'sex', exact: true }) });
    await clickRowAction(sexRow, '字典配置');
    const drawer = page.getByRole('dialog', { name: '字典配置' });
    await poll(() => drawer.locator('tr[data-row-key]').count()).toBeGreaterThan(0);
    await poll(() => drawer.getByRole('cell', { name: '男', exact: true }).count()).toBe(1);
    await screenshot(page, 'crud-22-dict-items');
    await drawer
      .getByRole('button', { name: /Close|关闭/ })
      .first()
      .click();

    await page.goto(`${server.baseUrl}/system/depart`);
    await poll(() => dataRows().count()).toBeGreaterThan(0);
    await screenshot(page, 'crud-23-departments');

    await page.goto(`${server.baseUrl}/account/login-log`);
    await poll(() => dataRows().count()).toBeGreaterThan(0);
    await poll(() => dataRows().getByRole('cell', { name: 'admin', exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'crud-24-login-log');
  });
});
