/**
 * Throttling of password checks per (account, client address), as identity providers do it
 * instead of locking the whole account: a stranger's wrong guesses lock the stranger's address
 * only, so nobody can keep the owner (or the administrator) out from elsewhere.
 *
 * - FREE_FAILURES failures in a row from one address are free; each further one locks that pair
 *   for a growing delay: 1 min, 2, 4, 8 … capped at MAX_LOCK_SECONDS. A success from the pair, a
 *   quiet day, or an administrator (PUT /sys/user/unlock) clears it.
 * - A check is reserved BEFORE Argon2 runs, in one atomic upsert: the row lock serialises
 *   concurrent guesses, so exactly FREE_FAILURES checks happen before the lock, never more. A
 *   successful check then clears the reservation it made.
 * - No account-wide lock: distributed guessing is bounded by the per-address rate limit of
 *   /sys/login and by the password policy, not by a lock anyone could trigger.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export const FREE_FAILURES = 5;
export const FIRST_LOCK_SECONDS = 60;
export const MAX_LOCK_SECONDS = 3_600;
/** Failures older than this are forgotten on the next one. */
const FORGET_AFTER = sql`interval '1 day'`;

/** Addresses are stored as text; an unknown one is '' (still one pair, never "everyone"). */
function addressKey(ip: string | null | undefined): string {
  return (ip ?? '').slice(0, 64);
}

/**
 * Counts one password check of the pair before it is made. False: the pair is locked, do not
 * check (answer as for a wrong password). The failure count becomes final unless
 * `clearFailures` follows a correct password.
 */
export async function reservePasswordCheck(db: Kysely<Database>, userId: string, ip: string | null | undefined): Promise<boolean> {
  const t = 'sys_login_throttle';
  const next = sql<number>`case when ${sql.ref(`${t}.last_failure`)} < now() - ${FORGET_AFTER} then 1 else ${sql.ref(`${t}.failures`)} + 1 end`;
  const row = await db
    .insertInto('sys_login_throttle')
    .values({ user_id: userId, ip: addressKey(ip), failures: 1, locked_until: null })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'ip'])
        .doUpdateSet({
          failures: next,
          locked_until: sql<Date | null>`case when ${next} >= ${FREE_FAILURES}
            then now() + make_interval(secs => least(${MAX_LOCK_SECONDS}, ${FIRST_LOCK_SECONDS} * power(2, ${next} - ${FREE_FAILURES})))
            else null end`,
          last_failure: sql<Date>`now()`,
        })
        .where((eb) => eb.or([eb(`${t}.locked_until`, 'is', null), eb(`${t}.locked_until`, '<=', sql<Date>`now()`)])),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/** After a correct password from the pair: its failures are forgiven. */
export async function clearFailures(db: Kysely<Database>, userId: string, ip: string | null | undefined): Promise<void> {
  await db.deleteFrom('sys_login_throttle').where('user_id', '=', userId).where('ip', '=', addressKey(ip)).execute();
}

/** An administrator lifts every lock of these accounts (and the foundation's account-wide one). */
export async function unlockAccounts(db: Kysely<Database>, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const removed = await db.deleteFrom('sys_login_throttle').where('user_id', 'in', userIds).executeTakeFirst();
  await db.updateTable('sys_user').set({ failed_logins: 0, locked_until: null }).where('id', 'in', userIds).execute();
  return Number(removed.numDeletedRows);
}
