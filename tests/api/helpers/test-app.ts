/**
 * API test harness: a fresh, isolated database per suite (PGlite in memory; on PostgreSQL a copy of
 * the run's template database, or a new schema outside a vitest run or on a server of the suite's
 * own; dropped on close), migrated and seeded with the admin and demo accounts, and the app built
 * on it. Usage: `describe.each(backends())('… (%s)', (backend) => { … })` (or `backends('one')`).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import { connectDatabase, dropSchema, type BackendKind } from '../../../src/server/db/connect';
import { prepareDatabase } from '../../../src/server/db/prepare';
import { connectRedis, type Redis } from '../../../src/server/redis';
import { seedBase } from '../../../src/server/seed/index';
import { ensureAdmin, seedDemoAccounts, type Credentials } from '../../../src/server/seed/users';
import { encryptUserccs } from '../../../src/shared/auth/userccs';
import {
  createDatabase,
  dropDatabase,
  newDatabaseName,
  runTemplateDatabase,
  withDatabase,
} from '../../setup/postgres-databases';

export type Backend = BackendKind;

/**
 * Which backends a suite runs on. `'each'` (a suite about the data layer: SQL, the values the two
 * drivers answer, transactions and locks, DDL, migrations, numbering): PGlite always, and PostgreSQL
 * too when DATABASE_URL is set. `'one'` (a suite about what sits above it: HTTP answers, permissions,
 * sessions, messages, files): once, on PostgreSQL when the run has it, else on PGlite. Both drivers
 * answer the same JavaScript values (connect.ts sets their parsers, db.test.ts checks them), so such a
 * suite would only repeat itself; on PostgreSQL its concurrent requests really overlap, and its
 * database is a template copy made in a fraction of a second instead of a PGlite start of 1–4 s.
 */
export function backends(scope: 'each' | 'one' = 'each'): Backend[] {
  if (!process.env.DATABASE_URL) return ['pglite'];
  return scope === 'one' ? ['postgres'] : ['pglite', 'postgres'];
}

export interface TestAppOptions {
  /** Config overrides (e.g. loginRateLimit, tokenTtlMs). */
  config?: Partial<AppConfig>;
  /** Schema roots this app reads besides schemas/ (e.g. the demo entity: crud-helpers DEMO_SCHEMAS). */
  schemaRoots?: string[];
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
  const base = loadConfig({
    ...process.env,
    DATABASE_URL: backend === 'postgres' ? process.env.DATABASE_URL : undefined,
    LOG_LEVEL: 'silent',
  });
  // Suites log in many times from one address; the rate-limit test sets its own limit.
  const requested: AppConfig = { ...base, loginRateLimit: 1000, ...options.config };
  // On the run's PostgreSQL: a copy of the template database (the suite's config names it, so a
  // second connection of the suite finds the same data); on a server of the suite's own: a schema.
  const serverUrl = requested.databaseUrl;
  const template =
    backend === 'postgres' && serverUrl === process.env.DATABASE_URL
      ? await runTemplateDatabase()
      : undefined;
  const copy = template && serverUrl ? newDatabaseName('t') : undefined;
  if (copy && serverUrl) await createDatabase(serverUrl, copy, template);
  const config: AppConfig =
    copy && serverUrl ? { ...requested, databaseUrl: withDatabase(serverUrl, copy) } : requested;
  const schema = backend === 'postgres' && !copy ? `test_${suiteId}` : undefined;
  const dropStorage = async (): Promise<void> => {
    if (copy && serverUrl) await dropDatabase(serverUrl, copy);
    else if (schema && config.databaseUrl) await dropSchema(config.databaseUrl, schema);
  };
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
    // From a snapshot or template both find nothing left to do; in a new schema they build it.
    await prepareDatabase(database.db, database.schema, { log: () => undefined });
    await seedBase(database.db);
    const admin = must(await ensureAdmin(database.db), 'admin');
    const demo = await seedDemoAccounts(database.db);
    const app = await buildApp(config, {
      database,
      redis,
      redisPrefix,
      logger: false,
      schemaRoots: options.schemaRoots,
    });
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
      if (response.statusCode !== 200 || body.code !== 200)
        throw new Error(`login of ${username} failed: ${response.statusCode} ${body.message}`);
      return body.result.token;
    };

    const close = async (): Promise<void> => {
      await app.close();
      await database.db.destroy();
      await dropStorage();
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
    await dropStorage();
    await redis?.quit();
    throw error;
  }
}
