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

/** The plain tables among `tables` in the current schema: a view reads other tables, whose changes its own trigger would not see. */
async function plainTables(db: Kysely<Database>, tables: readonly string[]): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')
      and relname = any(${tables as string[]})`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** The tables among `tables` (of the current schema) that have the trigger. */
async function tablesWithTrigger(db: Kysely<Database>, tables: readonly string[]): Promise<Set<string>> {
  const rows = await sql<{ name: string }>`
    select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname = ${TRIGGER} and c.relnamespace = current_schema()::regnamespace
      and c.relname = any(${tables as string[]})`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

/**
 * Adds the trigger to the plain tables that lack it and answers the tables that have it (views and
 * missing tables never do). Usually nothing is
 * missing and this is one query. Otherwise it runs under the migrator's lock (instances starting at
 * once add each trigger once) and waits at most LOCK_TIMEOUT for a table's lock: a table busy in a
 * long transaction is simply not cached until the next start.
 */
export async function ensureChangeTriggers(
  db: Kysely<Database>,
  requested: readonly string[],
): Promise<Set<string>> {
  const tables = await plainTables(db, requested);
  const present = await tablesWithTrigger(db, tables);
  const missing = tables.filter((t) => !present.has(t));
  if (missing.length === 0) return present;
  await db.transaction().execute(async (trx) => {
    await sql`set local lock_timeout = '2s'`.execute(trx);
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(trx);
    await sql`create or replace function ${sql.id(FUNCTION)}() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, tg_table_name);
        return null;
      end $$`.execute(trx);
    const again = await tablesWithTrigger(trx, missing);
    for (const table of missing.filter((t) => !again.has(t))) {
      await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate
        on ${sql.table(table)} for each statement execute function ${sql.id(FUNCTION)}()`.execute(trx);
    }
  });
  return tablesWithTrigger(db, tables);
}
