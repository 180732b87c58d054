/**
 * The shell's end-to-end path in headless Chromium on the built app served by the real server:
 * log in as the demo customer, see the menu, open two pages as tabs, see that home has no close,
 * switch to English, change password, log out, log in with the new password.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureScreenshot, launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

async function login(username: string, password: string): Promise<void> {
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登\s*录|Log in)$/ }).click();
}

async function openUserMenuItem(name: RegExp): Promise<void> {
  await page.getByTestId('user-menu').click();
  try {
    await page.getByRole('menuitem', { name }).click();
  } catch (e) {
    await failureScreenshot(page, 'shell-failed-user-menu');
    console.log(await page.getByRole('menuitem').allInnerTexts());
    throw e;
  }
}

describe('shell in Chromium', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends an anonymous visitor to the login page with the redirect query', async () => {
    await page.goto(`${server.baseUrl}/account/settings`);
    await page.waitForURL(/\/user\/login\?redirect=%2Faccount%2Fsettings/);
    await expect.poll(() => page.title()).toContain('CertDesk');
    await screenshot(page, 'shell-01-login');
  });

  it('logs the demo customer in and lands on the redirect target, then home shows the thirteen sections', async () => {
    expect(server.accounts.democustomer, 'demo account password file').toBeTruthy();
    await login('democustomer', server.accounts.democustomer!);
    await page.waitForURL(/\/account\/settings$/);
    await expect.poll(() => page.title()).toBe('个人信息 - CertDesk 客户服务平台');
    await page.getByTestId('side-menu').getByText('首页', { exact: true }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.title()).toBe('CertDesk 客户服务平台');
    for (const section of ['体系认证', '集装箱检验', '两化融合评定', '动物福利评价', '其他评价']) {
      await expect.poll(() => page.getByText(section, { exact: true }).count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'shell-02-home');
  });

  it("shows the customer's menu: home and 我的, never system management", async () => {
    const menu = page.getByTestId('side-menu');
    await expect.poll(() => menu.getByText('我的', { exact: true }).count()).toBe(1);
    expect(await menu.getByText('系统管理').count()).toBe(0);
  });

  it('opens two pages as tabs', async () => {
    const menu = page.getByTestId('side-menu');
    const mine = menu.getByText('我的', { exact: true });
    if ((await menu.getByText('登录日志', { exact: true }).count()) === 0) await mine.click();
    await menu.getByText('登录日志', { exact: true }).click();
    await page.waitForURL(/\/account\/login-log$/);
    // The login log lists at least this session's login.
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await menu.getByText('个人信息', { exact: true }).click();
    await page.waitForURL(/\/account\/settings$/);
    await expect.poll(() => page.getByText('democustomer').count()).toBeGreaterThan(0);
    const bar = page.getByTestId('tab-bar');
    for (const path of ['/dashboard/analysis', '/account/login-log', '/account/settings']) {
      await expect.poll(() => bar.getByTestId(`tab-${path}`).count()).toBe(1);
    }
    await screenshot(page, 'shell-03-tabs');
  });

  it('offers no close on the home tab, while the other tabs have one', async () => {
    const homeTab = page.locator('[data-node-key="/dashboard/analysis"]');
    const otherTab = page.locator('[data-node-key="/account/settings"]');
    await expect.poll(() => otherTab.locator('.ant-tabs-tab-remove').count()).toBe(1);
    expect(await homeTab.locator('.ant-tabs-tab-remove').count()).toBe(0);
    expect(await page.getByTestId('tab-/dashboard/analysis').count()).toBe(1);
  });

  it('closes the other tabs from the right-click menu, keeping home', async () => {
    await page.getByTestId('tab-/account/login-log').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => page.getByTestId('tab-/account/settings').count()).toBe(0);
    expect(await page.getByTestId('tab-/dashboard/analysis').count()).toBe(1);
    expect(await page.getByTestId('tab-/account/login-log').count()).toBe(1);
  });

  it('switches to English and remembers it', async () => {
    await openUserMenuItem(/English$/);
    await expect.poll(() => page.getByTestId('side-menu').getByText('Home', { exact: true }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByTestId('side-menu').getByText('Home', { exact: true }).count()).toBe(1);
    await screenshot(page, 'shell-04-english');
  });

  it('refuses a weak new password with the rule text, then changes it', async () => {
    await openUserMenuItem(/Change password$/);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Old password$/).fill(server.accounts.democustomer!);
    await dialog.getByLabel(/^New password$/).fill('weak');
    await dialog.getByLabel(/^Confirm new password$/).fill('weak');
    await dialog.getByRole('button', { name: /^(OK|确\s*定)$/ }).click();
    await expect
      .poll(() =>
        dialog
          .getByText('The password needs at least 8 characters with letters, digits and special symbols!')
          .count(),
      )
      .toBeGreaterThan(0);
    await dialog.getByLabel(/^New password$/).fill('Lantern#Quartz47');
    await dialog.getByLabel(/^Confirm new password$/).fill('Lantern#Quartz47');
    await dialog.getByRole('button', { name: /^(OK|确\s*定)$/ }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'shell-05-password-changed');
  });

  it('logs out, refuses the old password, and logs in with the new one', async () => {
    await openUserMenuItem(/Log out$/);
    await page.waitForURL(/\/user\/login/);
    await login('democustomer', server.accounts.democustomer!);
    await expect.poll(() => page.getByText('Incorrect username or password').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/user\/login/);
    await login('democustomer', 'Lantern#Quartz47');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.title()).toBe('CertDesk Customer Service Platform');
    await screenshot(page, 'shell-06-relogin');
  });
});
