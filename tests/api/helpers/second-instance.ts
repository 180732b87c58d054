/**
 * A second instance beside a test app on PostgreSQL + Redis: the same database, Redis
 * prefix and configuration (with any overrides, e.g. a data folder of its own), but a database
 * pool, Redis connection, caches and scheduler of its own, as a second process behind a load
 * balancer has.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import type { AppConfig } from '../../../src/server/config';
import { connectDatabase } from '../../../src/server/db/connect';
import { connectRedis } from '../../../src/server/redis';
import type { TestApp } from './test-app';

export interface SecondInstance {
  app: FastifyInstance;
  /** Closes the app, its pool and its Redis connection (the first instance stays). */
  close(): Promise<void>;
}

export async function startSecondInstance(
  first: TestApp,
  overrides: Partial<AppConfig> = {},
  /** Schema roots this instance reads besides schemas/ (the first's demo entity: DEMO_SCHEMAS.schemaRoots). */
  schemaRoots?: string[],
): Promise<SecondInstance> {
  const config: AppConfig = { ...first.app.config, ...overrides };
  if (!config.databaseUrl || !config.redisUrl) {
    throw new Error('a second instance needs the first on PostgreSQL and Redis');
  }
  // The suite's database may be a schema of its own: the second pool searches the same one.
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(first.app.db)).rows[0]!.s;
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: null,
    searchPath: schema,
    poolSize: 2,
  });
  const redis = connectRedis(config.redisUrl);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      database,
      redis,
      redisPrefix: first.app.redisPrefix,
      logger: false,
      schemaRoots,
    });
    await app.ready();
  } catch (error) {
    await database.db.destroy();
    await redis.quit();
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await database.db.destroy();
      await redis.quit();
    },
  };
}
