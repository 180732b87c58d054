/**
 * Third-party login through OpenID Connect against a real provider (oidc-provider) on
 * loopback: authorization code with PKCE, state and nonce made and checked by the server, the
 * account linked by a verified email, and the answer of /sys/login.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { backends, type AppUnderTest } from './helpers/test-app';
import { describeOnOneBackend, useTestApp } from './helpers/suite';
import { addCustomer } from './helpers/recovery-users';
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from './helpers/oidc-test-provider';

const REDIRECT_URI = 'http://127.0.0.1:5173/oauth2-app/login';
const CUSTOMER_EMAIL = 'Customer.Main@Example.com';
const FROZEN_EMAIL = 'frozen.staff@example.com';
const VICTIM_EMAIL = 'victim.person@example.com';

/** Provider accounts by login name. */
const PROVIDER_ACCOUNTS = {
  // The provider writes the address in another case than the account: mail addresses match regardless.
  customer: { email: CUSTOMER_EMAIL.toLowerCase(), email_verified: true, name: 'Customer' },
  unverified: { email: CUSTOMER_EMAIL, email_verified: false },
  stranger: { email: 'nobody-here@example.com', email_verified: true },
  frozen: { email: FROZEN_EMAIL, email_verified: true },
  // Someone registered here first with this person's address, and never verified it.
  victim: { email: VICTIM_EMAIL, email_verified: true },
  // A provider account whose owner links it explicitly to a local account without that email.
  linkable: { email: 'linkable-at-provider@example.com', email_verified: true },
};

