import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './types';

/**
 * The advisory lock Kysely's migrator holds while it migrates (PostgresAdapter.acquireMigrationLock,
 * a session lock on this key): what serialises two instances starting at once. Work that must not
 * overlap a migration or another instance's start takes the same key (as a transaction lock).
 */
export const MIGRATION_LOCK_ID = 3853314791062309107n;

/** Attempts of one migration run when another schema vanished under it (see raceWithDroppedSchema). */
const ATTEMPTS = 5;

/**
 * Kysely's migrator first lists every table of the database (PostgresIntrospector.getTables) to see
 * whether its bookkeeping table exists. A schema dropped by someone else at that moment (another test
 * suite or CI run on the same server dropping its own schema) makes that catalog read fail with
 * 3F000 'schema "<theirs>" does not exist' before any migration ran: nothing of ours is wrong and the
 * run can simply start again. Our own schema missing is a real error.
 */
export function raceWithDroppedSchema(error: unknown, ownSchema: string | undefined): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== '3F000') return false;
  const missing = /schema "([^"]+)" does not exist/.exec(error.message)?.[1];
  return missing !== undefined && missing !== ownSchema;
}

/** Runs `migrate` again while it fails only because another schema was dropped meanwhile. */
export async function withDroppedSchemaRetry(
  migrate: () => Promise<MigrationResultSet>,
  ownSchema: string | undefined,
): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await migrate();
    const failed = outcome.results?.some((r) => r.status === 'Error');
    if (!outcome.error || failed || attempt === ATTEMPTS || !raceWithDroppedSchema(outcome.error, ownSchema))
      return outcome;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // With a per-suite schema the migrator's bookkeeping must live there too, or it would see
    // another suite's kysely_migration table.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await withDroppedSchemaRetry(() => migrator.migrateToLatest(), schema);
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
