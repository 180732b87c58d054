/**
 * A user's roles and departments as the user form sends them: `selectedroles` and `selecteddeparts`
 * (JeecgBoot's names), comma-joined ids. Written inside the user write's transaction (crud hooks):
 * unknown ids are refused as field errors and nothing is written. A caller who is not an
 * administrator may only hand out roles whose permissions they hold themselves (never the admin
 * role) and departments within their own, so the user form cannot grant more than one has.
 */
import type { FieldError } from '../../../shared/envelope';
import { newId } from '../../db/ids';
import { HttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { hookText, type HookContext } from '../crud/hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { LooseDb } from '../crud/loose-db';

export const ROLES_FIELD = 'selectedroles';
export const DEPARTS_FIELD = 'selecteddeparts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const MSG = {
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  unknownRole: (ids: string[]): MessagePair => ({
    'zh-CN': `角色不存在：${ids.join(',')}`,
    'en-US': `No such role: ${ids.join(',')}`,
  }),
  unknownDepart: (ids: string[]): MessagePair => ({
    'zh-CN': `部门不存在：${ids.join(',')}`,
    'en-US': `No such department: ${ids.join(',')}`,
  }),
  roleBeyondOwn: {
    'zh-CN': '不能分配超出您自身权限的角色',
    'en-US': 'You cannot assign a role with permissions you do not hold',
  },
  departNotOwn: {
    'zh-CN': '只能分配您所属部门及其下级部门',
    'en-US': 'You can only assign your own departments and those under them',
  },
};

/** The ids a field holds: undefined when the field was not sent, [] when it was emptied. */
export function idList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  return [
    ...new Set(
      String(value)
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

interface RoleRow {
  id: string;
  role_code: string;
}

interface DepartRow {
  id: string;
  org_code: string;
}

async function rolesByIds(db: LooseDb, ids: string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .selectFrom('sys_role')
    .select(['id', 'role_code'])
    .where('id', 'in', ids)
    .execute()) as RoleRow[];
}

async function departsByIds(db: LooseDb, ids: string[]): Promise<DepartRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .selectFrom('sys_depart')
    .select(['id', 'org_code'])
    .where('id', 'in', ids)
    .execute()) as DepartRow[];
}

/** Does any of these roles carry a permission code the caller lacks (or the admin role itself)? */
async function exceedsCaller(ctx: HookContext, roles: RoleRow[]): Promise<boolean> {
  if (roles.some((r) => r.role_code === 'admin')) return true;
  if (roles.length === 0) return false;
  const rows = (await ctx.db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
    .select('p.perms')
    .distinct()
    .where(
      'rp.role_id',
      'in',
      roles.map((r) => r.id),
    )
    .where('p.status', '=', '1')
    .where('p.perms', 'is not', null)
    .execute()) as Array<{ perms: string }>;
  // perms may list several codes separated by commas (as load-user.ts reads them).
  const codes = rows.flatMap((r) =>
    r.perms
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  );
  return codes.some((code) => !ctx.user.permissions.has(code));
}

async function callerOrgCodes(db: LooseDb, userId: string): Promise<string[]> {
  const rows = (await db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select('d.org_code')
    .where('ud.user_id', '=', userId)
    .execute()) as Array<{ org_code: string }>;
  return rows.map((r) => r.org_code);
}

