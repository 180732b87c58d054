/**
 * sys_dict_seed: the dictionaries and items the start-up reconcile (seed/dict-reconcile.ts) has
 * applied, by the keys their ids derive from (`dict:<code>`, `dict:<code>:<value>`). A key applied once
 * is not applied again, so a system dictionary item an administrator deletes stays deleted. Every row
 * already in the database counts as applied.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_dict_seed')
    .addColumn('seed_key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into sys_dict_seed (seed_key)
    select distinct 'dict:' || dict_code from sys_dict where dict_code is not null
    on conflict do nothing`.execute(db);
  await sql`insert into sys_dict_seed (seed_key)
    select distinct 'dict:' || d.dict_code || ':' || i.item_value
    from sys_dict_item i join sys_dict d on d.id = i.dict_id
    where d.dict_code is not null and i.item_value is not null
    on conflict do nothing`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_dict_seed').ifExists().execute();
}
