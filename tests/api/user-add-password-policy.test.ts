/**
 * The password policy holds where an administrator sets a password too: POST /sys/user/add refuses a
 * common password and one containing the username, on the password field, and writes nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend('user add follows the password policy', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  const add = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sys/user/add',
      headers: { 'x-access-token': admin, 'accept-language': 'en-US' },
      payload: { username, realname: '策略检查', password },
    });
  const exists = async (username: string) =>
    (await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst()) !== undefined;

  it.each([
    ['policy1', 'P@ssw0rd', /common/i],
    ['policy2', 'Xx-Policy2-2026', /user ?name/i],
  ])('refuses %s with %s and writes nothing', async (username, password, message) => {
    const response = await add(username, password);
    expect(response.statusCode).toBe(422);
    const field = (response.json().result as { field: string; message: string }[]).find(
      (e) => e.field === 'password',
    );
    expect(field?.message).toMatch(message);
    expect(await exists(username)).toBe(false);
  });

  it('accepts a password that passes the rule and the policy', async () => {
    expect((await add('policy3', 'Quartz-Lantern-47!')).statusCode).toBe(200);
    expect(await exists('policy3')).toBe(true);
  });
});
