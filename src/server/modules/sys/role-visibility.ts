/**
 * Which roles a non-administrator may read (role pickers, the role list): the roles they hold and
 * those they may grant — every enabled permission of the role is one they hold themselves, as
 * user-links.ts requires for assigning it — never the administrator role. Administrators read all.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user';

export function readableRolesPredicate(user: SessionUser): Expression<SqlBool> | null {
  if (user.isAdmin) return null;
  const held =
    user.roles.length > 0
      ? sql<SqlBool>`${sql.ref('sys_role.role_code')} in (${sql.join(user.roles)})`
      : sql<SqlBool>`false`;
  const codes = [...user.permissions];
  // A permission the user lacks (a comma list of codes counts as lacking unless held verbatim).
  const lacking = codes.length > 0 ? sql<SqlBool>`p.perms not in (${sql.join(codes)})` : sql<SqlBool>`true`;
  const grantable = sql<SqlBool>`not exists (
    select 1 from sys_role_permission rp join sys_permission p on p.id = rp.permission_id
    where rp.role_id = ${sql.ref('sys_role.id')} and p.status = '1' and p.perms is not null and ${lacking})`;
  return sql<SqlBool>`(${sql.ref('sys_role.role_code')} <> 'admin' and (${held} or ${grantable}))`;
}
