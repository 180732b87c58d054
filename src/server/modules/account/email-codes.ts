/**
 * One-time codes that prove an email is its account's (sys_email_code), made as the password-reset
 * codes are: 6 digits kept only as a keyed hash (HMAC with the install's JWT key, bound to the
 * account and the address), valid for EMAIL_CODE_TTL_MS, used once, dead after MAX_WRONG_TRIES wrong
 * tries; a newer code replaces older unused ones. Each state change is one conditional UPDATE, so
 * requests racing with the same code cannot both use it, nor guess more than the allowed tries.
 */
import type { FastifyInstance } from 'fastify';
import { codeHash, MAX_WRONG_TRIES, newCode, sameHex } from '../../auth/one-time-code';
import { newId } from '../../db/ids';

export const EMAIL_CODE_TTL_MS = 30 * 60_000;

function emailCodeHash(app: FastifyInstance, userId: string, email: string, code: string): string {
  return codeHash(app.secrets.jwtKey, ['email-code', userId, email.toLowerCase()], code);
}

/** A new code for the account's address (older unused ones stop working), answered in clear once. */
export async function issueEmailCode(app: FastifyInstance, userId: string, email: string): Promise<string> {
  const code = newCode();
  const now = new Date();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sys_email_code')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('sys_email_code')
      .values({
        id: newId(),
        user_id: userId,
        email,
        code_hash: emailCodeHash(app, userId, email, code),
        expires_at: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
      })
      .execute();
  });
  return code;
}

/**
 * Uses the account's current code when `code` is it: answers the address it was mailed to, or null
 * (wrong, expired, used, exhausted or none — on purpose the caller cannot tell which). A try is
 * reserved in the same UPDATE that checks the code is alive, so concurrent guesses share the limit.
 */
export async function useEmailCode(
  app: FastifyInstance,
  userId: string,
  code: string,
): Promise<string | null> {
  const now = new Date();
  const reserved = await app.db
    .updateTable('sys_email_code')
    .set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('sys_email_code')
        .select('id')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('create_time', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .where('failed_tries', '<', MAX_WRONG_TRIES)
    .returning(['id', 'code_hash', 'email'])
    .executeTakeFirst();
  if (!reserved) return null;
  const given = emailCodeHash(app, userId, reserved.email, code);
  if (!sameHex(reserved.code_hash, given)) return null;
  const used = await app.db
    .updateTable('sys_email_code')
    .set({ used_at: new Date() })
    .where('id', '=', reserved.id)
    .where('used_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
  return used?.email ?? null;
}
