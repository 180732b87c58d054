/**
 * What the start-up reconcile last brought the tables to, as one digest: the migrations that had run,
 * and each bundled entity with the CREATE TABLE its DDL writes (columns, types, NOT NULL, defaults,
 * UNIQUE) and its schema (indexes and everything else the planner reads). A start whose digest equals
 * the recorded one has nothing to reconcile: the tables changed only through the migrations and the
 * reconcile itself, and both are in the digest. It is kept in sys_entity_state under an id no entity
 * can have. Deleting that row makes the next start check every table again.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { migrations } from '../../db/migrations';
import type { Database } from '../../db/types';
import { tableDdl } from '../crud/ddl/ddl';

/** The row of sys_entity_state holding the digest (an entity id is an identifier: never "*"). */
export const DIGEST_ROW = '*';

/** Raised when the reconcile learns a new kind of step: installations reconciled before check again. */
const RECONCILE_RULES_VERSION = 1;

export function desiredDigest(db: Kysely<Database>, entities: readonly ResolvedEntity[]): string {
  const described = entities.map((entity) => ({
    id: entity.id,
    table: entity.table,
    ddl: tableDdl(db, entity).compile().sql,
    schema: entity.schema,
  }));
  const text = JSON.stringify({
    rules: RECONCILE_RULES_VERSION,
    migrations: Object.keys(migrations),
    entities: described,
  });
  return createHash('sha256').update(text).digest('hex');
}

export async function readReconciledDigest(trx: Transaction<Database>): Promise<string | undefined> {
  const row = await trx
    .selectFrom('sys_entity_state')
    .select('columns')
    .where('entity_id', '=', DIGEST_ROW)
    .executeTakeFirst();
  return row?.columns;
}

export async function writeReconciledDigest(trx: Transaction<Database>, digest: string): Promise<void> {
  const values = { table_name: DIGEST_ROW, columns: digest };
  await trx
    .insertInto('sys_entity_state')
    .values({ entity_id: DIGEST_ROW, ...values })
    .onConflict((oc) => oc.column('entity_id').doUpdateSet({ ...values, update_time: new Date() }))
    .execute();
}
