/**
 * sys_entity_state: per entity of the schema root, the columns (and their types as the CRUD's DDL
 * derives them) that the start-up reconcile (modules/schema/table-reconcile.ts) last brought its
 * table to. A column recorded here and gone from the entity was removed by a change of the schema,
 * not added by hand: the reconcile refuses to start instead of dropping its data. No rows: the first
 * start of an installation records what it finds.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_entity_state')
    .addColumn('entity_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('table_name', 'varchar(63)', (c) => c.notNull())
    // JSON object: column name → type text (pg-types.ts typeText).
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_entity_state').ifExists().execute();
}
