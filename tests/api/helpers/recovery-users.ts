/** Accounts for the password-reset and phone-login suites: each test its own, so limits per account do not meet. */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../src/server/auth/passwords';
import { newId } from '../../../src/server/db/ids';
import type { Database } from '../../../src/server/db/types';
import { roleId } from '../../../src/server/seed/roles';
import { DEMO_COMPANY_ID } from '../../../src/server/seed/users';

export interface TestUser {
  id: string;
  username: string;
  password: string;
  email: string | null;
  phone: string | null;
}

export const START_PASSWORD = 'Start#Pass123';

export async function addCustomer(
  db: Kysely<Database>,
  username: string,
  /** emailVerified: whether the owner proved the address (default yes, as an operator's data would be). */
  extra: { email?: string; phone?: string; status?: '1' | '2'; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const id = newId();
  await db
    .insertInto('sys_user')
    .values({
      id,
      username,
      realname: username,
      password_hash: await hashPassword(START_PASSWORD),
      user_type: 'customer_sub',
      company_id: DEMO_COMPANY_ID,
      email: extra.email ?? null,
      email_verified_at: extra.email && extra.emailVerified !== false ? new Date() : null,
      phone: extra.phone ?? null,
      status: extra.status ?? '1',
      del_flag: '0',
    })
    .execute();
  await db
    .insertInto('sys_user_role')
    .values({ id: newId(), user_id: id, role_id: roleId('customer_sub') })
    .execute();
  return { id, username, password: START_PASSWORD, email: extra.email ?? null, phone: extra.phone ?? null };
}
