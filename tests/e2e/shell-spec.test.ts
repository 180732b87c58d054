/**
 * What users hit in the landed screens, in headless Chromium on the built app served by the real
 * server: /user leads to the login page (also after logging in from it), the home page's sections
 * answer a click or a key, the home tab has no ×, two list pages open as tabs put no id on the
 * document twice, and a token revoked on the server ends the session with SPEC §8's notice.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { clickContextMenuItem } from './helpers/admin-page';

const HOME = '/dashboard/analysis';

let server: RunningServer;
let browser: Browser;
let page: Page;

/** expect.poll with room for a busy 2-core machine. */
function poll<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 30_000, interval: 100 });
}

const path = () => new URL(page.url()).pathname + new URL(page.url()).search;

async function fillLogin(username: string, password: string): Promise<void> {
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登\s*录|Log in)$/ }).click();
}

async function openMenuPage(parent: string, title: string, url: string): Promise<void> {
  const menu = page.getByTestId('side-menu');
  if ((await menu.getByText(title, { exact: true }).count()) === 0)
    await menu.getByText(parent, { exact: true }).click();
  await menu.getByText(title, { exact: true }).click();
  await page.waitForURL(new RegExp(`${url}$`));
}

/** Ids found more than once on the whole document (hidden tab pages included). */
function duplicateIds(): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });
}

/** The token the page holds (the expiring-storage entry `{ value, expire }` under Access-Token). */
function heldToken(): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('Access-Token');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
}

describe('shell behaviours of the spec in Chromium', () => {
  beforeAll(async () => {
    server = await sharedServer();
    expect(server.accounts.admin, 'admin password file').toBeTruthy();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends /user to /user/login, and logging in from there lands on the home page, not /404', async () => {
    await page.goto(`${server.baseUrl}/user`);
    await poll(path).toBe('/user/login');
    await fillLogin('admin', server.accounts.admin!);
    await page.waitForURL(new RegExp(`${HOME}$`), { timeout: 60_000 });
    // Logged in, /user still leads to the login page, which sends a logged-in user home.
    await page.goto(`${server.baseUrl}/user`);
    await poll(path).toBe(HOME);
    await poll(() => page.getByTestId('side-menu').getByText('首页', { exact: true }).count()).toBe(1);
    await screenshot(page, 'shell-spec-01-user-to-home');
  });

  it('answers a click and Enter on a home section: staff are told that companies apply online (customers go to apply online, certification-journey.test.ts)', async () => {
    await page.getByRole('button', { name: '体系认证' }).click();
    await poll(() => page.getByText('体系认证：在线申请由企业客户账号办理').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '集装箱检验' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByText('集装箱检验：在线申请由企业客户账号办理').count()).toBeGreaterThan(0);
    await screenshot(page, 'shell-spec-02-home-card');
  });

  it('gives the home tab no × and a right-click menu with 刷新', async () => {
    const homeTab = page.locator(`[data-node-key="${HOME}"]`);
    await poll(() => homeTab.count()).toBe(1);
    expect(await homeTab.locator('.ant-tabs-tab-remove').count()).toBe(0);
    await clickContextMenuItem(page, page.getByTestId(`tab-${HOME}`), '刷新');
    // The home page comes back (remounted) and its tab stays.
    await poll(() => page.getByRole('button', { name: '体系认证' }).count()).toBe(1);
    expect(await page.getByTestId(`tab-${HOME}`).count()).toBe(1);
  });

  it('puts no id on the document twice with the users and login log pages open as tabs', async () => {
    const listed = (url: string) =>
      page.locator(`[data-tab-page="${url}"]:not([hidden])`).getByText(/^共 \d+ 条$/);
    await openMenuPage('系统管理', '用户管理', '/system/user');
    await poll(() => listed('/system/user').count()).toBe(1);
    // The login log's query has a username field too, as the users page's has.
    await openMenuPage('我的', '登录日志', '/account/login-log');
    await poll(() => listed('/account/login-log').count()).toBe(1);
    // Both list pages are on the document, the users page hidden but kept.
    expect(await page.locator('[data-tab-page="/system/user"][hidden]').count()).toBe(1);
    expect(await duplicateIds()).toEqual([]);
    // The hidden users page holds ids the shown login log uses too: they would be on the document twice.
    const setAside = await page.evaluate(() =>
      [...document.querySelectorAll('[data-tab-page="/system/user"] [data-kept-id]')].map(
        (e) => e.getAttribute('data-kept-id') ?? '',
      ),
    );
    expect(
      await page.evaluate((ids) => ids.filter((id) => document.getElementById(id)), setAside),
    ).not.toEqual([]);
    // Back on the users tab, still no id twice. (Typing into its query after the switch is covered by
    // tabs-keepalive.test.ts; here, in full runs, the field was once reported not visible: open defect.)
    await page.getByTestId('tab-/system/user').click();
    await page.waitForURL(/\/system\/user$/);
    expect(await duplicateIds()).toEqual([]);
    await screenshot(page, 'shell-spec-03-two-tabs');
  });

  it('tells the user 很抱歉，登录已过期，请重新登录 when the token was revoked, then shows the login page', async () => {
    const token = await heldToken();
    expect(token).toBeTruthy();
    const revoked = await fetch(`${server.baseUrl}/sys/logout`, {
      method: 'POST',
      headers: { 'X-Access-Token': token! },
    });
    expect(revoked.status).toBe(200);

    // The next call of the page (the dictionary list, opened from the menu) is answered 401.
    await openMenuPage('系统管理', '数据字典', '/system/dict');
    const notice = page
      .locator('.ant-notification-notice')
      .filter({ hasText: '很抱歉，登录已过期，请重新登录' });
    await poll(() => notice.count()).toBeGreaterThan(0);
    expect(await notice.first().textContent()).toContain('系统提示');
    await screenshot(page, 'shell-spec-04-expired');
    await page.waitForURL(/\/user\/login/, { timeout: 60_000 });
    await poll(() => page.getByRole('button', { name: /^(登\s*录|Log in)$/ }).count()).toBe(1);
    // The login page may still be settling: a read during its navigation is retried.
    await poll(() => heldToken().catch(() => 'navigating')).toBeNull();
  });
});
