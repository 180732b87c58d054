/**
 * Authentication: lockout per (account, address) with growing delays and atomic
 * counting, administrators lifting a lock, and PUT/POST /sys/user/updatePassword limited,
 * counted toward the lockout and held to the password policy.
 */
import { request } from 'node:http';
import { beforeAll, expect, it, vi } from 'vitest';
import { ARGON2_QUEUE_MAX, argon2Gate } from '../../src/server/auth/passwords';
import { createAccount } from '../../src/server/seed/users';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import type { AppUnderTest } from './helpers/test-app';
import { describeOnOneBackend } from './helpers/suite';

const GENERIC = '用户名或密码错误';

async function newAccount(t: AppUnderTest, username: string) {
  const credentials = await createAccount(t.app.db, { username, realname: username, userType: 'staff' });
  if (!credentials) throw new Error(`${username} exists`);
  const row = await t.app.db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { ...credentials, id: row.id };
}

/** Seconds until the (account, address) pair's lock runs out. */
async function lockSecondsLeft(t: AppUnderTest, userId: string, ip: string): Promise<number> {
  const pair = await t.app.db
    .selectFrom('sys_login_throttle')
    .select('locked_until')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .executeTakeFirstOrThrow();
  return (pair.locked_until!.getTime() - Date.now()) / 1000;
}

async function postLogin(t: AppUnderTest, username: string, password: string, remoteAddress = '127.0.0.1') {
  const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
    key: string;
    iv: string;
  };
  return t.app.inject({
    method: 'POST',
    url: '/sys/login',
    remoteAddress,
    payload: { userccs: encryptUserccs({ username, password }, keys.key, keys.iv) },
  });
}

function changePassword(
  t: AppUnderTest,
  token: string,
  payload: object,
  method: 'PUT' | 'POST' = 'PUT',
  lang?: string,
) {
  return t.app.inject({
    method,
    url: '/sys/user/updatePassword',
    payload,
    headers: { 'x-access-token': token, ...(lang ? { 'accept-language': lang } : {}) },
  });
}

