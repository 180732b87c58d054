/**
 * Registration: the slider challenge → track → token, GET /sys/user/checkOnlyUser (only
 * within a registration with a live slider token), and POST /sys/user/register with every rule of
 * SPEC §5 "Registration" checked by the server, and its hourly limits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/server/modules/account/slider-store';
import { describeOnOneBackend, type SuiteApp } from './helpers/suite';

interface Point {
  x: number;
  t: number;
}

/** A human-looking drag over the challenge's width: 20 steps over 600 ms, speeding up then slowing down. */
function dragTrack(width: number): Point[] {
  return Array.from({ length: 21 }, (_, i) => ({
    x: (width * (1 - Math.cos((Math.PI * i) / 20))) / 2,
    t: 1000 + i * 30,
  }));
}

/** What the attack scripted: a straight line at constant speed, 20 steps over 600 ms. */
function straightTrack(width: number): Point[] {
  return Array.from({ length: 21 }, (_, i) => ({ x: (width * i) / 20, t: 1000 + i * 30 }));
}

/** Registrations an hour from one address, in the suites that do not test that limit. */
const UNLIMITED = { registerPerAddressHourly: 1000, registerGlobalHourly: 1000 };

let serial = 0;
/** A fresh, valid registration body (the slider token added by the caller). */
function newCompany(overrides: Record<string, string> = {}): Record<string, string> {
  serial += 1;
  const tag = `${Date.now().toString(36).slice(-4)}${serial}`;
  return {
    companyName: `注册测试公司${tag}`,
    username: `reg${tag}`,
    email: `reg${tag}@example.com`,
    phone: `139${String(10_000_000 + serial * 7919).slice(-8)}`,
    password: 'Quartz-Lantern-47!',
    confirmPassword: 'Quartz-Lantern-47!',
    ...overrides,
  };
}

/** The calls of a registration from one client address, as the form makes them. */
function registrationCalls(t: SuiteApp, remoteAddress = '127.0.0.1') {
  const headers = { 'accept-language': 'en-US' };
  /** Moves the server's record of when the challenge was issued back: as if the page had sat open that long. */
  async function issuedAgo(challengeId: string, ms: number): Promise<void> {
    await t.app.db
      .updateTable('sys_slider_token')
      .set({ create_time: new Date(Date.now() - ms) })
      .where('secret_hash', '=', hashSecret(challengeId))
      .execute();
  }
  /** A challenge as the widget holds it when the drag begins: fetched a while before (the page loads it ahead). */
  async function challenge(): Promise<{ challengeId: string; width: number }> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sys/slider/challenge',
      headers,
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json().result as { challengeId: string; width: number };
    await issuedAgo(result.challengeId, 5_000);
    return result;
  }
  const verify = (challengeId: string, track: Point[]) =>
    t.app.inject({
      method: 'POST',
      url: '/sys/slider/verify',
      headers,
      remoteAddress,
      payload: { challengeId, track },
    });
  async function sliderToken(): Promise<string> {
    const { challengeId, width } = await challenge();
    const response = await verify(challengeId, dragTrack(width));
    expect(response.statusCode).toBe(200);
    return response.json().result.sliderToken as string;
  }
  const register = (payload: Record<string, string>, lang = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: '/sys/user/register',
      headers: { 'accept-language': lang },
      remoteAddress,
      payload,
    });
  return { issuedAgo, challenge, verify, sliderToken, register };
}

