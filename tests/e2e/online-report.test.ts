/**
 * Online reports in Chromium, as the administrator meets them: the seeded users report at
 * /online/cgreport/sys_user_popup (search form, rows, paging) and the popup picker of the widget
 * gallery over the same report, which fills the gallery's name field from the chosen row. Axe on
 * both screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectNoSeriousViolations } from './helpers/axe';
import { openAdminPage, poll, visibleTab, type AdminPage } from './helpers/admin-page';
import { screenshot } from './helpers/browser';

let admin: AdminPage;

/** A search field of the report's form (the sortable column header carries the same name). */
const searchBox = (scope: Locator, label: string) =>
  scope.locator('form input').and(scope.getByLabel(label, { exact: true }));
const rowsOf = (scope: Locator) => scope.locator('section[aria-label="报表数据"] tbody tr.ant-table-row');

describe('online reports', () => {
  beforeAll(async () => {
    admin = await openAdminPage();
  }, 300_000);

  afterAll(async () => {
    await admin?.close();
  });

  it('lists the report definitions and edits one with its columns in the editable table', async () => {
    const { page, server } = admin;
    await page.goto(`${server.baseUrl}/online/cgreport`);
    const tab = visibleTab(page);
    const row = tab.locator('tr.ant-table-row', { hasText: '用户选择' });
    await row.waitFor({ timeout: 60_000 });
    await row
      .getByRole('button', { name: /编\s*辑/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog').filter({ hasText: '报表列' });
    await poll(() => dialog.getByRole('textbox', { name: /^列名 \d+$/ }).count()).toBe(5);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'report definition form');
    await screenshot(page, 'online-report-definition');
  });

  it('shows the users report with its search form and finds the administrator', async () => {
    const { page, server } = admin;
    await page.goto(`${server.baseUrl}/online/cgreport/sys_user_popup`);
    const tab = visibleTab(page);
    await expect(
      tab.getByRole('heading', { name: '用户选择' }).waitFor({ timeout: 60_000 }),
    ).resolves.toBeUndefined();
    await poll(() => rowsOf(tab).count()).toBeGreaterThan(0);
    await searchBox(tab, '账号').fill('admin');
    await tab.getByRole('button', { name: /查\s*询/ }).click();
    await poll(async () => (await rowsOf(tab).allTextContents()).every((t) => t.includes('admin'))).toBe(
      true,
    );
    // The pointer off the clicked button: a hovered button's colour is not the page's.
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'online report');
    await screenshot(page, 'online-report');
  });

  it('fills the gallery form from a row chosen in the popup picker', async () => {
    const { page, server } = admin;
    await page.goto(`${server.baseUrl}/test/home`);
    const tab = visibleTab(page);
    const button = tab.getByRole('button', { name: /^选择popup — / });
    await button.waitFor({ timeout: 60_000 });
    await button.click();
    const dialog = page
      .locator('.ant-modal')
      .filter({ has: page.locator('.ant-modal-title', { hasText: '用户选择' }) });
    await poll(() => rowsOf(dialog).count()).toBeGreaterThan(0);
    await searchBox(dialog, '账号').fill('admin');
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
    await poll(async () => (await rowsOf(dialog).allTextContents()).every((t) => t.includes('admin'))).toBe(
      true,
    );
    await rowsOf(dialog).first().getByRole('radio').check();
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'popup picker dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => tab.getByLabel(/^popup — /).inputValue()).toBe('admin');
    const realname = await admin.get<{ records: Array<{ username: string; realname: string }> }>(
      '/sys/user/list?username=admin',
    );
    const expected = realname.result.records.find((r) => r.username === 'admin')?.realname ?? '';
    await poll(() => tab.getByLabel(/^input — 弹窗填入的姓名/).inputValue()).toBe(expected);
  });
});
