/**
 * 200 % zoom (WCAG 1.4.4 resize text, 1.4.10 reflow): a 1366×768 screen zoomed to 200 % leaves a
 * 683×384 CSS viewport. The shell, the user list and its add form must still work there: the page
 * itself does not scroll sideways (the table scrolls inside its own box), the menu opens, the form
 * opens and closes, and axe finds no critical or serious violation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

/** How far the page itself scrolls sideways, in CSS px (0 when everything reflows). */
const pageOverflow = (): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the shell and a list at 200 % zoom', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    // A context of its own: this user's cookies and storage, nobody else's.
    const context = await browser.newContext({ viewport: { width: 683, height: 384 } });
    page = await context.newPage();
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows home without sideways scrolling', async () => {
    await expect.poll(pageOverflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'home at 200 %');
    await screenshot(page, 'zoom-200-home');
  });

  it('shows the user list, its table scrolling in its own box, and opens the add form', async () => {
    await page.goto(`${server.baseUrl}/system/user`);
    const list = page.locator('[data-tab-page]:not([hidden]) .renderer-list-page');
    await expect.poll(() => list.getByText(/^共 \d+ 条$/).count()).toBe(1);
    await expect.poll(pageOverflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'user list at 200 %');
    await screenshot(page, 'zoom-200-user-list');

    await list
      .locator('.renderer-list-toolbar')
      .getByRole('button', { name: /新\s*增$/ })
      .click();
    const dialog = page.locator('[role="dialog"]:visible');
    await expect.poll(() => dialog.count()).toBe(1);
    await expect.poll(() => dialog.getByLabel('用户账号').count()).toBe(1);
    await expectNoSeriousViolations(page, 'user add form at 200 %');
    await screenshot(page, 'zoom-200-user-add');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
