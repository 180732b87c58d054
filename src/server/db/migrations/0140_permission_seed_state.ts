/**
 * Menus as data: what the menu reconcile (seed/menu-reconcile.ts) last applied to each
 * sys_permission row that came from schemas/menus/*.json. The fingerprint tells an entry an admin
 * edited (its row no longer matches) from one whose data changed in the file; `grants` lists the role
 * codes already granted, so a grant an admin revoked is not granted again.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_permission_seed')
    // `menu:<entry key>` or `button:<perms>`, the natural key the row id derives from (seed/seed-id.ts).
    .addColumn('seed_key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    // JSON array of role codes, sorted.
    .addColumn('grants', 'text', (c) => c.notNull())
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_permission_seed').ifExists().execute();
}
