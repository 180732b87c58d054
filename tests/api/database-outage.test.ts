/**
 * The database goes away and comes back, on a PostgreSQL of the test's own: the server outlives its
 * pooled connections being ended (node-postgres' 'error' event had no listener and ended the
 * process), answers 503 with a clear message in the caller's language while the database is down
 * (never 500, never a hang; /readyz not ready), and serves again by itself once it is back.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres';
import { createTestApp, type TestApp } from './helpers/test-app';

let database: PrivatePostgres;
let t: TestApp;
let token: string;

/** Well above the connect timeout (2 s), far below a hang: a slow machine does not fail it. */
const QUICK_MS = 5_000;

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: performance.now() - started };
}

const userList = (locale = 'zh-CN') =>
  t.app.inject({
    method: 'GET',
    url: '/sys/user/list',
    headers: { 'x-access-token': token, 'accept-language': locale },
  });

describe('a database outage', () => {
  beforeAll(async () => {
    database = await startPrivatePostgres();
    t = await createTestApp('postgres', { config: { databaseUrl: database.url, redisUrl: null } });
    token = await t.login('admin', t.seed.admin.password);
  }, 120_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    database?.close();
  });

  it('serves while the database is up (the pool holds idle connections)', async () => {
    const answers = await Promise.all([userList(), userList(), userList()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });

  it('answers 503 quickly in the caller’s language while the database is down, and /readyz says not ready', async () => {
    database.kill();
    const zh = await timed(() => userList('zh-CN'));
    expect(zh.answer.statusCode).toBe(503);
    expect(zh.answer.json()).toMatchObject({
      success: false,
      code: 503,
      message: '数据库暂时无法连接，请稍后重试',
    });
    expect(zh.answer.headers['retry-after']).toBe('5');
    expect(zh.ms).toBeLessThan(QUICK_MS);
    const en = await userList('en-US');
    expect(en.json().message).toBe('The database cannot be reached right now, please try again shortly');

    // Signing in needs the database too: a clear 503, not a 500.
    await expect(t.login('admin', t.seed.admin.password)).rejects.toThrow(/: 503 数据库暂时无法连接/);

    const ready = await timed(() => t.app.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.answer.statusCode).toBe(503);
    expect(ready.answer.json().result.checks.database).toBe('down');
    expect(ready.ms).toBeLessThan(QUICK_MS);
    // Liveness is the process, not its dependencies.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('serves again by itself once the database is back, without a restart', async () => {
    database.start();
    expect((await userList()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('outlives its connections being ended by the server (pg_terminate_backend, as a failover or an idle timeout does)', async () => {
    await Promise.all([userList(), userList(), userList()]);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const ended = await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1',
        ['client backend'],
      );
      expect(ended.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The ended connections are dropped from the pool; the next request gets a new one.
    await expect.poll(async () => (await userList()).statusCode).toBe(200);
  });
});
