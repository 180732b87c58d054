/**
 * The per-instance session cache (src/server/auth/session-cache.ts) must not weaken revocation:
 * a session whose SessionUser is cached is still refused at once after logout, password change
 * (other sessions) and freeze, and an admin's change to grants reaches cached sessions at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import { connectRedis, type Redis } from '../../src/server/redis';
import { roleId } from '../../src/server/seed/roles';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../../src/server/auth/session-cache';
import type { VerifiedToken } from '../../src/server/auth/tokens';
import type { SessionUser } from '../../src/server/auth/session-user';
import { createTestApp, type AppUnderTest, type TestApp } from './helpers/test-app';
import { describeOnOneBackend } from './helpers/suite';
import { addDictionary, api, createDemoTable, DEMO_SCHEMAS } from '../fixtures/crud-helpers';

const USER_LIST = '/sys/user/list';

async function status(app: FastifyInstance, token: string, url = USER_LIST): Promise<number> {
  return (await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } })).statusCode;
}

/** Uses the token once and checks it is now served from the cache (so the test is about a cached session). */
async function warm(app: FastifyInstance, token: string): Promise<void> {
  expect(await status(app, token)).toBe(200);
  expect(app.sessionCache.get(token)).toBeDefined();
}

async function userId(t: AppUnderTest, username: string): Promise<string> {
  return (
    await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;
}

describeOnOneBackend('session cache and revocation', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  it('refuses a cached session at once after its logout', async () => {
    const token = await t.login(t.seed.staff.username, t.seed.staff.password);
    await warm(t.app, token);
    expect(
      (await t.app.inject({ method: 'POST', url: '/sys/logout', headers: { 'x-access-token': token } }))
        .statusCode,
    ).toBe(200);
    expect(await status(t.app, token)).toBe(401);
    expect(t.app.sessionCache.get(token)).toBeUndefined();
  });

  it('a password change refuses the other cached sessions at once and keeps the current one', async () => {
    const { username, password } = t.seed.customer;
    const current = await t.login(username, password);
    const other = await t.login(username, password);
    const menu = '/sys/permission/getCustomerMenu';
    for (const token of [current, other]) {
      expect(await status(t.app, token, menu)).toBe(200);
      expect(t.app.sessionCache.get(token)).toBeDefined();
    }
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/updatePassword',
      headers: { 'x-access-token': current },
      payload: {
        username,
        oldpassword: password,
        password: 'Changed#Pass2024',
        confirmpassword: 'Changed#Pass2024',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await status(t.app, other, menu)).toBe(401);
    expect(await status(t.app, current, menu)).toBe(200);
  });

  it('frozenBatch refuses the frozen user’s cached session at once; unfreezing lets a new login in', async () => {
    const token = await t.login(t.seed.staff.username, t.seed.staff.password);
    await warm(t.app, token);
    const id = await userId(t, t.seed.staff.username);
    const freeze = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/frozenBatch',
      headers: { 'x-access-token': admin },
      payload: { ids: id, status: '2' },
    });
    expect(freeze.statusCode).toBe(200);
    expect(await status(t.app, token)).toBe(401);
    const thaw = await t.app.inject({
      method: 'PUT',
      url: '/sys/user/frozenBatch',
      headers: { 'x-access-token': admin },
      payload: { ids: id, status: '1' },
    });
    expect(thaw.statusCode).toBe(200);
    expect(await status(t.app, await t.login(t.seed.staff.username, t.seed.staff.password))).toBe(200);
  });

  // Last: it moves the staff user onto a role of its own (built-in roles cannot be deleted), then deletes it.
  it('an admin deleting a role through the CRUD takes its permissions from cached sessions at once', async () => {
    const copyId = await moveStaffOntoOwnRole(t);
    const token = await t.login(t.seed.staff.username, t.seed.staff.password);
    await warm(t.app, token);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/sys/role/delete?id=${copyId}`,
      headers: { 'x-access-token': admin },
    });
    expect(removed.statusCode).toBe(200);
    expect(await status(t.app, token)).toBe(403);
  });
});

// Two instances, each with its own database pool, cache and Redis connection, as two processes would be.
describe.runIf(!!process.env.DATABASE_URL && !!process.env.REDIS_URL)(
  'session cache across two instances (postgres + redis)',
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    let otherDatabase: DatabaseHandle;
    let otherRedis: Redis;
    let admin: string;

    beforeAll(async () => {
      t = await createTestApp('postgres');
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]!.s;
      // The same database and schema as the first instance (the suite's config names its database).
      otherDatabase = await connectDatabase({
        databaseUrl: t.app.config.databaseUrl,
        pgliteDir: null,
        searchPath: schema,
        poolSize: 2,
      });
      otherRedis = connectRedis(process.env.REDIS_URL as string);
      other = await buildApp(t.app.config, {
        database: otherDatabase,
        redis: otherRedis,
        redisPrefix: t.app.redisPrefix,
        logger: false,
      });
      await other.ready();
      admin = await t.login(t.seed.admin.username, t.seed.admin.password);
    });
    afterAll(async () => {
      await other?.close();
      await otherDatabase?.db.destroy();
      await otherRedis?.quit();
      await t?.close();
    });

    it('logout on one instance refuses the session cached on the other at once', async () => {
      const token = await t.login(t.seed.staff.username, t.seed.staff.password);
      await warm(other, token);
      expect(
        (await t.app.inject({ method: 'POST', url: '/sys/logout', headers: { 'x-access-token': token } }))
          .statusCode,
      ).toBe(200);
      expect(await status(other, token)).toBe(401);
    });

    it('a freeze on one instance refuses the session cached on the other at once', async () => {
      const token = await t.login(t.seed.customer.username, t.seed.customer.password);
      expect(await status(other, token, '/sys/permission/getCustomerMenu')).toBe(200);
      expect(other.sessionCache.get(token)).toBeDefined();
      const id = await userId(t, t.seed.customer.username);
      const freeze = await t.app.inject({
        method: 'PUT',
        url: '/sys/user/frozenBatch',
        headers: { 'x-access-token': admin },
        payload: { ids: id, status: '2' },
      });
      expect(freeze.statusCode).toBe(200);
      expect(await status(other, token, '/sys/permission/getCustomerMenu')).toBe(401);
    });

    it('a role deleted on one instance leaves the other’s cached sessions well within the TTL (pub/sub)', async () => {
      const copyId = await moveStaffOntoOwnRole(t);
      const token = await t.login(t.seed.staff.username, t.seed.staff.password);
      await warm(other, token);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/sys/role/delete?id=${copyId}`,
        headers: { 'x-access-token': admin },
      });
      expect(removed.statusCode).toBe(200);
      // The message is on its way when the delete is answered; allow delivery, far below the TTL.
      const deadline = Date.now() + SESSION_CACHE_TTL_MS / 5;
      let answer = await status(other, token);
      while (answer !== 403 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        answer = await status(other, token);
      }
      expect(answer).toBe(403);
    });
  },
);

