/**
 * The statement trigger that tells every instance a table changed: after any insert, update, delete
 * or truncate of a watched table, PostgreSQL sends the table's name on CHANGE_CHANNEL when the
 * transaction commits (and not at all when it rolls back). One trigger per table and statement, so an
 * import of 100,000 rows sends one notice, and PostgreSQL folds repeated notices of one transaction.
 * Writes by any client count: another instance, an import, a hand-edited row.
 */
import { sql, type Kysely } from 'kysely';
import { MIGRATION_LOCK_ID } from '../migrate';
import type { Database } from '../types';

export const CHANGE_CHANNEL = 'certdesk_table_changed';
const FUNCTION = 'certdesk_notify_table_changed';
const TRIGGER = 'certdesk_table_changed';

/**
 * The plain tables among `tables` in the current schema, each with whether it has the trigger. A view
 * is never one: it reads other tables, whose changes its own trigger would not see.
 */
async function plainTables(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<Array<{ name: string; watched: boolean }>> {
  const rows = await sql<{ name: string; watched: boolean }>`
    select c.relname as name,
      exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER}) as watched
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
      and c.relname = any(${tables as string[]})`.execute(db);
  return rows.rows;
}

/**
 * Adds the trigger to the plain tables that lack it and answers the tables that have it (views and
 * missing tables never do). Usually nothing is missing and this is one query. Otherwise it runs under
 * the migrator's lock (instances starting at once add each trigger once) and waits at most 2 s for a
 * table's lock: if a long transaction holds one, it fails and the tables are read from the database.
 */
export async function ensureChangeTriggers(
  db: Kysely<Database>,
  requested: readonly string[],
): Promise<Set<string>> {
  const tables = await plainTables(db, requested);
  const missing = tables.filter((t) => !t.watched).map((t) => t.name);
  if (missing.length === 0) return new Set(tables.map((t) => t.name));
  await db.transaction().execute(async (trx) => {
    await sql`set local lock_timeout = '2s'`.execute(trx);
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(trx);
    await sql`create or replace function ${sql.id(FUNCTION)}() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, tg_table_name);
        return null;
      end $$`.execute(trx);
    // Another instance starting at once may have added some while this one waited for the lock.
    const again = await plainTables(trx, missing);
    for (const { name } of again.filter((t) => !t.watched)) {
      await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate
        on ${sql.table(name)} for each statement execute function ${sql.id(FUNCTION)}()`.execute(trx);
    }
  });
  return new Set(tables.map((t) => t.name));
}
