/**
 * Redis goes away, hangs and comes back, on a Redis of the test's own: sign-in, signed-in requests
 * and logout keep answering quickly (rate limits counted in the process, sessions and revocations
 * from the database), /readyz says not ready at once, and when Redis is back the shared rate limits
 * and the session invalidation channel resume by themselves.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from './helpers/private-redis';
import { createTestApp, type TestApp } from './helpers/test-app';

let redis: PrivateRedis;
let t: TestApp;

/** Far below the 5–14 s a request waited on a dead Redis, well above a busy machine's scheduling. */
const QUICK_MS = 4_000;
const LIMIT = 4;

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: performance.now() - started };
}

const userList = (token: string) =>
  t.app.inject({ method: 'GET', url: '/sys/user/list', headers: { 'x-access-token': token } });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/sys/logout', headers: { 'x-access-token': token } });
/** A login with a wrong password: counted by the per-address limit, answered without a session. */
const wrongLogin = () =>
  t.login('admin', 'not-the-password').then(
    () => 200,
    (error: Error) => Number(/failed: (\d+)/.exec(error.message)?.[1]),
  );

describe('a Redis outage', () => {
  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await createTestApp('pglite', { config: { redisUrl: redis.url, loginRateLimit: LIMIT } });
  }, 120_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await redis?.close();
  });

  it('signs in, serves and logs out while Redis is down, the logout holding, and /readyz says not ready', async () => {
    const before = await t.login('admin', t.seed.admin.password);
    await redis.kill();

    const login = await timed(() => t.login('admin', t.seed.admin.password));
    expect(login.ms).toBeLessThan(QUICK_MS);
    const list = await timed(() => userList(login.answer));
    expect(list.answer.statusCode).toBe(200);
    expect(list.ms).toBeLessThan(QUICK_MS);

    const out = await timed(() => logout(before));
    expect(out.answer.statusCode).toBe(200);
    expect(out.ms).toBeLessThan(QUICK_MS);
    // Revoked in the database, which is what an instance without Redis checks.
    expect((await userList(before)).statusCode).toBe(401);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().result.checks).toEqual({ database: 'up', redis: 'down', storage: 'up' });
  });

  it('still limits sign-in attempts per address while Redis is down (counted in the process)', async () => {
    // Two successful logins above already counted in this process' window.
    const codes: number[] = [];
    for (let i = 0; i < LIMIT; i++) codes.push(await wrongLogin());
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(1);
  });

  it('answers quickly while Redis hangs (connections open, nothing answered)', async () => {
    await redis.start();
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode)
      .toBe(200);
    const token = await t.login('admin', t.seed.admin.password);
    redis.hang();
    try {
      const list = await timed(() => userList(token));
      expect(list.answer.statusCode).toBe(200);
      expect(list.ms).toBeLessThan(QUICK_MS);
      const ready = await timed(() => t.app.inject({ method: 'GET', url: '/readyz' }));
      expect(ready.answer.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(QUICK_MS);
    } finally {
      redis.resume();
    }
  });

  it('counts in Redis again and listens for invalidations again once Redis is back', async () => {
    const probe = new Redis(redis.url);
    probe.on('error', () => undefined);
    try {
      await redis.kill();
      await redis.start();
      // The server reconnects and subscribes again by itself: the channel has its subscriber.
      await expect
        .poll(
          async () => {
            const counts = (await probe.pubsub('NUMSUB', `${t.app.redisPrefix}auth:invalidate`)) as [
              string,
              number,
            ];
            return counts[1];
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode)
        .toBe(200);
      await wrongLogin();
      expect(await probe.keys(`${t.app.redisPrefix}rl:*`)).not.toEqual([]);
    } finally {
      probe.disconnect();
    }
  });
});
