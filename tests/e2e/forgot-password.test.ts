/**
 * Forgot password in Chromium: on /user/alteration the demo customer asks for a code, the
 * code is read from the outbox (the embedded install's mail) through the API as an administrator
 * (the customer first proved the address with the code mailed to it: recovery mails only such one),
 * a new password is set and the customer logs in with it. Once in zh-CN by username and once in
 * en-US by email address; axe runs on every step, and on the login page's phone tab.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, waitForAnimations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { apiLogin, loginInBrowser, type Envelope } from './helpers/session';
import { outboxCode, proveEmail } from './helpers/email-owner';

const EMAIL = 'democustomer@example.com';

let server: RunningServer;
let browser: Browser;
let adminToken: string;

async function adminCall<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'x-access-token': adminToken, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/** The code of the `nth` mail (1-based) to the customer, as the outbox screen lists it. */
function mailedCode(nth: number): Promise<string> {
  return outboxCode(server.baseUrl, adminToken, EMAIL, nth);
}

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  // A context of its own: this user's cookies and storage, nobody else's.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

async function checkStep(page: Page, where: string, shot: string): Promise<void> {
  // The next step's button appears under the pointer that clicked the last one: measure it unhovered.
  await page.mouse.move(0, 0);
  await waitForAnimations(page);
  await expectNoSeriousViolations(page, where);
  await screenshot(page, shot);
}

describe('forgot password (/user/alteration)', () => {
  beforeAll(async () => {
    server = await startServer();
    adminToken = await apiLogin(server.baseUrl, 'admin', server.accounts.admin!);
    const users = await adminCall<{ records: Array<{ id: string; realname: string }> }>(
      'GET',
      '/sys/user/list?username=democustomer',
    );
    const user = users.result.records[0]!;
    const edited = await adminCall('PUT', '/sys/user/edit', {
      id: user.id,
      realname: user.realname,
      email: EMAIL,
    });
    expect(edited.success, edited.message).toBe(true);
    // Recovery mails only an address its owner proved.
    await proveEmail(
      server.baseUrl,
      adminToken,
      { username: 'democustomer', password: server.accounts.democustomer! },
      EMAIL,
    );
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('resets the password through the mailed code in Chinese and logs in with the new one', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.baseUrl}/user/alteration`);
    await expect.poll(() => page.getByRole('heading', { name: '找回密码' }).count()).toBe(1);
    await page.getByLabel('账号').fill('democustomer');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('验证码已发送');
    await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
    await checkStep(page, 'forgot password step 1 (zh-CN)', 'forgot-password-verify-zh');

    await page.getByLabel('邮箱验证码').fill(await mailedCode(2));
    await page.getByRole('button', { name: /下一步/ }).click();
    await expect.poll(() => page.getByLabel('新密码', { exact: true }).count()).toBe(1);
    await checkStep(page, 'forgot password step 2 (zh-CN)', 'forgot-password-change-zh');

    await page.getByLabel('新密码', { exact: true }).fill('Short1!');
    await page.getByLabel('确认新密码').fill('Short1!');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => page.getByText('密码由8位数字、大小写字母和特殊符号组成!').count()).toBe(1);
    await page.getByLabel('新密码', { exact: true }).fill('Fresh#Pass2026');
    await page.getByLabel('确认新密码').fill('Fresh#Pass2026');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => page.getByText('密码已重置').count()).toBe(1);
    await checkStep(page, 'forgot password complete (zh-CN)', 'forgot-password-done-zh');

    await page.getByRole('button', { name: /去登录/ }).click();
    await page.waitForURL(/\/user\/login$/);
    await loginInBrowser(page, server.baseUrl, 'democustomer', 'Fresh#Pass2026');
    await context.close();
  }, 180_000);

  it('does the same in English with the email address as the account', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.baseUrl}/user/alteration`);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Reset password' }).count()).toBe(1);
    await page.getByLabel('Account').fill(EMAIL);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('a code valid for 10 minutes has been sent');
    await checkStep(page, 'forgot password step 1 (en-US)', 'forgot-password-verify-en');

    await page.getByLabel('Email code').fill(await mailedCode(3));
    await page.getByRole('button', { name: /Next/ }).click();
    await expect.poll(() => page.getByLabel('New password', { exact: true }).count()).toBe(1);
    await checkStep(page, 'forgot password step 2 (en-US)', 'forgot-password-change-en');

    await page.getByLabel('New password', { exact: true }).fill('Second#Pass2026');
    await page.getByLabel('Confirm new password').fill('Second#Pass2026');
    await page.getByRole('button', { name: /Submit/ }).click();
    await expect.poll(() => page.getByText('Password reset', { exact: true }).count()).toBe(1);
    await checkStep(page, 'forgot password complete (en-US)', 'forgot-password-done-en');
    expect(await apiLogin(server.baseUrl, 'democustomer', 'Second#Pass2026')).toBeTruthy();
    await context.close();
  }, 180_000);

  it('has an accessible phone tab on the login page in both languages', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.baseUrl}/user/login`);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await expect.poll(() => page.getByLabel('手机号', { exact: true }).count()).toBe(1);
    await checkStep(page, 'login phone tab (zh-CN)', 'login-phone-zh');
    // Switching the language remounts the page (antd's ConfigProvider gains or loses its locale
    // provider), which falls back to the first tab: choose the phone tab again.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Phone login' }).click();
    await expect.poll(() => page.getByLabel('Mobile number', { exact: true }).count()).toBe(1);
    await checkStep(page, 'login phone tab (en-US)', 'login-phone-en');
    await context.close();
  }, 120_000);
});
