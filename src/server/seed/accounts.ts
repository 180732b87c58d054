/**
 * One seeded account: the user with a random password, its role and departments. Both the
 * start-up accounts (users.ts) and the pending demo company (demo-company.ts) create accounts
 * here, so neither has to import the other for it.
 */
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords';
import { newId } from '../db/ids';
import type { Database, UserType } from '../db/types';
import { departId } from './departs';
import { roleId } from './roles';

export interface Credentials {
  username: string;
  password: string;
}

interface NewAccount {
  username: string;
  realname: string;
  userType: UserType;
  companyId?: string | null;
  divisionOrgCode?: string | null;
  orgCodes?: string[];
}

/** Creates the user with a random password, its role and departments; null when the username exists. */
export async function createAccount(db: Kysely<Database>, account: NewAccount): Promise<Credentials | null> {
  const exists = await db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', account.username)
    .executeTakeFirst();
  if (exists) return null;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const id = newId();
  const orgCodes = account.orgCodes ?? [];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sys_user')
      .values({
        id,
        username: account.username,
        realname: account.realname,
        password_hash: passwordHash,
        user_type: account.userType,
        company_id: account.companyId ?? null,
        division_id: account.divisionOrgCode ? departId(account.divisionOrgCode) : null,
        org_code: orgCodes[0] ?? null,
        password_changed_at: new Date(),
        create_by: 'system',
      })
      .execute();
    await trx
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: id, role_id: roleId(account.userType) })
      .execute();
    if (orgCodes.length > 0) {
      await trx
        .insertInto('sys_user_depart')
        .values(orgCodes.map((code) => ({ id: newId(), user_id: id, dep_id: departId(code) })))
        .execute();
    }
  });
  return { username: account.username, password };
}