// The list translates from the per-instance dictionary cache; a dictionary edit through the CRUD clears it.
describeOnOneBackend(
  'list dictionary texts after a CRUD dictionary edit',
  (t) => {
    beforeAll(async () => {
      await createDemoTable(t.app);
      await addDictionary(t.app.db, 'demo_category', [['x', '甲类', 'Class X']]);
    });

    it('shows the new text on the next list', async () => {
      const admin = api(t.app, await t.login(t.seed.admin.username, t.seed.admin.password));
      expect(
        (await admin.send('POST', '/demo/item/add', { name: 'Dict probe', code: 'DP-1', category: 'x' }))
          .status,
      ).toBe(200);
      const texts = async () =>
        (
          (await admin.get('/demo/item/list?pageNo=1&pageSize=10')).body.result.records as Array<{
            category_dictText: string;
          }>
        ).map((r) => r.category_dictText);
      expect(await texts()).toEqual(['甲类']);
      const item = await t.app.db
        .selectFrom('sys_dict_item')
        .select(['id', 'dict_id'])
        .where('item_value', '=', 'x')
        .where('item_text', '=', '甲类')
        .executeTakeFirstOrThrow();
      const edit = await admin.send('PUT', '/sys/dictItem/edit', {
        id: item.id,
        dictId: item.dict_id,
        itemText: '新甲类',
        itemValue: 'x',
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect(await texts()).toEqual(['新甲类']);
    });
    // Only this suite's app has the demo entity, not the session suites' above.
  },
  DEMO_SCHEMAS,
);

/**
 * Gives the staff user a copy of the staff role (same grants) instead of the built-in one, which
 * cannot be deleted: answers the copy's id, for the tests that delete a role under a live session.
 */
async function moveStaffOntoOwnRole(t: AppUnderTest): Promise<string> {
  const db = t.app.db;
  const copyId = 'c0ffee00c0ffee00c0ffee00c0ffee00';
  const staffUser = await userId(t, t.seed.staff.username);
  await db
    .insertInto('sys_role')
    .values({ id: copyId, role_name: '临时角色', role_code: 'temp_staff', create_time: new Date() })
    .execute();
  const grants = await db
    .selectFrom('sys_role_permission')
    .select('permission_id')
    .where('role_id', '=', roleId('staff'))
    .execute();
  await db
    .insertInto('sys_role_permission')
    .values(
      grants.map((g, i) => ({
        id: `${copyId.slice(0, 24)}${String(i).padStart(8, '0')}`,
        role_id: copyId,
        permission_id: g.permission_id,
      })),
    )
    .execute();
  await db.deleteFrom('sys_user_role').where('user_id', '=', staffUser).execute();
  await db
    .insertInto('sys_user_role')
    .values({ id: copyId.replace(/^c0/, 'd0'), user_id: staffUser, role_id: copyId })
    .execute();
  return copyId;
}

describe('SessionCache', () => {
  const claims = (userId: string, tokenId: string, expiresAt = Date.now() + 60_000): VerifiedToken => ({
    userId,
    tokenId,
    username: userId,
    expiresAt,
  });
  const entry = (c: VerifiedToken, loadedAt = Date.now()) => ({
    claims: c,
    user: Promise.resolve(null as SessionUser | null),
    loadedAt,
  });

  it('forgets an entry after the TTL and when its token expires', () => {
    const cache = new SessionCache(1000);
    const now = Date.now();
    cache.set('a', entry(claims('u1', 't1'), now));
    cache.set('b', entry(claims('u1', 't2', now + 500), now));
    expect(cache.get('a', now + 999)).toBeDefined();
    expect(cache.get('b', now + 499)).toBeDefined();
    expect(cache.get('b', now + 500)).toBeUndefined();
    expect(cache.get('a', now + 1000)).toBeUndefined();
  });

  it('invalidates by user, by session, or everything; an entry replaced meanwhile survives its old load’s drop', () => {
    const cache = new SessionCache();
    cache.set('a', entry(claims('u1', 't1')));
    cache.set('b', entry(claims('u1', 't2')));
    cache.set('c', entry(claims('u2', 't3')));
    cache.invalidateUser('u1');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')).toBeDefined();
    cache.invalidateSession('t3');
    expect(cache.size).toBe(0);
    const old = entry(claims('u3', 't4'));
    const fresh = entry(claims('u3', 't4'));
    cache.set('d', old);
    cache.set('d', fresh);
    cache.drop('d', old);
    expect(cache.get('d')).toBe(fresh);
    cache.invalidateUser();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', entry(claims('u1', 't1')));
    cache.set('b', entry(claims('u2', 't2')));
    cache.set('c', entry(claims('u3', 't3')));
    expect([cache.get('a'), !!cache.get('b'), !!cache.get('c')]).toEqual([undefined, true, true]);
  });
});