describeOnOneBackend(
  'registration with the drag-to-verify slider',
  (t) => {
    const headers = { 'accept-language': 'en-US' };
    const { issuedAgo, challenge, verify, sliderToken, register } = registrationCalls(t);
    let checkToken = '';
    /** The form's check while typing, within a registration whose slider has passed. */
    const checkOnly = async (query: string, lang = 'en-US') => {
      checkToken ||= await sliderToken();
      return t.app.inject({
        method: 'GET',
        url: `/sys/user/checkOnlyUser?${query}`,
        headers: { 'accept-language': lang, 'x-slider-token': checkToken },
      });
    };
    const fieldMessage = (body: { result: { field: string; message: string }[] }, field: string) =>
      body.result.find((e) => e.field === field)?.message;
    const tokensIssued = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('sys_slider_token')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('kind', '=', 'token')
            .where('used_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const userCount = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('sys_user')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    describe('slider', () => {
      it('answers a token for a dragged track, and a challenge is spent once', async () => {
        const { challengeId, width } = await challenge();
        const first = await verify(challengeId, dragTrack(width));
        expect(first.statusCode).toBe(200);
        expect(first.json().result.sliderToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        expect(first.json().result.expiresIn).toBe(120_000);
        expect((await verify(challengeId, dragTrack(width))).statusCode).toBe(422);
      });

      it('refuses an instantaneous track', async () => {
        const { challengeId, width } = await challenge();
        const track = dragTrack(width).map((p) => ({ x: p.x, t: 5000 }));
        const response = await verify(challengeId, track);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toMatch(/drag the slider again/);
      });

      it('refuses a track that does not reach the end, goes back in time or out of bounds', async () => {
        const short = await challenge();
        expect((await verify(short.challengeId, dragTrack(short.width).slice(0, 15))).statusCode).toBe(422);
        const backwards = await challenge();
        const reversed = dragTrack(backwards.width).map((p, i) => ({ x: p.x, t: 2000 - i * 30 }));
        expect((await verify(backwards.challengeId, reversed)).statusCode).toBe(422);
        const outside = await challenge();
        const far = dragTrack(outside.width).map((p) => ({ x: p.x * 3, t: p.t }));
        expect((await verify(outside.challengeId, far)).statusCode).toBe(422);
      });

      it('refuses an unknown challenge', async () => {
        expect((await verify('not-a-challenge', dragTrack(1000))).statusCode).toBe(422);
      });

      it('refuses a synthetic straight-line track', async () => {
        const before = await tokensIssued();
        const { challengeId, width } = await challenge();
        const response = await verify(challengeId, straightTrack(width));
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe('Verification failed, please drag the slider again');
        expect(await tokensIssued()).toBe(before);
      });

      it('refuses a drag finished faster than a hand can (by the track, and by the server clock)', async () => {
        const before = await tokensIssued();
        const quick = await challenge();
        const fast = dragTrack(quick.width).map((p, i) => ({ x: p.x, t: 1000 + i * 10 }));
        expect((await verify(quick.challengeId, fast)).statusCode).toBe(422);

        // A plausible 600 ms track sent moments after its challenge was issued: the server saw no drag.
        const fresh = await t.app.inject({ method: 'GET', url: '/sys/slider/challenge', headers });
        const { challengeId, width } = fresh.json().result as { challengeId: string; width: number };
        const response = await verify(challengeId, dragTrack(width));
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe('Verification failed, please drag the slider again');

        // A track claiming more time than its challenge has existed.
        const young = await challenge();
        await issuedAgo(young.challengeId, 1_000);
        const long = dragTrack(young.width).map((p, i) => ({ x: p.x, t: 1000 + i * 300 }));
        expect((await verify(young.challengeId, long)).statusCode).toBe(422);
        expect(await tokensIssued()).toBe(before);
      });

      it('stores only hashes of challenges and tokens', async () => {
        const token = await sliderToken();
        const rows = await t.app.db.selectFrom('sys_slider_token').select('secret_hash').execute();
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.map((r) => r.secret_hash)).not.toContain(token);
        for (const row of rows) expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
      });
    });

    describe('checkOnlyUser', () => {
      it('answers free for an unused value and 该值不可用 for a taken one', async () => {
        const free = await checkOnly('username=nobodyhere1');
        expect(free.statusCode).toBe(200);
        expect(free.json().success).toBe(true);
        const taken = await checkOnly(`username=${t.seed.customer.username.toUpperCase()}`, 'zh-CN');
        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
      });

      it('checks email and phone, and wants exactly one field', async () => {
        const body = newCompany();
        expect((await register({ ...body, sliderToken: await sliderToken() })).statusCode).toBe(200);
        expect((await checkOnly(`email=${encodeURIComponent(body.email!.toUpperCase())}`)).statusCode).toBe(
          409,
        );
        expect((await checkOnly(`phone=${body.phone}`)).statusCode).toBe(409);
        expect((await checkOnly('phone=13900000001')).json().success).toBe(true);
        expect((await checkOnly('username=a1&email=a@b.cn')).statusCode).toBe(400);
        expect((await checkOnly('')).statusCode).toBe(400);
      });

      it('tells a stranger without a live slider token nothing: the same 403 for a taken and a free name', async () => {
        const ask = (username: string, token?: string) =>
          t.app.inject({
            method: 'GET',
            url: `/sys/user/checkOnlyUser?username=${username}`,
            headers: {
              'accept-language': 'zh-CN',
              ...(token === undefined ? {} : { 'x-slider-token': token }),
            },
          });
        const taken = await ask(t.seed.customer.username);
        const free = await ask('nobodyhere2');
        expect(taken.statusCode).toBe(403);
        const seen = (r: typeof taken) => {
          const { success, code, message, result } = r.json() as Record<string, unknown>;
          return { status: r.statusCode, success, code, message, result };
        };
        expect(seen(taken)).toEqual(seen(free));
        expect(taken.json()).toMatchObject({ success: false, message: '请先完成滑块验证!' });

        const madeUp = await ask(t.seed.customer.username, 'made-up-token');
        expect(madeUp.statusCode).toBe(403);
        expect(madeUp.json().message).toBe('滑块验证已失效，请重新验证!');

        // A token spent by a registration ends its checks.
        const token = await sliderToken();
        expect((await ask(t.seed.customer.username, token)).statusCode).toBe(409);
        expect((await register({ ...newCompany(), sliderToken: token })).statusCode).toBe(200);
        expect((await ask(t.seed.customer.username, token)).statusCode).toBe(403);
      });
    });

    describe('register', () => {
      it('creates the inactive company and its main account, which can log in', async () => {
        const body = newCompany();
        const response = await register({ ...body, sliderToken: await sliderToken() });
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe('Registered!');
        const user = await t.app.db
          .selectFrom('sys_user')
          .selectAll()
          .where('username', '=', body.username!)
          .executeTakeFirstOrThrow();
        expect(user).toMatchObject({
          user_type: 'customer_main',
          status: '1',
          email: body.email,
          phone: body.phone,
        });
        const company = await t.app.db
          .selectFrom('cust_company')
          .selectAll()
          .where('id', '=', user.company_id!)
          .executeTakeFirstOrThrow();
        expect(company).toMatchObject({ name: body.companyName, status: 'inactive' });
        const roles = await t.app.db
          .selectFrom('sys_user_role')
          .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.role_id')
          .select('sys_role.role_code')
          .where('sys_user_role.user_id', '=', user.id)
          .execute();
        expect(roles.map((r) => r.role_code)).toEqual(['customer_main']);
        const token = await t.login(body.username!, body.password!);
        const info = await t.app.inject({
          method: 'GET',
          url: '/sys/permission/getCustomerMenu',
          headers: { 'x-access-token': token },
        });
        expect(info.statusCode).toBe(200);
      });

      it.each(['username', 'email', 'phone'])(
        'refuses a duplicate %s with 409 on that field',
        async (field) => {
          const first = newCompany();
          expect((await register({ ...first, sliderToken: await sliderToken() })).statusCode).toBe(200);
          const second = newCompany({ [field]: first[field]! });
          const before = await userCount();
          const response = await register({ ...second, sliderToken: await sliderToken() });
          expect(response.statusCode).toBe(409);
          expect(response.json().result).toEqual([
            { field, message: 'This value is not available: it already exists!' },
          ]);
          expect(await userCount()).toBe(before);
        },
      );

      it.each([
        ['short', 'Ab1!xyz', /at least 8/],
        ['without a digit', 'Abcdefg!!', /digit/],
        ['without an upper-case letter', 'abcdef12!', /upper-case/],
        ['without a lower-case letter', 'ABCDEF12!', /lower-case/],
        ['without a symbol', 'Abcdefg123', /special symbol/],
        ['with a space', 'Abc def12!', /spaces/],
        ['containing the username', 'Xx-USERNAME-9z', /user ?name/i],
        ['common', 'P@ssw0rd', /common/],
      ])('refuses a password %s', async (_reason, password, message) => {
        const body = newCompany({ password, confirmPassword: password });
        if (password.includes('USERNAME')) {
          body.password = password.replace('USERNAME', body.username!);
          body.confirmPassword = body.password;
        }
        const before = await userCount();
        const response = await register({ ...body, sliderToken: await sliderToken() });
        expect(response.statusCode).toBe(422);
        expect(fieldMessage(response.json(), 'password')).toMatch(message);
        expect(await userCount()).toBe(before);
      });

      it.each([
        ['username', 'a', /2 to 18 letters or digits/],
        ['username', '123456', /must include a letter/],
        ['username', 'bad_name', /letters or digits/],
        ['username', 'a'.repeat(19), /2 to 18/],
        ['email', 'not-an-email', /valid email/],
        ['phone', '12345678901', /valid mobile/],
        ['phone', '1391234567', /valid mobile/],
        ['companyName', '公'.repeat(51), /at most 50/],
        ['confirmPassword', 'Other-Pass-99!', /do not match/],
      ])('refuses %s %s', async (field, value, message) => {
        const response = await register({
          ...newCompany({ [field]: value }),
          sliderToken: await sliderToken(),
        });
        expect(response.statusCode).toBe(422);
        expect(fieldMessage(response.json(), field)).toMatch(message);
      });

      it('accepts a company name of exactly 50 characters', async () => {
        const response = await register({
          ...newCompany({ companyName: '公'.repeat(50) }),
          sliderToken: await sliderToken(),
        });
        expect(response.statusCode).toBe(200);
      });

      it('refuses without a slider token, with an unknown one, a reused one and an expired one', async () => {
        const missing = await register(newCompany());
        expect(missing.statusCode).toBe(422);
        expect(fieldMessage(missing.json(), 'sliderToken')).toMatch(/slider verification first/);
        expect((await register({ ...newCompany(), sliderToken: 'made-up-token' })).statusCode).toBe(422);

        const token = await sliderToken();
        expect((await register({ ...newCompany(), sliderToken: token })).statusCode).toBe(200);
        const reused = await register({ ...newCompany(), sliderToken: token });
        expect(reused.statusCode).toBe(422);
        expect(fieldMessage(reused.json(), 'sliderToken')).toMatch(/expired, please verify again/);

        const old = await sliderToken();
        await t.app.db
          .updateTable('sys_slider_token')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('kind', '=', 'token')
          .where('used_at', 'is', null)
          .execute();
        expect((await register({ ...newCompany(), sliderToken: old })).statusCode).toBe(422);
      });

      it('spends a token once even under two concurrent registrations', async () => {
        const token = await sliderToken();
        const [a, b] = await Promise.all([
          register({ ...newCompany(), sliderToken: token }),
          register({ ...newCompany(), sliderToken: token }),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
      });

      it('keeps a token unspent when the registration is refused for a taken value', async () => {
        const first = newCompany();
        expect((await register({ ...first, sliderToken: await sliderToken() })).statusCode).toBe(200);
        const token = await sliderToken();
        expect(
          (await register({ ...newCompany({ username: first.username! }), sliderToken: token })).statusCode,
        ).toBe(409);
        expect((await register({ ...newCompany(), sliderToken: token })).statusCode).toBe(200);
      });
    });
  },
  { config: UNLIMITED },
);

describeOnOneBackend(
  'registration is rate-limited per address',
  (t) => {
    let statuses: number[] = [];
    beforeAll(async () => {
      statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await t.app.inject({ method: 'POST', url: '/sys/user/register', payload: {} });
        statuses.push(response.statusCode);
      }
    });
    it('answers 429 after the limit', () => {
      expect(statuses.slice(0, 3)).toEqual([422, 422, 422]);
      expect(statuses[3]).toBe(429);
    });
  },
  { config: { loginRateLimit: 3 } },
);

