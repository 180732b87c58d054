/**
 * sys_entity_state (migration 0520): per entity of the schema root, the table and the columns, with
 * their type text, that the start-up reconcile last brought it to. It tells a column the entity
 * declared and no longer does (refused) from one a hand-written migration added (left alone).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { DIGEST_ROW } from './reconcile-digest';

export interface EntityState {
  table: string;
  /** column → type text (online/sync/pg-types.ts typeText). */
  columns: Record<string, string>;
}

function parseColumns(text: string): Record<string, string> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export async function readEntityStates(trx: Transaction<Database>): Promise<Map<string, EntityState>> {
  const rows = await trx
    .selectFrom('sys_entity_state')
    .select(['entity_id', 'table_name', 'columns'])
    // The reconcile's digest row (reconcile-digest.ts) is not an entity's state.
    .where('entity_id', '!=', DIGEST_ROW)
    .execute();
  return new Map(
    rows.map((row) => [row.entity_id, { table: row.table_name, columns: parseColumns(row.columns) }]),
  );
}

export function sameState(a: EntityState | undefined, b: EntityState): boolean {
  return a !== undefined && a.table === b.table && JSON.stringify(a.columns) === JSON.stringify(b.columns);
}

export async function writeEntityState(
  trx: Transaction<Database>,
  entityId: string,
  state: EntityState,
): Promise<void> {
  const values = { table_name: state.table, columns: JSON.stringify(state.columns) };
  await trx
    .insertInto('sys_entity_state')
    .values({ entity_id: entityId, ...values })
    .onConflict((oc) => oc.column('entity_id').doUpdateSet({ ...values, update_time: new Date() }))
    .execute();
}
