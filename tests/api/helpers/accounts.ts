/** Extra accounts for API suites: a colleague in the demo customer's own company. */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../src/server/auth/passwords';
import { newId } from '../../../src/server/db/ids';
import type { Database } from '../../../src/server/db/types';
import { roleId } from '../../../src/server/seed/roles';

/** A customer sub-account of `companyId` (not the uploader, not an admin); answers its login. */
export async function sameCompanyColleague(
  db: Kysely<Database>,
  companyId: string,
  tag = 'colleague',
): Promise<{ username: string; password: string; userId: string }> {
  const userId = newId();
  const username = `${tag}_sub`;
  const password = 'Colleague#Pass123';
  await db
    .insertInto('sys_user')
    .values({
      id: userId,
      username,
      realname: tag,
      password_hash: await hashPassword(password),
      user_type: 'customer_sub',
      company_id: companyId,
      status: '1',
      del_flag: '0',
    })
    .execute();
  await db
    .insertInto('sys_user_role')
    .values({ id: newId(), user_id: userId, role_id: roleId('customer_sub') })
    .execute();
  return { username, password, userId };
}

/**
 * As after the user's first login: they have changed the password someone else chose, so the
 * must-change flag (sys_user.must_change_password) no longer keeps their session to the change.
 */
export async function passwordChangedByUser(db: Kysely<Database>, username: string): Promise<void> {
  await db
    .updateTable('sys_user')
    .set({ must_change_password: false })
    .where('username', '=', username)
    .execute();
}

/** Where the demo accounts sit: the staff account's division and the demo customer's company. */
export async function demoPlaces(
  db: Kysely<Database>,
  seed: { staff: { username: string }; customer: { username: string } },
): Promise<{ division: string; companyId: string }> {
  const staff = await db
    .selectFrom('sys_user')
    .select(['division_id'])
    .where('username', '=', seed.staff.username)
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom('sys_user')
    .select(['company_id'])
    .where('username', '=', seed.customer.username)
    .executeTakeFirstOrThrow();
  return { division: staff.division_id!, companyId: customer.company_id! };
}
