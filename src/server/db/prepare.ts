/**
 * What every start does to the database before the seed: the migrations, then the tables of the
 * schema root's entities brought up to their entities (modules/schema/table-reconcile.ts), which
 * refuses to start rather than lose data.
 */
import type { Kysely } from 'kysely';
import { reconcileEntityTables, type ReconcileOptions } from '../modules/schema/table-reconcile';
import { migrateToLatest } from './migrate';
import type { Database } from './types';

export async function prepareDatabase(
  db: Kysely<Database>,
  schema: string | undefined,
  options: ReconcileOptions = {},
): Promise<void> {
  await migrateToLatest(db, schema);
  await reconcileEntityTables(db, options);
}