const userCountOf = async (t: SuiteApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('sys_user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnOneBackend(
  'registrations with a passed slider are limited per address per hour',
  (t) => {
    it('answers 429 with the too-many-requests message past the limit, writing nothing; another address still registers', async () => {
      const here = registrationCalls(t);
      expect(
        (await here.register({ ...newCompany(), sliderToken: await here.sliderToken() })).statusCode,
      ).toBe(200);
      expect(
        (await here.register({ ...newCompany(), sliderToken: await here.sliderToken() })).statusCode,
      ).toBe(200);
      const before = await userCountOf(t);
      const third = await here.register({ ...newCompany(), sliderToken: await here.sliderToken() }, 'zh-CN');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, code: 429, message: '请求过于频繁，请稍后再试' });
      expect(await userCountOf(t)).toBe(before);

      const elsewhere = registrationCalls(t, '10.0.0.7');
      expect(
        (await elsewhere.register({ ...newCompany(), sliderToken: await elsewhere.sliderToken() }))
          .statusCode,
      ).toBe(200);
    });

    it('does not count requests without a live slider token', async () => {
      const other = registrationCalls(t, '10.0.0.8');
      for (let i = 0; i < 3; i += 1)
        expect((await other.register({ ...newCompany(), sliderToken: 'made-up-token' })).statusCode).toBe(
          422,
        );
      expect(
        (await other.register({ ...newCompany(), sliderToken: await other.sliderToken() })).statusCode,
      ).toBe(200);
    });
  },
  { config: { registerPerAddressHourly: 2, registerGlobalHourly: 1000 } },
);

describeOnOneBackend(
  'registrations are limited altogether per hour',
  (t) => {
    it('answers 429 past the global limit whatever the address', async () => {
      for (const address of ['10.0.1.1', '10.0.1.2']) {
        const calls = registrationCalls(t, address);
        expect(
          (await calls.register({ ...newCompany(), sliderToken: await calls.sliderToken() })).statusCode,
        ).toBe(200);
      }
      const third = registrationCalls(t, '10.0.1.3');
      const response = await third.register({ ...newCompany(), sliderToken: await third.sliderToken() });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe('Too many requests, please try again later');
    });
  },
  { config: { registerPerAddressHourly: 1000, registerGlobalHourly: 2 } },
);
