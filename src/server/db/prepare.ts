/**
 * What every start does to the database before the seed: the migrations, then the tables of the
 * schema root's entities brought up to their entities (modules/schema/table-reconcile.ts), which
 * refuses to start rather than lose data, and the change triggers of those tables.
 */
import type { Kysely } from 'kysely';
import { reconcileEntityTables, type ReconcileOptions } from '../modules/schema/table-reconcile';
import { bundledEntities } from '../modules/schema/registry';
import { ensureChangeTriggers } from './changes/change-triggers';
import { migrateToLatest } from './migrate';
import type { Database } from './types';

export async function prepareDatabase(
  db: Kysely<Database>,
  schema: string | undefined,
  options: ReconcileOptions = {},
): Promise<void> {
  await migrateToLatest(db, schema);
  await reconcileEntityTables(db, options);
  // The entity tables' change triggers (db/changes): added once, so a start or a test database copied
  // from a template finds them; on the embedded database too, which keeps both backends' tables alike.
  await ensureChangeTriggers(
    db,
    bundledEntities().map((e) => e.table),
  );
}
