/**
 * One email, one account, on every write that sets an address (registration, the user and the
 * sub-account forms, the import): compared without letter case, deleted accounts included (as the
 * username index does). Writers hold a transaction-scoped advisory lock per address while they
 * check and write, so two writers racing with the same address queue and the second sees the first.
 * An address that changes loses its verification (email_verified_at): the new one is unproven.
 * The database backs the part that matters for sign-in and recovery: at most one account holds an
 * address verified (sys_user_verified_email_uidx).
 */
import { sql, type RawBuilder } from 'kysely';
import type { MessagePair } from '../../http/i18n';

/** Anything a raw statement runs on: Kysely, a transaction, the CRUD's loose handle. */
type Executor = Parameters<RawBuilder<unknown>['execute']>[0];

export const EMAIL_TAKEN: MessagePair = {
  'zh-CN': '该邮箱已被其他账号使用',
  'en-US': 'This email is already used by another account',
};

/** The address as stored and compared: trimmed; empty means none. */
export function emailValue(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim();
  return email === '' ? null : email;
}

/** Holds the address until the transaction ends: every writer of it queues here. */
export async function lockEmail(db: Executor, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sys_user_email:${email.toLowerCase()}`}))`.execute(db);
}

/**
 * Locks the address for the rest of the transaction and answers whether an account other than
 * `exceptUserId` holds it.
 */
export async function emailTakenLocked(
  db: Executor,
  email: string,
  exceptUserId: string | null,
): Promise<boolean> {
  await lockEmail(db, email);
  const found = await sql<{ id: string }>`
    select id from sys_user
    where lower(email) = ${email.toLowerCase()} and (${exceptUserId}::varchar is null or id <> ${exceptUserId})
    limit 1`.execute(db);
  return found.rows.length > 0;
}

/** The current address of an account, for telling whether an edit changes it. */
export async function currentEmail(db: Executor, userId: string): Promise<string | null> {
  const found = await sql<{ email: string | null }>`select email from sys_user where id = ${userId}`.execute(
    db,
  );
  return emailValue(found.rows[0]?.email ?? null);
}
