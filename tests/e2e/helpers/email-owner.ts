/**
 * An account's owner proves its email, as a user does on the settings page: asks for the code,
 * reads it (here from the embedded install's outbox, through the administrator's API) and sends
 * it back. Only a proven address counts for password recovery and third-party sign-in.
 */
import { expect, vi } from 'vitest';
import { apiCall as call } from './api-call';
import { apiLogin } from './session';

type OutboxPage = { records: Array<{ text: string }> };

/** The newest mail to `email` once there are `count` of them: its 6-digit code. */
export async function outboxCode(
  baseUrl: string,
  adminToken: string,
  email: string,
  count: number,
): Promise<string> {
  // vi.waitFor, not expect.poll: suites call this from their beforeAll too.
  return vi.waitFor(
    async () => {
      const page = await call<OutboxPage>(
        baseUrl,
        adminToken,
        'GET',
        `/sys/outbox/list?to=${encodeURIComponent(email)}&column=createTime&order=desc`,
      );
      const records = page.result?.records ?? [];
      const code = records.length >= count ? /(\d{6})/.exec(records[0]!.text)?.[1] : undefined;
      if (!code) throw new Error(`no code in mail ${count} to ${email} yet`);
      return code;
    },
    { timeout: 30_000, interval: 300 },
  );
}

/** `owner` verifies `email` (already set on the account) with the code mailed to it. */
export async function proveEmail(
  baseUrl: string,
  adminToken: string,
  owner: { username: string; password: string },
  email: string,
): Promise<void> {
  const token = await apiLogin(baseUrl, owner.username, owner.password);
  const before = await call<OutboxPage>(
    baseUrl,
    adminToken,
    'GET',
    `/sys/outbox/list?to=${encodeURIComponent(email)}`,
  );
  const sent = await call(baseUrl, token, 'POST', '/sys/user/sendEmailCode', {});
  expect(sent.success, sent.message).toBe(true);
  const code = await outboxCode(baseUrl, adminToken, email, (before.result?.records.length ?? 0) + 1);
  const verified = await call(baseUrl, token, 'POST', '/sys/user/verifyEmail', { code });
  expect(verified.success, verified.message).toBe(true);
}