/** Field errors of the chosen ids: unknown ones, and for non-administrators what they may not grant. */
async function problems(
  ctx: HookContext,
  roleIds: string[] | undefined,
  departIds: string[] | undefined,
  roles: RoleRow[],
  departs: DepartRow[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const t = (pair: MessagePair) => hookText(ctx, pair);
  if (roleIds) {
    const found = new Set(roles.map((r) => r.id));
    const missing = roleIds.filter((id) => !found.has(id));
    if (missing.length > 0) errors.push({ field: ROLES_FIELD, message: t(MSG.unknownRole(missing)) });
    else if (!ctx.user.isAdmin && (await exceedsCaller(ctx, roles)))
      errors.push({ field: ROLES_FIELD, message: t(MSG.roleBeyondOwn) });
  }
  if (departIds) {
    const found = new Set(departs.map((d) => d.id));
    const missing = departIds.filter((id) => !found.has(id));
    if (missing.length > 0) errors.push({ field: DEPARTS_FIELD, message: t(MSG.unknownDepart(missing)) });
    else if (!ctx.user.isAdmin && departs.length > 0) {
      // Org codes nest by prefix (A01 → A01A01): a department under one of the caller's own.
      const own = await callerOrgCodes(ctx.db, ctx.user.id);
      if (departs.some((d) => !own.some((code) => d.org_code.startsWith(code))))
        errors.push({ field: DEPARTS_FIELD, message: t(MSG.departNotOwn) });
    }
  }
  return errors;
}

/**
 * Replaces the user's role and department sets that the input carries (a field not sent keeps
 * its set), and keeps org_code (the current department) among the chosen departments.
 */
export async function writeUserLinks(
  ctx: HookContext,
  userId: string,
  input: Record<string, unknown>,
): Promise<void> {
  const roleIds = idList(input[ROLES_FIELD]);
  const departIds = idList(input[DEPARTS_FIELD]);
  if (roleIds === undefined && departIds === undefined) return;
  const badIds = (ids: string[] | undefined) => ids?.filter((id) => !ID.test(id)) ?? [];
  const early: FieldError[] = [];
  if (badIds(roleIds).length > 0)
    early.push({ field: ROLES_FIELD, message: hookText(ctx, MSG.unknownRole(badIds(roleIds))) });
  if (badIds(departIds).length > 0)
    early.push({ field: DEPARTS_FIELD, message: hookText(ctx, MSG.unknownDepart(badIds(departIds))) });
  if (early.length > 0) throw new HttpError(422, hookText(ctx, MSG.validation), early);

  const roles = await rolesByIds(ctx.db, roleIds ?? []);
  const departs = await departsByIds(ctx.db, departIds ?? []);
  const errors = await problems(ctx, roleIds, departIds, roles, departs);
  if (errors.length > 0) throw new HttpError(422, hookText(ctx, MSG.validation), errors);

  const by = ctx.user.username;
  if (roleIds) {
    await ctx.db.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
    if (roleIds.length > 0) {
      await ctx.db
        .insertInto('sys_user_role')
        .values(roleIds.map((roleId) => ({ id: newId(), user_id: userId, role_id: roleId, create_by: by })))
        .execute();
    }
  }
  if (departIds) {
    await ctx.db.deleteFrom('sys_user_depart').where('user_id', '=', userId).execute();
    if (departIds.length > 0) {
      await ctx.db
        .insertInto('sys_user_depart')
        .values(departIds.map((depId) => ({ id: newId(), user_id: userId, dep_id: depId, create_by: by })))
        .execute();
    }
    const chosen = departIds.map((id) => departs.find((d) => d.id === id)!.org_code);
    const user = (await ctx.db
      .selectFrom('sys_user')
      .select('org_code')
      .where('id', '=', userId)
      .executeTakeFirst()) as { org_code: string | null } | undefined;
    const current = user?.org_code ?? null;
    if (current === null || !chosen.includes(current)) {
      await ctx.db
        .updateTable('sys_user')
        .set({ org_code: chosen[0] ?? null })
        .where('id', '=', userId)
        .execute();
    }
  }
}

/** `selectedroles` and `selecteddeparts`, comma-joined, on each user row (edit and detail forms). */
export async function addUserLinks(db: LooseDb, rows: Array<Record<string, unknown>>): Promise<void> {
  const ids = rows.map((r) => String(r.id));
  if (ids.length === 0) return;
  const roles = (await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'ur.role_id'])
    .where('ur.user_id', 'in', ids)
    .orderBy('r.create_time')
    .orderBy('r.role_code')
    .execute()) as Array<{ user_id: string; role_id: string }>;
  const departs = (await db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['ud.user_id', 'ud.dep_id'])
    .where('ud.user_id', 'in', ids)
    .orderBy('d.sort_no')
    .orderBy('d.org_code')
    .execute()) as Array<{ user_id: string; dep_id: string }>;
  for (const row of rows) {
    row[ROLES_FIELD] = roles
      .filter((r) => r.user_id === row.id)
      .map((r) => r.role_id)
      .join(',');
    row[DEPARTS_FIELD] = departs
      .filter((d) => d.user_id === row.id)
      .map((d) => d.dep_id)
      .join(',');
  }
}

/** The role ids of one user (GET /sys/user/queryUserRole). */
export async function userRoleIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('ur.role_id')
    .where('ur.user_id', '=', userId)
    .orderBy('r.create_time')
    .orderBy('r.role_code')
    .execute();
  return rows.map((r) => r.role_id);
}
