/** Logging in for the browser tests: over the API (for set-up calls) and through the login page. */
import type { Page } from 'playwright-core';
import { encryptUserccs } from '../../../src/shared/auth/userccs';

export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}

/** POST /sys/login with the credential envelope, as the login page does; answers the token. */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const keys = (await (await fetch(`${baseUrl}/sys/getEncryptedString`)).json()) as Envelope<{ key: string; iv: string }>;
  const userccs = encryptUserccs({ username, password }, keys.result.key, keys.result.iv);
  const res = await fetch(`${baseUrl}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userccs }),
  });
  const answer = (await res.json()) as Envelope<{ token: string }>;
  if (!answer.success) throw new Error(`login of ${username} failed: ${answer.message}`);
  return answer.result.token;
}

/** Fills the login page and waits until the shell shows the home page. */
export async function loginInBrowser(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/user/login`);
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登\s*录|Log in)$/ }).click();
  await page.waitForURL(/\/dashboard\/analysis$/, { timeout: 60_000 });
}
