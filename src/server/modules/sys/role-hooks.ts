/**
 * The built-in roles (sys_role.is_system: admin, staff and the customer roles, seeded) carry the
 * meaning of the account types, so they are kept: never deleted, alone or in a batch, and their
 * role_code never changes. Their name and descriptions stay editable. Answered 409/422 (not 403)
 * so the screens show the reason rather than a bare "access denied".
 */
import { HttpError } from '../../http/errors';
import { hookText, type EntityHooks } from '../crud/hooks';

const MSG = {
  noDelete: { 'zh-CN': '系统内置角色不能删除', 'en-US': 'Built-in system roles cannot be deleted' },
  codeFixed: {
    'zh-CN': '系统内置角色的角色编码不能修改',
    'en-US': 'The role code of a built-in system role cannot be changed',
  },
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
};

export const systemRoleHooks: EntityHooks = {
  async beforeDelete(ctx, ids) {
    const system = await ctx.db
      .selectFrom('sys_role')
      .select('role_name')
      .where('id', 'in', ids)
      .where('is_system', '=', true)
      .execute();
    if (system.length > 0) {
      const names = (system as Array<{ role_name: string }>).map((r) => r.role_name).join('、');
      throw new HttpError(409, `${hookText(ctx, MSG.noDelete)}: ${names}`);
    }
  },

  async beforeUpdate(ctx, columns, _input, id) {
    if (columns.role_code === undefined) return;
    const row = (await ctx.db
      .selectFrom('sys_role')
      .select(['role_code', 'is_system'])
      .where('id', '=', id)
      .executeTakeFirst()) as { role_code: string; is_system: boolean } | undefined;
    if (row?.is_system && row.role_code !== columns.role_code) {
      throw new HttpError(422, hookText(ctx, MSG.validation), [
        { field: 'roleCode', message: hookText(ctx, MSG.codeFixed) },
      ]);
    }
  },
};
