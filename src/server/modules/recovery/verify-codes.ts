/**
 * One-time verification codes (sys_reset_code): 6 digits, kept only as a keyed hash (HMAC with the
 * install's JWT key, so a leaked table does not give the codes away by trying all 10^6), valid for
 * a while, used once, dead after MAX_WRONG_TRIES wrong tries. A newer code replaces older unused
 * ones of the same purpose and target. Every state change is one conditional UPDATE, so two
 * requests racing with the same code cannot both use it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { codeHash, MAX_WRONG_TRIES, newCode, sameHex } from '../../auth/one-time-code';
import { newId } from '../../db/ids';
import type { Database, SysResetCodeTable } from '../../db/types';

export type CodePurpose = SysResetCodeTable['purpose'];

export { MAX_WRONG_TRIES };
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  password_reset: 10 * 60_000,
  phone_login: 5 * 60_000,
};
/** How long the reset token the right code gives may wait for the new password. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

function verifyCodeHash(app: FastifyInstance, purpose: CodePurpose, target: string, code: string): string {
  return codeHash(app.secrets.jwtKey, ['verify-code', purpose, target], code);
}

/** The reset token has 256 random bits: a plain hash is enough to keep it unusable from the table. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a new code for the target (older unused ones stop working) and answers it in clear, once. */
export async function issueCode(app: FastifyInstance, purpose: CodePurpose, target: string): Promise<string> {
  const code = newCode();
  const now = new Date();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sys_reset_code')
      .set({ used_at: now })
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('sys_reset_code')
      .values({
        id: newId(),
        purpose,
        target,
        code_hash: verifyCodeHash(app, purpose, target, code),
        expires_at: new Date(now.getTime() + CODE_TTL_MS[purpose]),
      })
      .execute();
  });
  return code;
}

/**
 * Uses the target's current code when `code` is it: answers the row id, or null for a wrong,
 * expired, used or exhausted code (or none at all — the caller cannot tell which, on purpose).
 *
 * A try is reserved before the comparison, in the same conditional UPDATE that checks the code is
 * still alive: concurrent guesses each take one of the MAX_WRONG_TRIES reservations (the row lock
 * re-checks the count for every waiting UPDATE), so however many arrive at once, at most that many
 * are ever compared. The right code spends its reservation too; it is used at once, so it does not
 * matter.
 */
export async function useCode(
  app: FastifyInstance,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<string | null> {
  const now = new Date();
  const reserved = await app.db
    .updateTable('sys_reset_code')
    .set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('sys_reset_code')
        .select('id')
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('create_time', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .where('failed_tries', '<', MAX_WRONG_TRIES)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  const given = verifyCodeHash(app, purpose, target, code);
  if (!reserved || !sameHex(reserved.code_hash, given)) return null;
  const used = await app.db
    .updateTable('sys_reset_code')
    .set({ used_at: new Date() })
    .where('id', '=', reserved.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used?.id ?? null;
}

/** Gives a used reset code its one-time reset token (answered in clear, once). */
export async function issueResetToken(app: FastifyInstance, codeId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await app.db
    .updateTable('sys_reset_code')
    .set({ token_hash: tokenHash(token), token_expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
    .where('id', '=', codeId)
    .execute();
  return token;
}

/** The user id a live, unused reset token belongs to, or null. */
export async function resetTokenUser(
  app: FastifyInstance,
  token: string,
): Promise<{ codeId: string; userId: string } | null> {
  const row = await app.db
    .selectFrom('sys_reset_code')
    .select(['id', 'target'])
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', 'password_reset')
    .where('token_used_at', 'is', null)
    .where('token_expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { codeId: row.id, userId: row.target } : null;
}

/** Marks the reset token used inside the password write; false when another request used it first. */
export async function consumeResetToken(trx: Kysely<Database>, codeId: string): Promise<boolean> {
  const used = await trx
    .updateTable('sys_reset_code')
    .set({ token_used_at: new Date() })
    .where('id', '=', codeId)
    .where('token_used_at', 'is', null)
    .where('token_expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
