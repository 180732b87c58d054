/**
 * Password checks in flight per (account, client address), beside the verified failures: a check is
 * reserved before Argon2 runs and settled after it, so concurrent guesses stay bounded while only a
 * verified wrong password counts towards the lock (concurrent correct logins used to lock the pair).
 * `checking_since` lets a reservation whose process died age out.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sys_login_throttle')
    .addColumn('checking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checking_since', 'timestamptz')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sys_login_throttle')
    .dropColumn('checking')
    .dropColumn('checking_since')
    .execute();
}
