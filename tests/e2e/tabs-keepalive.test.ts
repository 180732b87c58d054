/**
 * Tab keep-alive (SPEC §2 "keep-alive routes remembered", jeecg.md §7 C8) in headless Chromium on the
 * built app served by the real server: a list page keeps its query and total across a tab switch,
 * and the tab's 刷新 action starts it afresh.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { clickContextMenuItem } from './helpers/admin-page';

const HOME = '/dashboard/analysis';
const USERS = '/system/user';

let server: RunningServer;
let browser: Browser;
let page: Page;

/** expect.poll with room for a 2-core machine (vitest's default is one second). */
function poll<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 20_000 });
}

/** The shown tab's page: hidden tabs' pages stay in the DOM, so every locator is scoped to this. */
const shown = (): Locator => page.locator('[data-tab-page]:not([hidden])');
const usernameInput = (): Locator => shown().locator('.renderer-query-form').getByLabel('用户账号');
const totalText = async (): Promise<string> =>
  (await shown()
    .getByText(/^共 \d+ 条$/)
    .textContent()) ?? '';

describe('tab keep-alive in Chromium', () => {
  beforeAll(async () => {
    server = await sharedServer();
    expect(server.accounts.admin, 'admin password file').toBeTruthy();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.baseUrl}/user/login`);
    await page.getByLabel(/用户名|Username/).fill('admin');
    await page.getByLabel(/^(密码|Password)$/).fill(server.accounts.admin!);
    await page.getByRole('button', { name: /^(登\s*录|Log in)$/ }).click();
    await page.waitForURL(new RegExp(`${HOME}$`));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the user list query across a tab switch; 刷新 resets it', async () => {
    const menu = page.getByTestId('side-menu');
    if ((await menu.getByText('用户管理', { exact: true }).count()) === 0) {
      await menu.getByText('系统管理', { exact: true }).click();
    }
    await menu.getByText('用户管理', { exact: true }).click();
    await page.waitForURL(new RegExp(`${USERS}$`));
    await poll(() =>
      shown()
        .getByText(/^共 \d+ 条$/)
        .count(),
    ).toBe(1);
    const unfiltered = await totalText();
    // admin, demostaff and democustomer at least, so a query for admin alone changes the total.
    expect(unfiltered).not.toBe('共 1 条');

    await usernameInput().fill('admin');
    await shown()
      .locator('.renderer-query-form')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await poll(totalText).toBe('共 1 条');

    await page.getByTestId(`tab-${HOME}`).click();
    await page.waitForURL(new RegExp(`${HOME}$`));
    const kept = page.locator(`[data-tab-page="${USERS}"]`);
    await poll(() => kept.isHidden()).toBe(true);
    expect(await kept.getAttribute('aria-hidden')).toBe('true');
    // Role queries ignore the hidden page.
    expect(await page.getByRole('textbox', { name: '用户账号' }).count()).toBe(0);
    await screenshot(page, 'tabs-01-home-with-user-list-kept');

    await page.getByTestId(`tab-${USERS}`).click();
    await page.waitForURL(new RegExp(`${USERS}$`));
    await poll(() => usernameInput().inputValue()).toBe('admin');
    await poll(totalText).toBe('共 1 条');
    expect(await page.getByRole('textbox', { name: '用户账号' }).count()).toBe(1);
    await screenshot(page, 'tabs-02-user-list-kept');

    await clickContextMenuItem(page, page.getByTestId(`tab-${USERS}`), '刷新');
    await poll(() => usernameInput().inputValue()).toBe('');
    await poll(totalText).toBe(unfiltered);
    await screenshot(page, 'tabs-03-user-list-refreshed');
  });
});
