/**
 * API test harness: a fresh, isolated database per suite (PGlite in memory; on PostgreSQL a new
 * schema, dropped on close), migrated and seeded with the admin and demo accounts, and the app
 * built on it. Usage: `describe.each(backends())('… (%s)', (backend) => { … })`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import { connectDatabase, dropSchema, type BackendKind } from '../../../src/server/db/connect';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { connectRedis, type Redis } from '../../../src/server/redis';
import { seedBase } from '../../../src/server/seed/index';
import { ensureAdmin, seedDemoAccounts, type Credentials } from '../../../src/server/seed/users';
import { encryptUserccs } from '../../../src/shared/auth/userccs';

export type Backend = BackendKind;

export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestAppOptions {
  /** Config overrides (e.g. loginRateLimit, tokenTtlMs). */
  config?: Partial<AppConfig>;
}

export interface TestApp {
  app: FastifyInstance;
  backend: Backend;
  /** Logs in through the real POST /sys/login (userccs envelope) and returns the token. */
  login(username: string, password: string): Promise<string>;
  seed: { admin: Credentials; staff: Credentials; customer: Credentials };
  close(): Promise<void>;
}

/** What a test reads of an app (a TestApp or useTestApp's suite handle): everything but close. */
export type AppUnderTest = Omit<TestApp, 'close'>;

function must(credentials: Credentials | null, what: string): Credentials {
  if (!credentials) throw new Error(`fresh test database already had the ${what} account`);
  return credentials;
}

async function dropRedisKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * The run's migrated PGlite cluster (tests/api/global-setup.ts), read once per test file; undefined
 * outside a vitest API run (a benchmark), where each database is created from scratch.
 */
let snapshot: Promise<Blob | undefined> | undefined;
function pgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= import('vitest')
    .then(({ inject }) => new Blob([readFileSync(inject('apiPgliteSnapshot'))]))
    .catch(() => undefined);
  return snapshot;
}

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const suiteId = randomBytes(6).toString('hex');
  const base = loadConfig({ ...process.env, DATABASE_URL: backend === 'postgres' ? process.env.DATABASE_URL : undefined, LOG_LEVEL: 'silent' });
  // Suites log in many times from one address; the rate-limit test sets its own limit.
  const config: AppConfig = { ...base, loginRateLimit: 1000, ...options.config };
  const schema = backend === 'postgres' ? `test_${suiteId}` : undefined;
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: null,
    pgliteSnapshot: backend === 'pglite' ? await pgliteSnapshot() : undefined,
    searchPath: schema,
    poolSize: 4,
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const redisPrefix = `certdesk-test:${suiteId}:`;
  try {
    // From the snapshot both find nothing left to do; on PostgreSQL they build the suite's schema.
    await migrateToLatest(database.db, database.schema);
    await seedBase(database.db);
    const admin = must(await ensureAdmin(database.db), 'admin');
    const demo = await seedDemoAccounts(database.db);
    const app = await buildApp(config, { database, redis, redisPrefix, logger: false });
    await app.ready();

    const login = async (username: string, password: string): Promise<string> => {
      const keys = await app.inject({ method: 'GET', url: '/sys/getEncryptedString' });
      const { key, iv } = keys.json().result as { key: string; iv: string };
      const response = await app.inject({
        method: 'POST',
        url: '/sys/login',
        payload: { userccs: encryptUserccs({ username, password }, key, iv) },
      });
      const body = response.json() as { code: number; message: string; result: { token: string } };
      if (response.statusCode !== 200 || body.code !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${body.message}`);
      return body.result.token;
    };

    const close = async (): Promise<void> => {
      await app.close();
      await database.db.destroy();
      if (schema && config.databaseUrl) await dropSchema(config.databaseUrl, schema);
      if (redis) {
        await dropRedisKeys(redis, redisPrefix);
        await redis.quit();
      }
    };

    return {
      app,
      backend,
      login,
      seed: { admin, staff: must(demo.staff, 'staff'), customer: must(demo.customer, 'customer') },
      close,
    };
  } catch (error) {
    await database.db.destroy();
    if (schema && config.databaseUrl) await dropSchema(config.databaseUrl, schema);
    await redis?.quit();
    throw error;
  }
}
