/**
 * isps_stage_template_seed: what the start-up reconcile (seed/stage-template-reconcile.ts) last
 * applied of schemas/stage-templates, one row per template (`stage-template:<key>`) and per stage
 * (`stage-template:<key>:<code>`), with a fingerprint of the data applied: a row whose columns no
 * longer match it was edited by an administrator and is left as they left it. Empty at first: the
 * reconcile takes the templates 0270 seeded as applied, since they are the data of that time.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('isps_stage_template_seed')
    .addColumn('seed_key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('row_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('isps_stage_template_seed').ifExists().execute();
}
