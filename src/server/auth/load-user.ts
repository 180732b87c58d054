/** Loads the SessionUser of a live session: user row, role codes and permission codes (cached per session by auth/authenticate.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from './session-user';

/** The code of the built-in administrator role (seed/roles.ts), honoured only with is_system. */
const ADMIN_ROLE_CODE = 'admin';

export async function loadSessionUser(
  db: Kysely<Database>,
  userId: string,
  tokenId: string,
): Promise<SessionUser | null> {
  const user = await db
    .selectFrom('sys_user')
    .select([
      'id',
      'username',
      'realname',
      'user_type',
      'company_id',
      'division_id',
      'org_code',
      'status',
      'must_change_password',
    ])
    .where('id', '=', userId)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (!user || user.status !== '1') return null;

  const [roles, perms] = await Promise.all([
    db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select(['r.role_code', 'r.is_system'])
      .where('ur.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role_permission as rp', 'rp.role_id', 'ur.role_id')
      .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
      .select('p.perms')
      .distinct()
      .where('ur.user_id', '=', userId)
      .where('p.status', '=', '1')
      .where('p.perms', 'is not', null)
      .execute(),
  ]);
  const roleCodes = roles.map((r) => r.role_code);
  // Administrator rights come from the account type or the built-in admin role (is_system, whose
  // code is read-only: sys/role-hooks.ts), never from a code string alone: a custom role someone
  // names 'admin' (possible on an install whose built-in role was renamed before 0110) grants nothing.
  const adminRole = roles.some((r) => r.is_system && r.role_code === ADMIN_ROLE_CODE);
  // perms may list several codes separated by commas (JeecgBoot convention).
  const permissions = new Set(
    perms.flatMap((p) =>
      (p.perms ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  );
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    userType: user.user_type,
    isAdmin: user.user_type === 'admin' || adminRole,
    companyId: user.company_id,
    divisionId: user.division_id,
    orgCode: user.org_code,
    roles: roleCodes,
    permissions,
    mustChangePassword: user.must_change_password,
    tokenId,
  };
}
