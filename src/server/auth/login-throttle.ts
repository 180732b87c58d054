/**
 * Throttling of password checks per (account, client address), as identity providers do it
 * instead of locking the whole account: a stranger's wrong guesses lock the stranger's address
 * only, so nobody can keep the owner (or the administrator) out from elsewhere.
 *
 * - FREE_FAILURES failures in a row from one address are free; each further one locks that pair
 *   for a growing delay: 1 min, 2, 4, 8 … capped at MAX_LOCK_SECONDS. A success from the pair, a
 *   quiet day, or an administrator (PUT /sys/user/unlock) clears it.
 * - A check is reserved BEFORE Argon2 runs, in one atomic upsert, and settled after it: the row
 *   lock serialises concurrent reservations, and a pair may have at most FREE_FAILURES failures and
 *   checks in flight together, so concurrent guesses never get more than FREE_FAILURES checks
 *   before the lock. Only a settled wrong password counts as a failure: concurrent correct logins
 *   of one account from one address (a shared office address) wait for a free check, never lock.
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

/** A reservation older than this belongs to a check that never settled (its process died). */
const STALE_CHECK = sql`interval '1 minute'`;
/** How long a check waits for one of the pair's checks in flight to settle before it gives up. */
export const CHECK_WAIT_MS = 10_000;

const T = 'sys_login_throttle';
const forgotten = sql<boolean>`${sql.ref(`${T}.last_failure`)} < now() - ${FORGET_AFTER}`;
/** The pair's failures, forgotten after a quiet day. */
const failuresNow = sql<number>`(case when ${forgotten} then 0 else ${sql.ref(`${T}.failures`)} end)`;
/** The pair's checks in flight, dropped when the newest is stale. */
const checkingNow = sql<number>`(case when ${sql.ref(`${T}.checking_since`)} < now() - ${STALE_CHECK} then 0 else ${sql.ref(`${T}.checking`)} end)`;

/** Reserves one check of the pair if it may run now; false when it may not (locked, or too many in flight). */
async function tryReserve(db: Kysely<Database>, userId: string, ip: string): Promise<boolean> {
  const row = await db
    .insertInto('sys_login_throttle')
    .values({
      user_id: userId,
      ip,
      failures: 0,
      checking: 1,
      checking_since: sql<Date>`now()`,
      locked_until: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'ip'])
        .doUpdateSet({
          failures: failuresNow,
          checking: sql<number>`${checkingNow} + 1`,
          checking_since: sql<Date>`now()`,
        })
        .where((eb) =>
          eb.and([
            eb.or([eb(`${T}.locked_until`, 'is', null), eb(`${T}.locked_until`, '<=', sql<Date>`now()`)]),
            // Below the free failures: as many checks in flight as failures are left. Past them (a
            // lock has run out): one check at a time, each failure locking again for longer.
            sql<boolean>`(${failuresNow} + ${checkingNow} < ${FREE_FAILURES} or (${failuresNow} >= ${FREE_FAILURES} and ${checkingNow} = 0))`,
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

async function isLocked(db: Kysely<Database>, userId: string, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_login_throttle')
    .select(sql<boolean>`locked_until is not null and locked_until > now()`.as('locked'))
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row?.locked ?? false;
}

/**
 * Reserves one password check of the pair before it is made. False: the pair is locked (or its
 * checks in flight did not settle within CHECK_WAIT_MS): do not check, answer as for a wrong
 * password. Every true must be followed by `settlePasswordCheck`.
 */
export async function reservePasswordCheck(
  db: Kysely<Database>,
  userId: string,
  ip: string | null | undefined,
): Promise<boolean> {
  const key = addressKey(ip);
  const deadline = Date.now() + CHECK_WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    if (await tryReserve(db, userId, key)) return true;
    if ((await isLocked(db, userId, key)) || Date.now() >= deadline) return false;
    // Checks of the pair are in flight: one of them settles within an Argon2 verification.
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Settles a reserved check: a correct password forgives the pair's failures; a wrong one counts,
 * and the FREE_FAILURES-th and every later one lock the pair for 1 min, 2, 4 … up to MAX_LOCK_SECONDS.
 */
export async function settlePasswordCheck(
  db: Kysely<Database>,
  userId: string,
  ip: string | null | undefined,
  correct: boolean,
): Promise<void> {
  const done = sql<number>`greatest(${sql.ref('checking')} - 1, 0)`;
  const update = db
    .updateTable('sys_login_throttle')
    .where('user_id', '=', userId)
    .where('ip', '=', addressKey(ip));
  if (correct) {
    await update.set({ failures: 0, locked_until: null, checking: done }).execute();
    return;
  }
  const next = sql<number>`(case when ${sql.ref('last_failure')} < now() - ${FORGET_AFTER} then 1 else ${sql.ref('failures')} + 1 end)`;
  await update
    .set({
      failures: next,
      checking: done,
      last_failure: sql<Date>`now()`,
      locked_until: sql<Date | null>`case when ${next} >= ${FREE_FAILURES}
        then now() + make_interval(secs => least(${MAX_LOCK_SECONDS}, ${FIRST_LOCK_SECONDS} * power(2, ${next} - ${FREE_FAILURES})))
        else null end`,
    })
    .execute();
}

/**
 * Runs `verify` as the pair's reserved check and settles it by the answer; a check that throws (it
 * could not be made) gives its reservation back without counting.
 */
export async function settledCheck(
  db: Kysely<Database>,
  userId: string,
  ip: string | null | undefined,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  let correct: boolean;
  try {
    correct = await verify();
  } catch (error) {
    await db
      .updateTable('sys_login_throttle')
      .set({ checking: sql<number>`greatest(${sql.ref('checking')} - 1, 0)` })
      .where('user_id', '=', userId)
      .where('ip', '=', addressKey(ip))
      .execute();
    throw error;
  }
  await settlePasswordCheck(db, userId, ip, correct);
  return correct;
}

/** An administrator lifts every lock of these accounts (and the foundation's account-wide one). */
export async function unlockAccounts(db: Kysely<Database>, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const removed = await db
    .deleteFrom('sys_login_throttle')
    .where('user_id', 'in', userIds)
    .executeTakeFirst();
  await db
    .updateTable('sys_user')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', 'in', userIds)
    .execute();
  return Number(removed.numDeletedRows);
}
