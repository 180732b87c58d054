import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './types';

/**
 * The advisory lock Kysely's migrator holds while it migrates (PostgresAdapter.acquireMigrationLock,
 * a session lock on this key): what serialises two instances starting at once. Work that must not
 * overlap a migration or another instance's start takes the same key (as a transaction lock).
 */
export const MIGRATION_LOCK_ID = 3853314791062309107n;

/** The bookkeeping tables of Kysely's migrator (DEFAULT_MIGRATION_TABLE and DEFAULT_MIGRATION_LOCK_TABLE). */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * The database as the migrator sees it. Kysely's migrator asks whether its bookkeeping tables exist by
 * listing every table and column of the whole database (PostgresIntrospector.getTables), a catalog read
 * that fails when another schema is dropped or altered meanwhile: 'schema "<theirs>" does not exist',
 * 'column "create_time" of relation "sys_session" does not exist' (another test suite, CI run or
 * installation on the same server starting or cleaning up). Here it asks only for those two tables in
 * its own schema, by name, so nothing another schema does can fail it.
 */
export function migratorView(db: Kysely<Database>, schema: string | undefined): Kysely<Database> {
  const introspection: DatabaseIntrospector = {
    async getSchemas(): Promise<SchemaMetadata[]> {
      if (!schema) return [];
      const rows = await sql<{ name: string }>`
        select nspname as name from pg_namespace where nspname = ${schema}`.execute(db);
      return rows.rows;
    },
    async getTables(): Promise<TableMetadata[]> {
      const rows = await sql<{ name: string; schema: string }>`
        select c.relname as name, n.nspname as schema from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relname = any(${MIGRATOR_TABLES}) and c.relkind in ('r', 'p')
          and n.nspname = coalesce(${schema ?? null}::text, current_schema())`.execute(db);
      return rows.rows.map((r) => ({ ...r, isView: false, columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
  // Everything else is the database itself (bound to it: Kysely keeps its state in private fields).
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db: migratorView(db, schema),
    provider: { getMigrations: async () => migrations },
    // With a per-suite schema the migrator's bookkeeping must live there too, or it would see
    // another suite's kysely_migration table.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
