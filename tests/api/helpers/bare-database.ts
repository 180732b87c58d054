/**
 * A migrated database without an app, for suites that test the data layer or a migration itself:
 * PGlite in memory, or a fresh schema on PostgreSQL that is dropped after the suite.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../src/server/db/connect';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { Backend } from './test-app';

export interface BareDatabase {
  /** The open handle; read it inside hooks and tests (it exists once beforeAll has run). */
  readonly handle: DatabaseHandle;
}

/** Registers beforeAll/afterAll in the current describe block; `after` runs once migrated (seeding). */
export function useBareDatabase(
  backend: Backend,
  tag: string,
  after?: (handle: DatabaseHandle) => Promise<void>,
): BareDatabase {
  let handle: DatabaseHandle | undefined;
  const schema = `test_${tag}_${Math.random().toString(16).slice(2, 10)}`;
  beforeAll(async () => {
    handle = await connectDatabase({
      databaseUrl: backend === 'postgres' ? (process.env.DATABASE_URL ?? null) : null,
      pgliteDir: null,
      searchPath: backend === 'postgres' ? schema : undefined,
    });
    await migrateToLatest(handle.db, handle.schema);
    if (after) await after(handle);
  });
  afterAll(async () => {
    if (!handle) return;
    if (backend === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.db.destroy();
  });
  return {
    get handle() {
      if (!handle) throw new Error('the database exists from beforeAll on');
      return handle;
    },
  };
}
