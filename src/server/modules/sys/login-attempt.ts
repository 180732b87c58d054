/**
 * One login attempt: lockout (5 consecutive failures lock for 15 minutes), Argon2id check and
 * the login log. Every refusal is the same to the caller (no user enumeration).
 */
import { sql, type Kysely } from 'kysely';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export type AttemptResult = { ok: true; userId: string } | { ok: false };

/** Why a login failed, for the log only; the caller always hears the generic message. */
type FailReason = 'unknown user' | 'locked' | 'wrong password' | 'frozen';

async function writeLog(
  db: Kysely<Database>,
  entry: { userId: string | null; username: string; success: boolean; message: string },
  client: ClientInfo,
): Promise<void> {
  await db
    .insertInto('sys_login_log')
    .values({
      id: newId(),
      user_id: entry.userId,
      username: entry.username.slice(0, 100),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      success: entry.success,
      message: entry.message,
      create_by: entry.username.slice(0, 64),
    })
    .execute();
}

/** Counts a failure atomically; the fifth in a row locks the account and restarts the count. */
async function recordFailure(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('sys_user')
    .set({
      failed_logins: sql<number>`case when failed_logins + 1 >= ${MAX_FAILED_LOGINS} then 0 else failed_logins + 1 end`,
      locked_until: sql<Date | null>`case when failed_logins + 1 >= ${MAX_FAILED_LOGINS} then now() + make_interval(mins => ${LOCK_MINUTES}) else locked_until end`,
    })
    .where('id', '=', userId)
    .execute();
}

export async function attemptLogin(
  db: Kysely<Database>,
  username: string,
  password: string,
  client: ClientInfo,
): Promise<AttemptResult> {
  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'password_hash', 'status', 'locked_until'])
    .where('username', '=', username)
    .where('del_flag', '=', '0')
    .executeTakeFirst();

  const fail = async (reason: FailReason, userId: string | null): Promise<AttemptResult> => {
    await writeLog(db, { userId, username, success: false, message: `login failed: ${reason}` }, client);
    return { ok: false };
  };

  if (!user) {
    await burnPasswordCheck(password);
    return fail('unknown user', null);
  }
  if (user.locked_until && user.locked_until.getTime() > Date.now()) {
    await burnPasswordCheck(password);
    return fail('locked', user.id);
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordFailure(db, user.id);
    return fail('wrong password', user.id);
  }
  if (user.status !== '1') return fail('frozen', user.id);

  await db.updateTable('sys_user').set({ failed_logins: 0, locked_until: null }).where('id', '=', user.id).execute();
  await writeLog(db, { userId: user.id, username, success: true, message: 'login succeeded' }, client);
  return { ok: true, userId: user.id };
}
