/**
 * A password someone else chose (an administrator's new account or reset, a main account's
 * sub-account) must be changed at the first login before anything else (ASVS 5.0 V6.4): the login
 * answer says so, every other route answers 403 with the reason, the change and logout stay open,
 * and after the change the same session reaches everything again. Seeded demo accounts are not held.
 */
import { beforeAll, expect, it } from 'vitest';
import { roleId } from '../../src/server/seed/roles';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { passwordChangedByUser } from './helpers/accounts';
import { describeOnOneBackend } from './helpers/suite';

const CHOSEN = 'Chosen#Pass2024';
const OWN = 'Mine-Own#Pass77';
const MUST_CHANGE = '您的密码由他人设置，请先修改密码后再继续使用系统';

describeOnOneBackend('passwords someone else chose must be changed first', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { 'x-access-token': token, 'accept-language': 'zh-CN' } });
  const flagOf = async (username: string) =>
    (
      await t.app.db
        .selectFrom('sys_user')
        .select('must_change_password')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).must_change_password;

  /** POST /sys/login as the client sends it; answers the whole envelope. */
  async function loginAnswer(username: string, password: string) {
    const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
      key: string;
      iv: string;
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/sys/login',
      payload: { userccs: encryptUserccs({ username, password }, keys.key, keys.iv) },
    });
    expect(response.statusCode).toBe(200);
    return response.json().result as {
      token: string;
      mustChangePassword: boolean;
      userInfo: { mustChangePassword: boolean };
    };
  }

  async function addStaff(username: string): Promise<void> {
    const added = await call('POST', '/sys/user/add', admin, {
      username,
      realname: username,
      password: CHOSEN,
      selectedroles: roleId('staff'),
    });
    expect(added.statusCode).toBe(200);
  }

  it('holds a new account to the password change, then lets the same session through', async () => {
    await addStaff('chosen1');
    expect(await flagOf('chosen1')).toBe(true);

    const first = await loginAnswer('chosen1', CHOSEN);
    expect(first.mustChangePassword).toBe(true);
    expect(first.userInfo.mustChangePassword).toBe(true);

    const menu = await call('GET', '/sys/permission/getCustomerMenu', first.token);
    expect(menu.statusCode).toBe(403);
    expect(menu.json()).toMatchObject({
      success: false,
      code: 403,
      message: MUST_CHANGE,
      result: { mustChangePassword: true },
    });
    expect((await call('GET', '/sys/user/list', first.token)).statusCode).toBe(403);
    expect((await call('GET', '/sys/user/getCurrentUserDeparts', first.token)).statusCode).toBe(403);

    const changed = await call('PUT', '/sys/user/updatePassword', first.token, {
      username: 'chosen1',
      oldpassword: CHOSEN,
      password: OWN,
      confirmpassword: OWN,
    });
    expect(changed.statusCode).toBe(200);
    expect(await flagOf('chosen1')).toBe(false);
    // The session that made the change goes on, now with everything its roles give.
    expect((await call('GET', '/sys/permission/getCustomerMenu', first.token)).statusCode).toBe(200);
    expect((await call('GET', '/sys/user/list', first.token)).statusCode).toBe(200);

    const again = await loginAnswer('chosen1', OWN);
    expect(again.mustChangePassword).toBe(false);
    expect((await call('GET', '/sys/permission/getCustomerMenu', again.token)).statusCode).toBe(200);
  });

  it('lets a held session log out', async () => {
    await addStaff('chosen2');
    const held = await loginAnswer('chosen2', CHOSEN);
    expect((await call('POST', '/sys/logout', held.token)).statusCode).toBe(200);
    expect((await call('GET', '/sys/permission/getCustomerMenu', held.token)).statusCode).toBe(401);
  });

  it('holds an account again after an administrator resets its password', async () => {
    await addStaff('chosen3');
    await passwordChangedByUser(t.app.db, 'chosen3');
    expect((await loginAnswer('chosen3', CHOSEN)).mustChangePassword).toBe(false);

    const reset = await call('PUT', '/sys/user/changePassword', admin, {
      username: 'chosen3',
      password: 'Reset#Pass2025',
      confirmPassword: 'Reset#Pass2025',
    });
    expect(reset.statusCode).toBe(200);
    expect(await flagOf('chosen3')).toBe(true);
    const held = await loginAnswer('chosen3', 'Reset#Pass2025');
    expect(held.mustChangePassword).toBe(true);
    expect((await call('GET', '/sys/permission/getCustomerMenu', held.token)).statusCode).toBe(403);
  });

  it('holds a sub-account whose password its main account set', async () => {
    const main = await loginAnswer(t.seed.customer.username, t.seed.customer.password);
    const added = await call('POST', '/sys/custaccount/add', main.token, {
      username: 'chosensub',
      realname: 'chosensub',
      password: CHOSEN,
      phone: '13800138009',
      email: 'chosensub@example.com',
    });
    expect(added.statusCode).toBe(200);
    const sub = await loginAnswer('chosensub', CHOSEN);
    expect(sub.mustChangePassword).toBe(true);
    expect((await call('GET', '/sys/permission/getCustomerMenu', sub.token)).statusCode).toBe(403);
  });

  it('does not hold the seeded demo accounts or the first administrator', async () => {
    for (const account of [t.seed.customer, t.seed.staff, t.seed.admin]) {
      const answer = await loginAnswer(account.username, account.password);
      expect(answer.mustChangePassword).toBe(false);
      expect((await call('GET', '/sys/permission/getCustomerMenu', answer.token)).statusCode).toBe(200);
    }
  });
});
