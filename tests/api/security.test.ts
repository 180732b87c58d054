/** Deny by default and the error envelope (DESIGN.md principle 3; reference/jeecg.md §6 S13–S19). */
import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerRouteAccess } from '../../src/server/http/route-access';
import { registerErrorHandling } from '../../src/server/http/errors';
import { registerI18n } from '../../src/server/http/i18n';
import { ok } from '../../src/server/http/envelope';
import { describeOnOneBackend } from './helpers/suite';

/**
 * Every route reachable without a token, exactly (HEAD included: Fastify adds one per GET). A new
 * open route fails this test until it is added here on purpose.
 */
// OIDC and CAS routes exist only when configured (tests/api/sso-*.test.ts read them).
const OPEN_ROUTES = [
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /healthz',
  'GET /public/certificate/verify',
  'GET /readyz',
  'GET /sys/auth/modes',
  'GET /sys/config/shellTexts',
  'GET /sys/getEncryptedString',
  'GET /sys/slider/challenge',
  'GET /sys/user/checkOnlyUser',
  // Sockets: the token comes as the subprotocol and is checked in the upgrade (notice/socket-auth.ts).
  'GET /vxeSocket/:userId/:pageId',
  'GET /websocket/:userId',
  'HEAD /api/docs',
  'HEAD /api/docs/',
  'HEAD /api/docs/json',
  'HEAD /api/docs/static/*',
  'HEAD /api/docs/static/index.html',
  'HEAD /api/docs/static/swagger-initializer.js',
  'HEAD /api/docs/yaml',
  'HEAD /healthz',
  'HEAD /public/certificate/verify',
  'HEAD /readyz',
  'HEAD /sys/auth/modes',
  'HEAD /sys/config/shellTexts',
  'HEAD /sys/getEncryptedString',
  'HEAD /sys/slider/challenge',
  'HEAD /sys/user/checkOnlyUser',
  'POST /sys/login',
  'POST /sys/phoneLogin',
  'POST /sys/slider/verify',
  'POST /sys/sms',
  'POST /sys/user/checkResetCode',
  'POST /sys/user/passwordChange',
  'POST /sys/user/register',
  'POST /sys/user/sendResetCode',
];

describe('route access declarations', () => {
  it('refuses to start with a route that declares no access', async () => {
    const app = Fastify({ logger: false });
    registerRouteAccess(app);
    await expect(
      app.register(async (instance) => {
        instance.get('/sys/undeclared', async () => ok(null));
      }),
    ).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('refuses an empty permission list and a route both open and protected', async () => {
    const app = Fastify({ logger: false });
    registerRouteAccess(app);
    expect(() => app.get('/a', { config: { permission: [] } }, async () => ok(null))).toThrow(/permission/);
    expect(() =>
      app.get('/b', { config: { open: true, authenticated: true } }, async () => ok(null)),
    ).toThrow(/both open and protected/);
    await app.close();
  });
});

describeOnOneBackend('access control and errors', (t) => {
  let customer: string;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    customer = await t.login(t.seed.customer.username, t.seed.customer.password);
    staff = await t.login(t.seed.staff.username, t.seed.staff.password);
    admin = await t.adminToken();
  });

  it('refuses a permission-protected route to a customer (403) and allows it to the admin', async () => {
    const denied = await t.app.inject({
      method: 'GET',
      url: '/sys/dict/refleshCache',
      headers: { 'x-access-token': customer },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, code: 403, message: '拒绝访问' });
    const english = await t.app.inject({
      method: 'GET',
      url: '/sys/dict/refleshCache',
      headers: { 'x-access-token': staff, 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('Access denied');
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/sys/dict/refleshCache',
      headers: { 'x-access-token': admin },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('checks the token before reading the body: a bad body without a token is 401, not 422', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/sys/selectDepart',
      payload: { nonsense: 1 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('reports every validation problem at once and refuses unknown fields', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/updatePassword',
      headers: { 'x-access-token': customer },
      payload: { username: 5, isAdmin: true, oldpassword: 'x'.repeat(200) },
    });
    expect(response.statusCode).toBe(422);
    const fields = response
      .json()
      .result.map((f: { field: string }) => f.field)
      .sort();
    expect(fields).toEqual(['isAdmin', 'oldpassword']);
  });

  it('refuses a frozen user at once, even with a live token', async () => {
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    await t.app.db
      .updateTable('sys_user')
      .set({ status: '2' })
      .where('username', '=', t.seed.customer.username)
      .execute();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sys/role/queryall',
        headers: { 'x-access-token': token },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.app.db
        .updateTable('sys_user')
        .set({ status: '1' })
        .where('username', '=', t.seed.customer.username)
        .execute();
    }
  });

  // What the user routes answer is read in password-hashes.test.ts.
  it('stores argon2id hashes and never has a fixed password', async () => {
    const rows = await t.app.db.selectFrom('sys_user').select('password_hash').execute();
    expect(rows.every((r) => r.password_hash.startsWith('$argon2id$'))).toBe(true);
    expect(t.seed.admin.password).not.toBe(t.seed.staff.password);
    expect(t.seed.admin.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{16}$/);
  });

  it('opens only the intended routes; everything else needs a token', async () => {
    const open = t.app.routeAccessInventory
      .filter((r) => r.access === 'open')
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(open)].sort()).toEqual(OPEN_ROUTES);
    // Every other route answers 401 without a token, whatever its declared access.
    expect(t.app.routeAccessInventory.filter((r) => r.access !== 'open').length).toBeGreaterThan(50);
    for (const url of [
      '/sys/permission/getCustomerMenu',
      '/sys/dict/queryAllDictItems',
      '/sys/role/queryall',
      '/sys/user/getCurrentUserDeparts',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('hides internals of a 500', async () => {
    const app = Fastify({ logger: false });
    registerI18n(app);
    registerErrorHandling(app);
    registerRouteAccess(app);
    app.get('/boom', { config: { open: true } }, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, code: 500, message: '系统出错了，请稍后重试' });
    expect(response.body).not.toContain('secret_table');
    await app.close();
  });
});
