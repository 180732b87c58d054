/**
 * Third-party login in Chromium: the login page offers the configured OpenID Connect
 * provider; the browser goes through the real provider's sign-in and consent pages and comes back
 * to /oauth2-app/login, which finishes the login and lands home as the demo customer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { listenTestProvider, TEST_CLIENT, type ListeningProvider } from '../api/helpers/oidc-test-provider';
import { seriousViolations, waitForAnimations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { proveEmail } from './helpers/email-owner';

const CUSTOMER_EMAIL = 'democustomer@example.com';

let idp: ListeningProvider;
let server: RunningServer;
let browser: Browser;
let page: Page;

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = {
    'content-type': 'application/json',
    ...(init.token ? { 'x-access-token': init.token } : {}),
  };
  const response = await fetch(`${server.baseUrl}${path}`, { ...init, headers });
  const body = (await response.json()) as { code: number; message: string; result: T };
  if (body.code !== 200)
    throw new Error(`${path}: ${body.code} ${body.message} ${JSON.stringify(body.result)}`);
  return body.result;
}

/** The admin gives the demo customer the email the provider will vouch for, and the customer proves it. */
async function giveCustomerEmail(): Promise<void> {
  const { key, iv } = await call<{ key: string; iv: string }>('/sys/getEncryptedString');
  const userccs = encryptUserccs({ username: 'admin', password: server.accounts.admin! }, key, iv);
  const { token } = await call<{ token: string }>('/sys/login', {
    method: 'POST',
    body: JSON.stringify({ userccs }),
  });
  const list = await call<{ records: Array<{ id: string; realname: string }> }>(
    '/sys/user/list?username=democustomer',
    { token },
  );
  const { id, realname } = list.records[0]!;
  await call('/sys/user/edit', {
    method: 'PUT',
    token,
    body: JSON.stringify({ id, realname, email: CUSTOMER_EMAIL }),
  });
  // The provider's verified email links only to an account whose owner proved the same address.
  await proveEmail(
    server.baseUrl,
    token,
    { username: 'democustomer', password: server.accounts.democustomer! },
    CUSTOMER_EMAIL,
  );
}

describe('third-party login in Chromium', () => {
  beforeAll(async () => {
    idp = await listenTestProvider();
    // The provider sends the browser back to a fixed address of its own, which forwards to the app:
    // the app's address is only known once it runs, and it must be configured with the redirect URI.
    const redirectUri = `${idp.issuer}/back`;
    server = await startServer({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_REDIRECT_URI: redirectUri,
      OIDC_DISPLAY_NAME: 'Test IdP',
    });
    idp.serve(
      redirectUri,
      { customer: { email: CUSTOMER_EMAIL, email_verified: true } },
      (req: IncomingMessage, res: ServerResponse) => {
        const url = new URL(req.url ?? '/', idp.issuer);
        if (url.pathname !== '/back') return false;
        res.writeHead(302, { location: `${server.baseUrl}/oauth2-app/login${url.search}` }).end();
        return true;
      },
    );
    await giveCustomerEmail();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
  });

  it('signs the demo customer in through the provider', async () => {
    await page.goto(`${server.baseUrl}/user/login`);
    const entry = page.getByRole('button', { name: '使用 Test IdP 登录' });
    await entry.waitFor();
    await waitForAnimations(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-01-login-entry');
    await entry.click();

    await page.waitForURL((url) => url.href.startsWith(idp.issuer));
    await page.locator('input[name="login"]').fill('customer');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('Access-Token'))).not.toBeNull();
    await expect.poll(() => page.getByText('演示客户').count()).toBeGreaterThan(0);
    await screenshot(page, 'sso-02-home');
  });

  it('shows a refusal with the way back when the user cancels at the provider', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(
      `${server.baseUrl}/oauth2-app/login?error=access_denied&error_description=End-User%20aborted%20interaction`,
    );
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('第三方登录未完成（End-User aborted interaction）');
    await waitForAnimations(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-03-refused');
    // The same in English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Third-party login failed');
    await screenshot(page, 'sso-04-refused-en');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '返回登录页' }).click();
    await page.waitForURL(/\/user\/login$/);
  });
});
