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
  const keys = (await (await fetch(`${baseUrl}/sys/getEncryptedString`)).json()) as Envelope<{
    key: string;
    iv: string;
  }>;
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
export async function loginInBrowser(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/user/login`);
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登\s*录|Log in)$/ }).click();
  await page.waitForURL(/\/dashboard\/analysis$/, { timeout: 60_000 });
}

/**
 * After the first login with a password someone else chose (an administrator, the main account):
 * the shell shows only the change-password dialog; fills it and waits until the shell opens.
 */
export async function changeChosenPassword(
  page: Page,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /修改密码|Change password/ });
  await dialog.waitFor({ timeout: 30_000 });
  await dialog.getByLabel(/^(旧密码|Old password)$/).fill(oldPassword);
  await dialog.getByLabel(/^(新密码|New password)$/).fill(newPassword);
  await dialog.getByLabel(/^(确认新密码|Confirm new password)$/).fill(newPassword);
  await dialog.getByRole('button', { name: /^(确\s*定|OK)$/ }).click();
  await page.getByTestId('side-menu').waitFor({ timeout: 30_000 });
}
