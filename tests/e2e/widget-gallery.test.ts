/**
 * The widget gallery at /test/home in Chromium, as the administrator meets it from the menu: every
 * widget of schemas/forms/widget-gallery.json under its label, no serious axe violation, the state
 * panel following what is typed (value and verdict), ?rows=1000 filling the editable table, and the
 * table kept in step with a second page over /vxeSocket (x-widget-options liveSync).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gallery from '../../schemas/forms/widget-gallery.json';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

const FIELDS = gallery.properties as Record<
  string,
  { title: { 'zh-CN': string; 'en-US': string }; 'x-widget'?: string }
>;
const title = (name: string) => FIELDS[name]!.title['zh-CN'];

/** The visible tab's page (kept-alive tabs stay in the document, hidden). */
const tabPage = (): Locator => page.locator('[data-tab-page]:not([hidden])');
const stateCell = (field: string, role: 'value' | 'error'): Locator =>
  tabPage().getByTestId('widget-gallery-state').locator(`tr[data-field="${field}"] [data-role="${role}"]`);

describe('widget gallery (/test/home)', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    // A context of its own: this user's cookies and storage, nobody else's.
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is in the administrator’s menu and shows every widget under its label, axe clean', async () => {
    await page.goto(`${server.baseUrl}/dashboard/analysis`);
    await page.getByRole('menuitem', { name: '开发测试' }).click();
    await page.getByRole('menuitem', { name: '组件示例' }).click();
    await page.waitForURL(/\/test\/home$/);
    await expect
      .poll(() => tabPage().getByLabel(title('input'), { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    const labels = await tabPage().locator('.rf-field-label label').allTextContents();
    for (const [name, field] of Object.entries(FIELDS)) {
      if (field['x-widget'] === 'hidden') continue;
      expect(labels, name).toContain(title(name));
    }
    await expectNoSeriousViolations(page, 'widget gallery');
    await screenshot(page, 'widget-gallery');
  });

  it('follows what is typed in the state panel', async () => {
    await expect.poll(() => stateCell('input', 'error').textContent()).toMatch(/请输入/);
    await tabPage().getByLabel(title('input'), { exact: true }).fill('来自浏览器');
    await expect.poll(() => stateCell('input', 'value').textContent()).toBe('来自浏览器');
    await expect.poll(() => stateCell('input', 'error').textContent()).toBe('通过');

    await tabPage().getByLabel(title('textarea'), { exact: true }).fill('第一行\n第二行');
    await expect.poll(() => stateCell('textarea', 'value').textContent()).toBe('第一行\n第二行');

    const number = tabPage().getByLabel(title('number'), { exact: true });
    await number.fill('150');
    await number.blur();
    await expect.poll(() => stateCell('number', 'value').textContent()).toBe('150');
    await expect.poll(() => stateCell('number', 'error').textContent()).not.toBe('通过');

    await tabPage()
      .getByRole('switch', { name: title('switch') })
      .click();
    await expect.poll(() => stateCell('switch', 'value').textContent()).toBe('Y');
    await expectNoSeriousViolations(page, 'widget gallery, filled');
  });

  it('fills the editable table with ?rows=1000', async () => {
    await page.goto(`${server.baseUrl}/test/home?rows=1000`);
    await expect
      .poll(() => stateCell('table', 'value').textContent(), { timeout: 30_000 })
      .toMatch(/^1000 行/);
    const grid = tabPage().getByRole('grid');
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('1001');
    // Virtualised: some of the rows are in the document, not all of them.
    const shown = await grid.locator('[role="row"][aria-rowindex]').count();
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(1000);
    await screenshot(page, 'widget-gallery-1000-rows');
  });

  it('shows a cell typed in one page in the same table of a second page (/vxeSocket)', async () => {
    const other = await page.context().newPage();
    try {
      const liveSocket = other.waitForEvent('websocket', {
        predicate: (ws) => ws.url().includes('/vxeSocket/'),
        timeout: 90_000,
      });
      await page.goto(`${server.baseUrl}/test/home?rows=3`);
      await other.goto(`${server.baseUrl}/test/home?rows=3`);
      // The second page's socket is up once the server answers its first heart_beat (10 s after it opens).
      await (await liveSocket).waitForEvent('framereceived', { timeout: 90_000 });
      const nameCell = (p: Page) =>
        p
          .locator('[data-tab-page]:not([hidden])')
          .getByRole('grid')
          .getByRole('textbox', { name: '名称 1', exact: true });
      await expect.poll(() => nameCell(other).count(), { timeout: 30_000 }).toBe(1);
      await nameCell(page).fill('两人同时编辑');
      await nameCell(page).press('Tab');
      await expect.poll(() => nameCell(other).inputValue(), { timeout: 30_000 }).toBe('两人同时编辑');
    } finally {
      await other.close();
    }
  });
});
