/**
 * Kysely's migrator asks whether its bookkeeping tables exist by listing every table and column of the
 * whole database, a catalog read that failed when another suite, CI run or installation on the same
 * server dropped or altered its own schema meanwhile ('schema "test_…" does not exist', 'column
 * "create_time" of relation "sys_session" does not exist'). migratorView asks only for its two tables in
 * its own schema.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, dropSchema, type DatabaseHandle } from '../../src/server/db/connect';
import { migratorView } from '../../src/server/db/migrate';

const url = process.env.DATABASE_URL ?? '';
const suffix = Math.random().toString(16).slice(2, 10);
const mine = `test_mv_${suffix}`;
const theirs = `test_mv_other_${suffix}`;

describe.runIf(!!process.env.DATABASE_URL)('the migrator’s view of the database', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await connectDatabase({ databaseUrl: url, pgliteDir: null, searchPath: mine, poolSize: 2 });
    await createSchemaWithMigratorTable(theirs);
  });

  afterAll(async () => {
    await handle?.db.destroy();
    await dropSchema(url, mine);
    await dropSchema(url, theirs);
  });

  async function createSchemaWithMigratorTable(schema: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
      await client.query(`create table if not exists "${schema}".kysely_migration (name text primary key)`);
    } finally {
      await client.end();
    }
  }

  it('sees only the migrator’s tables in its own schema', async () => {
    const view = migratorView(handle.db, mine);
    expect(await view.introspection.getTables()).toEqual([]);
    expect(await view.introspection.getSchemas()).toEqual([{ name: mine }]);
    await sql`create table ${sql.table(`${mine}.kysely_migration`)} (name text primary key)`.execute(
      handle.db,
    );
    await sql`create table ${sql.table(`${mine}.unrelated`)} (name text)`.execute(handle.db);
    expect(await view.introspection.getTables()).toEqual([
      { name: 'kysely_migration', schema: mine, isView: false, columns: [] },
    ]);
  });

  it('answers while other schemas are created, altered and dropped all the time', async () => {
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let stop = false;
    const churning = (async () => {
      for (let i = 0; !stop; i++) {
        const schema = `test_mv_churn_${suffix}_${i}`;
        await churn.query(`create schema "${schema}"`);
        await churn.query(`create table "${schema}".t (a int, b text, c timestamptz)`);
        await churn.query(`alter table "${schema}".t add column d int`);
        await churn.query(`drop schema "${schema}" cascade`);
      }
    })();
    try {
      const view = migratorView(handle.db, mine);
      for (let i = 0; i < 200; i++) await view.introspection.getTables();
    } finally {
      stop = true;
      await churning;
      await churn.end();
    }
  });
});
