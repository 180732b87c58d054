/**
 * Authentication and authorisation: TRUST_PROXY trusts hops, not the client's own
 * X-Forwarded-For; sessions die after an idle timeout; administrator rights come from the account
 * type or the built-in (is_system) admin role, never from a role code string.
 */
import { beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { newId } from '../../src/server/db/ids';
import { roleId } from '../../src/server/seed/roles';
import { createAccount } from '../../src/server/seed/users';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import type { AppUnderTest } from './helpers/test-app';
import { describeOnOneBackend } from './helpers/suite';

async function postLogin(t: AppUnderTest, username: string, password: string, forwardedFor: string) {
  const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
    key: string;
    iv: string;
  };
  return t.app.inject({
    method: 'POST',
    url: '/sys/login',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { userccs: encryptUserccs({ username, password }, keys.key, keys.iv) },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnOneBackend(
  'TRUST_PROXY=1',
  (t) => {
    it('a forged X-Forwarded-For hop changes neither the rate-limit key nor the logged address', async () => {
      const { username, password } = t.seed.staff;
      // The one trusted proxy appended 203.0.113.9; whatever the client put before it is ignored.
      expect((await postLogin(t, username, password, '1.1.1.1, 203.0.113.9')).statusCode).toBe(200);
      expect((await postLogin(t, username, password, '2.2.2.2, 203.0.113.9')).statusCode).toBe(200);
      const third = await postLogin(t, username, password, '3.3.3.3, 203.0.113.9');
      expect(third.statusCode).toBe(429);
      const ips = await t.app.db
        .selectFrom('sys_login_log')
        .select('ip')
        .where('username', '=', username)
        .execute();
      expect(ips.map((r) => r.ip)).toEqual(['203.0.113.9', '203.0.113.9']);
    }, 60_000);
  },
  () => ({ config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy, loginRateLimit: 2 } }),
);

describeOnOneBackend(
  'idle timeout of sessions',
  (t) => {
    const menu = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/sys/permission/getCustomerMenu',
        headers: { 'x-access-token': token },
      });

    it('a session in use stays alive past the idle timeout; an unused one answers 401', async () => {
      const busy = await t.login(t.seed.staff.username, t.seed.staff.password);
      const idle = await t.login(t.seed.customer.username, t.seed.customer.password);
      expect((await menu(idle)).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) {
        expect((await menu(busy)).statusCode).toBe(200);
        await sleep(800);
      }
      // 4.8 s later: the busy session (used every 0.8 s) lives, the idle one is gone for good.
      expect((await menu(busy)).statusCode).toBe(200);
      const expired = await menu(idle);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Token失效，请重新登录');
    }, 60_000);
  },
  { config: { tokenIdleMs: 3_000 } },
);

describeOnOneBackend('administrator rights', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { 'x-access-token': token } });

  async function memberOf(roleCode: string, username: string) {
    const credentials = await createAccount(t.app.db, { username, realname: username, userType: 'staff' });
    if (!credentials) throw new Error(`${username} exists`);
    const user = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const role = await t.app.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', roleCode)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: user.id, role_id: role.id })
      .execute();
    return t.login(credentials.username, credentials.password);
  }

  it("a role renamed to 'admin' is refused, and a custom role coded 'admin' grants nothing", async () => {
    const added = await call('POST', '/sys/role/add', admin, { roleName: '伪管理员', roleCode: 'notadmin' });
    expect(added.statusCode).toBe(200);
    const custom = await t.app.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', 'notadmin')
      .executeTakeFirstOrThrow();
    const renamed = await call('PUT', '/sys/role/edit', admin, {
      id: custom.id,
      roleName: '伪管理员',
      roleCode: 'admin',
    });
    expect(renamed.statusCode).toBeGreaterThanOrEqual(400);
    expect(renamed.statusCode).toBeLessThan(500);

    // An install whose built-in role was renamed before codes became read-only: the code 'admin' is free.
    await t.app.db
      .updateTable('sys_role')
      .set({ role_code: 'builtin_admin' })
      .where('id', '=', roleId('admin'))
      .execute();
    try {
      const freed = await call('PUT', '/sys/role/edit', admin, {
        id: custom.id,
        roleName: '伪管理员',
        roleCode: 'admin',
      });
      expect(freed.statusCode).toBe(200);
      const member = await memberOf('admin', 'fakeadmin');
      expect((await call('GET', '/sys/role/list', member)).statusCode).toBe(403);
      const info = await call('PUT', '/sys/user/unlock', member, { ids: custom.id });
      expect(info.statusCode).toBe(403);
      // The built-in role (is_system) still makes its members administrators, whatever its code.
      const realMember = await memberOf('builtin_admin', 'realadmin');
      expect((await call('GET', '/sys/role/list', realMember)).statusCode).toBe(200);
    } finally {
      await t.app.db
        .updateTable('sys_role')
        .set({ role_code: 'custom_was_admin' })
        .where('id', '=', custom.id)
        .execute();
      await t.app.db
        .updateTable('sys_role')
        .set({ role_code: 'admin' })
        .where('id', '=', roleId('admin'))
        .execute();
    }
  }, 60_000);
});
