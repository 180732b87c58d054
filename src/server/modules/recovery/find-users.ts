/** Who an account name or a mobile number names, for the recovery and phone-login routes. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export interface FoundUser {
  id: string;
  username: string;
  email: string | null;
  /** When the owner proved the email is theirs; recovery mails only a verified address. */
  email_verified_at: Date | null;
  status: string;
}

/**
 * The account by username, else by verified email (any letter case). An address typed into an
 * account but never verified names nobody: whoever typed someone else's address must not receive
 * that person's recovery. An email several accounts share names none of them.
 */
export async function findByAccount(db: Kysely<Database>, account: string): Promise<FoundUser | null> {
  const byName = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'email', 'email_verified_at', 'status'])
    .where('username', '=', account)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (byName) return byName;
  if (!account.includes('@')) return null;
  const byEmail = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'email', 'email_verified_at', 'status'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', account.toLowerCase()))
    .where('email_verified_at', 'is not', null)
    .where('del_flag', '=', '0')
    .limit(2)
    .execute();
  return byEmail.length === 1 ? byEmail[0]! : null;
}

/** The one account with this mobile number; none when no account or several have it. */
export async function findByMobile(db: Kysely<Database>, mobile: string): Promise<FoundUser | null> {
  const rows = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'email', 'email_verified_at', 'status'])
    .where('phone', '=', mobile)
    .where('del_flag', '=', '0')
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]! : null;
}
