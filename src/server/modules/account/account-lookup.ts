/**
 * Whether a username, email or mobile number is already held by an account (registration's
 * uniqueness). Compared without letter case for usernames and emails, so "Alice" cannot
 * register beside "alice"; every row counts, deleted ones too (the username index does as well).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { UniqueAccountField } from '../../../shared/account/unique-fields';

export async function accountValueTaken(
  db: Kysely<Database> | Transaction<Database>,
  field: UniqueAccountField,
  value: string,
): Promise<boolean> {
  const column = sql.ref(`sys_user.${field}`);
  const condition =
    field === 'phone' ? sql<boolean>`${column} = ${value}` : sql<boolean>`lower(${column}) = lower(${value})`;
  const row = await db.selectFrom('sys_user').select('id').where(condition).limit(1).executeTakeFirst();
  return row !== undefined;
}