describeOnOneBackend('login lockout per account and address', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  it("a stranger's failures lock only the stranger's address, with growing delays", async () => {
    const owner = await newAccount(t, 'lockowner');
    for (let i = 0; i < 5; i++) {
      const wrong = await postLogin(t, owner.username, `Bad-guess-${i}!`, '198.51.100.7');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(GENERIC);
    }
    const fromStranger = await postLogin(t, owner.username, owner.password, '198.51.100.7');
    expect(fromStranger.statusCode).toBe(401);
    expect(fromStranger.json().message).toBe(GENERIC);
    // The owner, from their own address, is not locked out.
    expect((await postLogin(t, owner.username, owner.password, '192.0.2.10')).statusCode).toBe(200);

    const firstSeconds = await lockSecondsLeft(t, owner.id, '198.51.100.7');
    expect(firstSeconds).toBeGreaterThan(30);
    expect(firstSeconds).toBeLessThanOrEqual(61);
    // When the lock has run out, the next failure locks for twice as long.
    await t.app.db
      .updateTable('sys_login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('user_id', '=', owner.id)
      .execute();
    expect((await postLogin(t, owner.username, 'Bad-guess-6!', '198.51.100.7')).statusCode).toBe(401);
    const secondSeconds = await lockSecondsLeft(t, owner.id, '198.51.100.7');
    expect(secondSeconds).toBeGreaterThan(90);
    expect(secondSeconds).toBeLessThanOrEqual(121);
  }, 60_000);

  it('the administrator cannot be locked out by strangers', async () => {
    for (let i = 0; i < 6; i++) await postLogin(t, t.seed.admin.username, `Guess-${i}-x!`, '203.0.113.50');
    expect((await postLogin(t, t.seed.admin.username, t.seed.admin.password, '192.0.2.1')).statusCode).toBe(
      200,
    );
  }, 60_000);

  it('concurrent guesses do not overshoot: exactly 5 passwords are checked', async () => {
    const victim = await newAccount(t, 'raceowner');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postLogin(t, victim.username, `Race-guess-${i}!`, '198.51.100.99'),
      ),
    );
    expect(answers.every((a) => a.statusCode === 401 && a.json().message === GENERIC)).toBe(true);
    const log = await t.app.db
      .selectFrom('sys_login_log')
      .select('message')
      .where('user_id', '=', victim.id)
      .execute();
    const counts = log.reduce<Record<string, number>>(
      (acc, row) => ({ ...acc, [row.message ?? '']: (acc[row.message ?? ''] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ wrong_password: 5, locked: 11 });
  }, 120_000);

  it('concurrent correct logins of one account from one address all get in, none counted as a failure', async () => {
    const owner = await newAccount(t, 'busyoffice');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postLogin(t, owner.username, owner.password, '198.51.100.77')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const log = await t.app.db
      .selectFrom('sys_login_log')
      .select('message')
      .where('user_id', '=', owner.id)
      .execute();
    expect(log.map((r) => r.message)).toEqual(Array(12).fill('success'));
    const pair = await t.app.db
      .selectFrom('sys_login_throttle')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(pair).toMatchObject({ failures: 0, checking: 0, locked_until: null });
  }, 120_000);

  it('a login that finds the password checks queue full is answered 503 at once, and counts nothing', async () => {
    const owner = await newAccount(t, 'stormed');
    // The gate is the server's own (the suites share the worker's modules): fill it and its queue.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: argon2Gate.limit + ARGON2_QUEUE_MAX }, () =>
      argon2Gate.run(() => held),
    );
    try {
      const busy = await postLogin(t, owner.username, owner.password, '198.51.100.88');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toMatchObject({ success: false, code: 503, message: '服务器繁忙，请稍后重试' });
    } finally {
      release();
      await Promise.all(holders);
    }
    const pair = await t.app.db
      .selectFrom('sys_login_throttle')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirst();
    expect(pair).toMatchObject({ failures: 0, checking: 0 });
    expect((await postLogin(t, owner.username, owner.password, '198.51.100.88')).statusCode).toBe(200);
  }, 60_000);

  it('drops the queued password checks of clients that hung up, without hashing them or counting them', async () => {
    const owner = await newAccount(t, 'hungup');
    const address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every slot busy, the queue empty: the logins below wait in the queue.
    const holders = Array.from({ length: argon2Gate.limit }, () => argon2Gate.run(() => held));
    const waitingBefore = argon2Gate.stats().waiting;
    try {
      const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
        key: string;
        iv: string;
      };
      const body = JSON.stringify({
        userccs: encryptUserccs({ username: owner.username, password: owner.password }, keys.key, keys.iv),
      });
      const clients = Array.from({ length: 5 }, () => {
        const req = request(`${address}/sys/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        });
        req.on('error', () => undefined);
        req.end(body);
        return req;
      });
      await vi.waitFor(() => expect(argon2Gate.stats().waiting).toBe(waitingBefore + 5), { timeout: 15_000 });
      for (const req of clients) req.destroy();
      // Gone from the queue while every slot is still busy: none of them will be hashed.
      await vi.waitFor(() => expect(argon2Gate.stats().waiting).toBe(waitingBefore), { timeout: 15_000 });
    } finally {
      release();
      await Promise.all(holders);
    }
    await vi.waitFor(
      async () => {
        const pair = await t.app.db
          .selectFrom('sys_login_throttle')
          .selectAll()
          .where('user_id', '=', owner.id)
          .executeTakeFirst();
        expect(pair).toMatchObject({ failures: 0, checking: 0 });
      },
      { timeout: 15_000 },
    );
    expect((await postLogin(t, owner.username, owner.password)).statusCode).toBe(200);
  }, 60_000);

  it('an administrator lifts a lock; others may not', async () => {
    const user = await newAccount(t, 'unlockme');
    for (let i = 0; i < 5; i++) await postLogin(t, user.username, `Bad-guess-${i}!`, '198.51.100.20');
    expect((await postLogin(t, user.username, user.password, '198.51.100.20')).statusCode).toBe(401);

    const customer = await t.login(t.seed.customer.username, t.seed.customer.password);
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/unlock',
      payload: { ids: user.id },
      headers: { 'x-access-token': customer },
    });
    expect(denied.statusCode).toBe(403);

    const lifted = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/unlock',
      payload: { ids: user.id },
      headers: { 'x-access-token': admin },
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ success: true, message: '解锁成功!', result: { lifted: 1 } });
    expect((await postLogin(t, user.username, user.password, '198.51.100.20')).statusCode).toBe(200);

    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/unlock',
      payload: { ids: 'f'.repeat(32) },
      headers: { 'x-access-token': admin },
    });
    expect(unknown.statusCode).toBe(404);
  }, 60_000);
});

describeOnOneBackend('updatePassword hardening', (t) => {
  it('wrong current passwords count toward the lockout: then even the right one is refused, and so is the login', async () => {
    const user = await newAccount(t, 'pwguesser');
    const token = await t.login(user.username, user.password);
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(t, token, {
        oldpassword: `Wrong-${i}-old!`,
        password: 'Brand-New-Horse-42!',
        confirmpassword: 'Brand-New-Horse-42!',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe('旧密码输入错误');
    }
    const locked = await changePassword(t, token, {
      oldpassword: user.password,
      password: 'Brand-New-Horse-42!',
      confirmpassword: 'Brand-New-Horse-42!',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('旧密码错误次数过多，请稍后再试');
    // Same account, same address: the login is locked as well (with the generic text).
    const login = await postLogin(t, user.username, user.password, '127.0.0.1');
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(GENERIC);
    // The password did not change.
    expect((await postLogin(t, user.username, user.password, '192.0.2.33')).statusCode).toBe(200);
  }, 60_000);

  it.each(['Password1!', 'P@ssw0rd', 'Admin@123', 'Qwerty123!', '1qaz@WSX', 'Aa123456!'])(
    'refuses the common password %s',
    async (weak) => {
      const username = `weak${weak.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}`.slice(0, 18);
      const user = await newAccount(t, username);
      const token = await t.login(user.username, user.password);
      const answer = await changePassword(t, token, {
        oldpassword: user.password,
        password: weak,
        confirmpassword: weak,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        message: '该密码过于常见，容易被猜中，请换一个!',
        result: [{ field: 'password' }],
      });
      const english = await changePassword(
        t,
        token,
        { oldpassword: user.password, password: weak, confirmpassword: weak },
        'POST',
        'en-US',
      );
      expect(english.json().message).toBe(
        'This password is too common and easy to guess, please choose another!',
      );
    },
    60_000,
  );

  it('refuses a password containing the username in any case, and the current password again', async () => {
    const user = await newAccount(t, 'samepw');
    const token = await t.login(user.username, user.password);
    const withName = await changePassword(t, token, {
      oldpassword: user.password,
      password: 'My-SAMEPW-key-9!',
      confirmpassword: 'My-SAMEPW-key-9!',
    });
    expect(withName.statusCode).toBe(422);
    expect(withName.json().message).toBe('密码不能包含用户名!');
    const same = await changePassword(t, token, {
      oldpassword: user.password,
      password: user.password,
      confirmpassword: user.password,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({
      message: '新密码不能与旧密码相同!',
      result: [{ field: 'password' }],
    });
    const good = await changePassword(t, token, {
      oldpassword: user.password,
      password: 'Trellis-Orbit-42?',
      confirmpassword: 'Trellis-Orbit-42?',
    });
    expect(good.statusCode).toBe(200);
    expect((await postLogin(t, user.username, 'Trellis-Orbit-42?')).statusCode).toBe(200);
  }, 60_000);
});

describeOnOneBackend(
  'updatePassword rate limit per account',
  (t) => {
    it('limits the account across its tokens', async () => {
      const user = await newAccount(t, 'ratelimited');
      const first = await t.login(user.username, user.password);
      const second = await t.login(user.username, user.password);
      const bad = { oldpassword: 'x', password: 'short', confirmpassword: 'short' };
      for (let i = 0; i < 3; i++)
        expect((await changePassword(t, i % 2 ? first : second, bad)).statusCode).toBe(422);
      const limited = await changePassword(t, second, bad);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('请求过于频繁，请稍后再试');
      // Another account is not affected.
      const other = await newAccount(t, 'notlimited');
      const otherToken = await t.login(other.username, other.password);
      expect((await changePassword(t, otherToken, bad)).statusCode).toBe(422);
    }, 60_000);
  },
  { config: { loginRateLimit: 3 } },
);
