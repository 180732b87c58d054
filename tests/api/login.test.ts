/** POST /sys/login, GET /sys/getEncryptedString, POST /sys/logout (SPEC §7, §8; DESIGN security baseline). */
import { expect, it } from 'vitest';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import type { AppUnderTest } from './helpers/test-app';
import { describeOnOneBackend } from './helpers/suite';

async function keys(t: AppUnderTest): Promise<{ key: string; iv: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' });
  return response.json().result;
}

async function postLogin(
  t: AppUnderTest,
  credentials: object,
  extra: { remoteAddress?: string; lang?: string } = {},
) {
  const { key, iv } = await keys(t);
  return t.app.inject({
    method: 'POST',
    url: '/sys/login',
    remoteAddress: extra.remoteAddress,
    headers: { 'user-agent': 'vitest-agent', ...(extra.lang ? { 'accept-language': extra.lang } : {}) },
    payload: { userccs: encryptUserccs(credentials, key, iv) },
  });
}

describeOnOneBackend('login', (t) => {
  it('answers a 16-character key and iv', async () => {
    const { key, iv } = await keys(t);
    expect(key).toHaveLength(16);
    expect(iv).toHaveLength(16);
    expect(key).not.toBe(iv);
  });

  it('logs in with the right password: token, userInfo without password fields, dictionaries, departments', async () => {
    const response = await postLogin(t, {
      username: t.seed.admin.username,
      password: t.seed.admin.password,
      remember_me: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(body.result.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.result.userInfo).toMatchObject({ username: 'admin', userType: 'admin', status: '1' });
    expect(response.body).not.toMatch(/password_hash|passwordHash|failed_logins|\$argon2/);
    expect(body.result.userInfo).not.toHaveProperty('password');
    expect(body.result.sysAllDictItems.sex).toEqual(
      expect.arrayContaining([{ value: '1', text: '男', title: '男', textEn: 'Male' }]),
    );
    expect(body.result.multi_depart).toBe(1);
    expect(body.result.departs[0]).toMatchObject({ orgCode: 'A01', departName: '认证中心' });

    const log = await t.app.db
      .selectFrom('sys_login_log')
      .selectAll()
      .where('username', '=', 'admin')
      .where('success', '=', true)
      .executeTakeFirst();
    expect(log).toMatchObject({ ip: '127.0.0.1', user_agent: 'vitest-agent', success: true });
  });

  it('gives one generic message for a wrong password and an unknown user, in the request language', async () => {
    const wrong = await postLogin(t, { username: t.seed.staff.username, password: 'Wrong-password-1' });
    const unknown = await postLogin(t, { username: 'nobody-here', password: 'Whatever-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, code: 401, message: '用户名或密码错误' });
    expect(unknown.json().message).toBe('用户名或密码错误');
    const english = await postLogin(
      t,
      { username: 'nobody-here', password: 'x' },
      { lang: 'en-US,en;q=0.9' },
    );
    expect(english.json().message).toBe('Incorrect username or password');
    const failures = await t.app.db
      .selectFrom('sys_login_log')
      .select('success')
      .where('username', '=', 'nobody-here')
      .execute();
    expect(failures).toHaveLength(2);
    expect(failures.every((f) => f.success === false)).toBe(true);
  });

  it('tells the owner of a frozen account it is frozen, and a stranger only the generic message', async () => {
    await t.app.db
      .updateTable('sys_user')
      .set({ status: '2' })
      .where('username', '=', t.seed.customer.username)
      .execute();
    try {
      const owner = await postLogin(t, {
        username: t.seed.customer.username,
        password: t.seed.customer.password,
      });
      expect(owner.statusCode).toBe(403);
      expect(owner.json().message).toBe('该用户已冻结');
      const stranger = await postLogin(t, {
        username: t.seed.customer.username,
        password: 'Not-the-password-1!',
      });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().message).toBe('用户名或密码错误');
    } finally {
      await t.app.db
        .updateTable('sys_user')
        .set({ status: '1', failed_logins: 0, locked_until: null })
        .where('username', '=', t.seed.customer.username)
        .execute();
    }
  });

  it('answers 400 for credentials that do not decrypt, and 422 for unknown body fields', async () => {
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/sys/login',
      payload: { userccs: 'bm90IGVuY3J5cHRlZA==' },
    });
    expect(garbage.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/sys/login',
      payload: { userccs: 'x', username: 'admin' },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().result).toEqual([{ field: 'username', message: '不允许的字段' }]);
  });

  it('logout really revokes the token: the same token is then refused with 401', async () => {
    const token = await t.login(t.seed.admin.username, t.seed.admin.password);
    const before = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/getCustomerMenu',
      headers: { 'x-access-token': token },
    });
    expect(before.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/sys/logout',
      headers: { 'x-access-token': token },
    });
    expect(logout.json()).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/getCustomerMenu',
      headers: { 'x-access-token': token },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录' });
  });

  it('revokes across instances: a second server on the same database refuses the logged-out token', async () => {
    const { buildApp } = await import('../../src/server/app');
    const other = await buildApp(t.app.config, {
      database: { db: t.app.db, kind: t.app.dbKind, schema: undefined },
      redis: t.app.redis,
      redisPrefix: t.app.redisPrefix,
      logger: false,
    });
    try {
      const token = await t.login(t.seed.admin.username, t.seed.admin.password);
      const menu = {
        method: 'GET' as const,
        url: '/sys/permission/getCustomerMenu',
        headers: { 'x-access-token': token },
      };
      expect((await other.inject(menu)).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: '/sys/logout', headers: { 'x-access-token': token } }))
          .statusCode,
      ).toBe(200);
      expect((await other.inject(menu)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('issues a token that expires after TOKEN_TTL_MS (7 days) with a session row behind it', async () => {
    const token = await t.login(t.seed.admin.username, t.seed.admin.password);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      jti: string;
      sub: string;
    };
    expect(payload.exp * 1000 - Date.now()).toBeGreaterThan(604_800_000 - 60_000);
    expect(payload.exp * 1000 - Date.now()).toBeLessThanOrEqual(604_800_000);
    const session = await t.app.db
      .selectFrom('sys_session')
      .selectAll()
      .where('id', '=', payload.jti)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_id: payload.sub, revoked_at: null, ip: '127.0.0.1' });
  });

  it('refuses a missing, forged or query-string token', async () => {
    const token = await t.login(t.seed.admin.username, t.seed.admin.password);
    const none = await t.app.inject({ method: 'GET', url: '/sys/permission/getCustomerMenu' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/getCustomerMenu',
      headers: { 'x-access-token': `${token.slice(0, -3)}abc` },
    });
    const query = await t.app.inject({
      method: 'GET',
      url: `/sys/permission/getCustomerMenu?token=${token}`,
    });
    expect([none.statusCode, forged.statusCode, query.statusCode]).toEqual([401, 401, 401]);
  });
});

describeOnOneBackend(
  'login rate limit and key stability',
  (t) => {
    it('answers 429 after 10 attempts a minute from one address, other addresses still get through', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await postLogin(t, { username: 'nobody', password: 'x' }, { remoteAddress: '10.0.0.7' }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      const limited = await postLogin(
        t,
        { username: 'nobody', password: 'x' },
        { remoteAddress: '10.0.0.7' },
      );
      expect(limited.json()).toMatchObject({ success: false, code: 429 });
      const other = await postLogin(
        t,
        { username: t.seed.admin.username, password: t.seed.admin.password },
        { remoteAddress: '10.0.0.8' },
      );
      expect(other.statusCode).toBe(200);
    });

    it('keeps the key and iv across a restart on the same database', async () => {
      const first = await keys(t);
      const { buildApp } = await import('../../src/server/app');
      const again = await buildApp(t.app.config, {
        database: { db: t.app.db, kind: t.app.dbKind, schema: undefined },
        redis: null,
        logger: false,
      });
      try {
        const response = await again.inject({ method: 'GET', url: '/sys/getEncryptedString' });
        expect(response.json().result).toEqual(first);
      } finally {
        await again.close();
      }
    });
  },
  { config: { loginRateLimit: 10 } },
);
