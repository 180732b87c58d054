/**
 * One login attempt: throttling per (account, client address) with growing delays
 * (auth/login-throttle.ts), Argon2id check and the login log. Every refusal is the same to the
 * caller (no user enumeration) except a frozen account, which is told so only after its password
 * was verified: whoever hears it already holds the credentials. The log stores an outcome code of
 * the `login_result` dictionary, so its list shows the text in the reader's language.
 */
import type { Kysely } from 'kysely';
import { reservePasswordCheck, settledCheck } from '../../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** `frozen`: the right password of a frozen account (the only refusal the caller may learn). */
export type AttemptResult = { ok: true; userId: string } | { ok: false; frozen: boolean };

/**
 * The values of the `login_result` dictionary (schemas/dicts/system.json, which holds their texts):
 * the codes this module writes. tests/unit/dicts-data.test.ts keeps the two equal.
 */
export const LOGIN_RESULT_CODES = [
  'success',
  'wrong_password',
  'locked',
  'frozen',
  'unknown_user',
  'logout',
] as const;

export type LoginResultCode = (typeof LOGIN_RESULT_CODES)[number];

type FailReason = Exclude<LoginResultCode, 'success' | 'logout'>;

export async function writeLoginLog(
  db: Kysely<Database>,
  entry: { userId: string | null; username: string; success: boolean; message: LoginResultCode },
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

export async function attemptLogin(
  db: Kysely<Database>,
  username: string,
  password: string,
  client: ClientInfo,
  /** Aborts when the client hangs up: a check still queued for Argon2 is then dropped. */
  clientGone?: AbortSignal,
): Promise<AttemptResult> {
  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'password_hash', 'status'])
    .where('username', '=', username)
    .where('del_flag', '=', '0')
    .executeTakeFirst();

  const fail = async (reason: FailReason, userId: string | null): Promise<AttemptResult> => {
    await writeLoginLog(db, { userId, username, success: false, message: reason }, client);
    return { ok: false, frozen: reason === 'frozen' };
  };

  if (!user) {
    await burnPasswordCheck(password, clientGone);
    return fail('unknown_user', null);
  }
  if (!(await reservePasswordCheck(db, user.id, client.ip))) {
    await burnPasswordCheck(password, clientGone);
    return fail('locked', user.id);
  }
  if (
    !(await settledCheck(db, user.id, client.ip, () =>
      verifyPassword(user.password_hash, password, clientGone),
    ))
  )
    return fail('wrong_password', user.id);
  if (user.status !== '1') return fail('frozen', user.id);

  await writeLoginLog(db, { userId: user.id, username, success: true, message: 'success' }, client);
  return { ok: true, userId: user.id };
}