/** The result of a password login through POST /sys/login, the shape every way in answers. */
async function passwordLoginResult(t: AppUnderTest, username: string, password: string) {
  const { key, iv } = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json()
    .result as { key: string; iv: string };
  const response = await t.app.inject({
    method: 'POST',
    url: '/sys/login',
    payload: { userccs: encryptUserccs({ username, password }, key, iv) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result as { token: string; userInfo: Record<string, unknown> };
}

/** Starts a login as a browser would: the provider URL, its state, and the cookie that binds the login to this browser. */
async function authorize(t: AppUnderTest): Promise<{ url: string; state: string; cookie: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/sys/oauth2/authorize' });
  expect(response.statusCode).toBe(200);
  const url = (response.json() as { result: { url: string } }).result.url;
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return { url, state: new URL(url).searchParams.get('state')!, cookie: setCookie.split(';')[0]! };
}

interface Returned {
  code: string;
  state: string;
  /** The browser's binding cookie (`name=value`); absent: a browser that did not start this login. */
  cookie?: string;
}

async function callback(t: AppUnderTest, { code, state, cookie }: Returned, lang = 'zh-CN') {
  const headers = { 'accept-language': lang, ...(cookie ? { cookie } : {}) };
  const response = await t.app.inject({
    method: 'POST',
    url: '/sys/oauth2/callback',
    payload: { code, state },
    headers,
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      success: boolean;
      code: number;
      message: string;
      result: Record<string, unknown>;
    },
  };
}

/** The provider's redirect back for `login`: the code and the state it carries, with the browser's cookie. */
async function signIn(t: AppUnderTest, login: keyof typeof PROVIDER_ACCOUNTS): Promise<Returned> {
  const { url, cookie } = await authorize(t);
  const back = await signInAtProvider(url, REDIRECT_URI, login);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, cookie };
}

describe.each(backends('one'))('OpenID Connect login (%s)', (backend) => {
  let provider: TestProvider;
  // Registered before useTestApp's hooks, so the provider's address is known when the app is configured.
  beforeAll(async () => {
    provider = await startTestProvider(REDIRECT_URI, PROVIDER_ACCOUNTS);
  });
  afterAll(async () => provider?.close());
  const t = useTestApp(backend, () => ({
    config: {
      oidc: {
        issuer: provider.issuer,
        clientId: TEST_CLIENT.clientId,
        clientSecret: TEST_CLIENT.clientSecret,
        redirectUri: REDIRECT_URI,
        displayName: 'Test IdP',
      },
    },
  }));

  beforeAll(async () => {
    await t.adminToken(); // logs in first: it reads the dictionaries before rows are written directly
    // Addresses the operator put in and counts as proven.
    await t.app.db
      .updateTable('sys_user')
      .set({ email: CUSTOMER_EMAIL, email_verified_at: new Date() })
      .where('username', '=', t.seed.customer.username)
      .execute();
    await t.app.db
      .updateTable('sys_user')
      .set({ email: FROZEN_EMAIL, email_verified_at: new Date(), status: '2' })
      .where('username', '=', t.seed.staff.username)
      .execute();
  });

  it('answers the modes without secrets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sys/auth/modes' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ oidc: { name: 'Test IdP' }, cas: null });
    expect(response.body).not.toContain(TEST_CLIENT.clientSecret);
  });

  it('sends the browser to the provider with PKCE S256, state and nonce', async () => {
    const { url } = await authorize(t);
    const params = new URL(url).searchParams;
    expect(url.startsWith(provider.issuer)).toBe(true);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(TEST_CLIENT.clientId);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    // The verifier stays on the server.
    expect(url).not.toContain('code_verifier');
  });

  it('logs the account with the verified email in, answering exactly as /sys/login', async () => {
    const reference = await passwordLoginResult(t, t.seed.customer.username, t.seed.customer.password);
    const answer = await callback(t, await signIn(t, 'customer'), 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: 'Login succeeded' });
    const result = answer.body.result as { token: string; userInfo: Record<string, unknown> };
    expect(Object.keys(result).sort()).toEqual(Object.keys(reference).sort());
    expect(Object.keys(result.userInfo).sort()).toEqual(Object.keys(reference.userInfo).sort());
    expect(result.userInfo).toMatchObject({ id: reference.userInfo.id, username: t.seed.customer.username });
    expect(result.token).not.toBe(reference.token);

    const menu = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/getCustomerMenu',
      headers: { 'x-access-token': result.token },
    });
    expect(menu.statusCode).toBe(200);
    const log = await t.app.db
      .selectFrom('sys_login_log')
      .select(['success', 'message'])
      .where('username', '=', t.seed.customer.username)
      .orderBy('create_time', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ success: true, message: 'success' });
  });

  it('refuses a state it did not make', async () => {
    const { code } = await signIn(t, 'customer');
    const state = randomBytes(32).toString('base64url');
    const answer = await callback(t, { code, state, cookie: `certdesk_oidc_state=${state}` });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('第三方登录请求已失效或已使用，请重新登录');
  });

  it('refuses a state used before', async () => {
    const returned = await signIn(t, 'customer');
    expect((await callback(t, returned)).status).toBe(200);
    const again = await callback(t, returned, 'en-US');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This third-party login request has expired or was already used; please sign in again',
    );
  });

  it('refuses a callback from a browser that did not start the login, and spends its state', async () => {
    const returned = await signIn(t, 'customer');
    const elsewhere = await callback(t, { code: returned.code, state: returned.state });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('第三方登录请求已失效或已使用，请重新登录');
    expect((await callback(t, returned)).status).toBe(400);
  });

  it('refuses an expired state', async () => {
    const { url, state, cookie } = await authorize(t);
    const back = await signInAtProvider(url, REDIRECT_URI, 'customer');
    await t.app.db
      .updateTable('sys_sso_state')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('state', '=', state)
      .execute();
    expect((await callback(t, { code: back.searchParams.get('code')!, state, cookie })).status).toBe(400);
  });

  it('refuses an ID token whose nonce is not the one this login stored', async () => {
    const { url, state, cookie } = await authorize(t);
    const back = await signInAtProvider(url, REDIRECT_URI, 'customer');
    await t.app.db
      .updateTable('sys_sso_state')
      .set({ nonce: randomBytes(32).toString('base64url') })
      .where('state', '=', state)
      .execute();
    const answer = await callback(t, { code: back.searchParams.get('code')!, state, cookie });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('第三方登录验证失败，请重新登录');
  });

  it('refuses a code that does not fit the stored PKCE verifier', async () => {
    const { url, state, cookie } = await authorize(t);
    const back = await signInAtProvider(url, REDIRECT_URI, 'customer');
    await t.app.db
      .updateTable('sys_sso_state')
      .set({ code_verifier: randomBytes(32).toString('base64url') })
      .where('state', '=', state)
      .execute();
    expect((await callback(t, { code: back.searchParams.get('code')!, state, cookie })).status).toBe(401);
  });

  it('refuses an email the provider has not verified', async () => {
    const answer = await callback(t, await signIn(t, 'unverified'), 'en-US');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'The email of your third-party account is not verified, so it cannot be used to sign in',
    );
  });

  it('refuses a verified email no account has', async () => {
    const answer = await callback(t, await signIn(t, 'stranger'));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('没有与该第三方账号邮箱对应的用户，请使用账号密码登录或联系管理员');
    const log = await t.app.db
      .selectFrom('sys_login_log')
      .select(['success', 'message'])
      .where('username', '=', 'nobody-here@example.com')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ success: false, message: 'unknown_user' });
  });

  it('refuses a frozen account as /sys/login does', async () => {
    const answer = await callback(t, await signIn(t, 'frozen'));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('该用户已冻结');
  });

  async function links(subject: string) {
    return t.app.db
      .selectFrom('sys_external_identity')
      .select(['provider', 'subject', 'user_id'])
      .where('subject', '=', subject)
      .execute();
  }

  it('links the subject on a first sign-in by verified email, and signs in by subject after', async () => {
    expect((await callback(t, await signIn(t, 'customer'))).status).toBe(200);
    const customerId = (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.customer.username)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await links('customer')).toEqual([{ provider: 'oidc', subject: 'customer', user_id: customerId }]);
  });

  it('does not sign anyone in to an account that registered first with the email but never verified it', async () => {
    const squatter = await addCustomer(t.app.db, `squat_${backend}`, {
      email: VICTIM_EMAIL,
      emailVerified: false,
    });
    const answer = await callback(t, await signIn(t, 'victim'));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('没有与该第三方账号邮箱对应的用户，请使用账号密码登录或联系管理员');
    expect(answer.body.result).toBeFalsy();
    expect(await links('victim')).toEqual([]);
    const log = await t.app.db
      .selectFrom('sys_login_log')
      .select('success')
      .where('user_id', '=', squatter.id)
      .execute();
    expect(log).toEqual([]);
  });

  it('links the identity to the signed-in user who asked, then signs them in by it', async () => {
    const owner = await addCustomer(t.app.db, `linker_${backend}`);
    const token = await t.login(owner.username, owner.password);
    expect((await t.app.inject({ method: 'GET', url: '/sys/oauth2/link' })).statusCode).toBe(401);
    const started = await t.app.inject({
      method: 'GET',
      url: '/sys/oauth2/link',
      headers: { 'x-access-token': token },
    });
    expect(started.statusCode).toBe(200);
    const url = (started.json() as { result: { url: string } }).result.url;
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    const back = await signInAtProvider(url, REDIRECT_URI, 'linkable');
    const linked = await callback(t, {
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
      cookie,
    });
    expect(linked.status, linked.body.message).toBe(200);
    expect(linked.body.result.userInfo).toMatchObject({ username: owner.username });
    expect(await links('linkable')).toEqual([{ provider: 'oidc', subject: 'linkable', user_id: owner.id }]);

    const later = await callback(t, await signIn(t, 'linkable'));
    expect(later.status).toBe(200);
    expect(later.body.result.userInfo).toMatchObject({ username: owner.username });

    // Another signed-in user cannot take the linked identity over.
    const other = await addCustomer(t.app.db, `linker2_${backend}`);
    const otherToken = await t.login(other.username, other.password);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sys/oauth2/link',
      headers: { 'x-access-token': otherToken },
    });
    const againUrl = (again.json() as { result: { url: string } }).result.url;
    const againBack = await signInAtProvider(againUrl, REDIRECT_URI, 'linkable');
    const refused = await callback(t, {
      code: againBack.searchParams.get('code')!,
      state: againBack.searchParams.get('state')!,
      cookie: String(again.headers['set-cookie']).split(';')[0]!,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该第三方账号已绑定其他用户，请先解除原绑定');
    expect(await links('linkable')).toEqual([{ provider: 'oidc', subject: 'linkable', user_id: owner.id }]);
  });

  it('refuses a malformed callback with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sys/oauth2/callback',
      payload: { code: 'x' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describeOnOneBackend('OpenID Connect login switched off', (t) => {
  it('has no OpenID Connect routes and says so in the modes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sys/oauth2/authorize' })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/sys/oauth2/callback',
          payload: { code: 'a', state: 'b' },
        })
      ).statusCode,
    ).toBe(404);
    const modes = await t.app.inject({ method: 'GET', url: '/sys/auth/modes' });
    expect(modes.json().result).toEqual({ oidc: null, cas: null });
  });
});

describeOnOneBackend(
  'OpenID Connect provider unreachable',
  (t) => {
    it('says the login service is unavailable, not a server error', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sys/oauth2/authorize',
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'The third-party login service is unavailable; please try again later',
      );
    });
  },
  // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
  {
    config: {
      oidc: {
        issuer: 'http://127.0.0.1:9',
        clientId: 'c',
        clientSecret: 's',
        redirectUri: REDIRECT_URI,
        displayName: null,
      },
    },
  },
);
