/**
 * A role's menus and buttons as the role form sends them: `permissionIds`, comma-joined
 * sys_permission ids (a virtual field of sys_role). Written inside the role write's transaction
 * (crud hooks): unknown ids are refused as a field error and nothing is written. A caller who is not
 * an administrator may grant or withdraw only entries they hold themselves (through their own
 * roles), so the role screen cannot hand out more than its user has (403).
 */
import { newId } from '../../db/ids';
import { HttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { hookText, type HookContext } from '../crud/hooks';
import { typed, type TypedDb } from '../crud/loose-db';
import { idList } from './user-links';

export const PERMISSIONS_FIELD = 'permissionIds';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const MSG = {
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  unknown: (ids: string[]): MessagePair => ({
    'zh-CN': `菜单或按钮不存在：${ids.join(',')}`,
    'en-US': `No such menu or button: ${ids.join(',')}`,
  }),
  notHeld: {
    'zh-CN': '不能授予或收回您自身不具备的权限',
    'en-US': 'You cannot grant or withdraw permissions you do not hold yourself',
  },
};

/** The sys_permission ids granted to a role, in menu order. */
async function grantedIds(db: TypedDb, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
    .select('rp.permission_id')
    .where('rp.role_id', '=', roleId)
    .orderBy('p.sort_no')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.permission_id);
}

/** The entries the caller holds: granted to any of their roles. */
export async function heldPermissionIds(db: TypedDb, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
    .select('rp.permission_id')
    .distinct()
    .where('ur.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.permission_id));
}

/** Replaces the role's grants with the ids the input carries (not sent: kept as they are). */
export async function writeRolePermissions(
  ctx: HookContext,
  roleId: string,
  input: Record<string, unknown>,
): Promise<void> {
  const ids = idList(input[PERMISSIONS_FIELD]);
  if (ids === undefined) return;
  const db = typed(ctx.db);
  const fieldError = (pair: MessagePair) =>
    new HttpError(422, hookText(ctx, MSG.validation), [
      { field: PERMISSIONS_FIELD, message: hookText(ctx, pair) },
    ]);
  const malformed = ids.filter((id) => !ID.test(id));
  if (malformed.length > 0) throw fieldError(MSG.unknown(malformed));
  const found =
    ids.length === 0
      ? []
      : await db.selectFrom('sys_permission').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw fieldError(MSG.unknown(missing));

  const before = await grantedIds(db, roleId);
  const wanted = new Set(ids);
  const added = ids.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !wanted.has(id));
  if (added.length === 0 && removed.length === 0) return;
  if (!ctx.user.isAdmin) {
    const held = await heldPermissionIds(db, ctx.user.id);
    if ([...added, ...removed].some((id) => !held.has(id)))
      throw new HttpError(403, hookText(ctx, MSG.notHeld));
  }
  if (removed.length > 0) {
    await db
      .deleteFrom('sys_role_permission')
      .where('role_id', '=', roleId)
      .where('permission_id', 'in', removed)
      .execute();
  }
  if (added.length > 0) {
    await db
      .insertInto('sys_role_permission')
      .values(
        added.map((permissionId) => ({
          id: newId(),
          role_id: roleId,
          permission_id: permissionId,
          create_by: ctx.user.username,
        })),
      )
      .execute();
  }
}

/** `permissionIds`, comma-joined, on each role row (edit and detail forms). */
export async function addRolePermissions(db: TypedDb, rows: Array<Record<string, unknown>>): Promise<void> {
  const ids = rows.map((r) => String(r.id));
  if (ids.length === 0) return;
  const grants = await db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
    .select(['rp.role_id', 'rp.permission_id'])
    .where('rp.role_id', 'in', ids)
    .orderBy('p.sort_no')
    .orderBy('p.id')
    .execute();
  for (const row of rows) {
    row[PERMISSIONS_FIELD] = grants
      .filter((g) => g.role_id === row.id)
      .map((g) => g.permission_id)
      .join(',');
  }
}
