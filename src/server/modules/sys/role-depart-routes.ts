/**
 * GET /sys/role/queryall, GET /sys/sysDepart/queryTreeList, GET /sys/user/getCurrentUserDeparts,
 * PUT|POST /sys/selectDepart. Also wires the sys_role hooks (system roles are kept).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { invalidateUserCache } from '../../auth/session-invalidation';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { registerEntityHooks } from '../crud/hooks';
import { buildDepartTree } from './depart-tree';
import { systemRoleHooks } from './role-hooks';
import { readableRolesPredicate } from './role-visibility';
import { loadUserDeparts, loadUserInfo } from './user-info';

const MSG = {
  notYourDepart: { 'zh-CN': '您不属于该部门', 'en-US': 'You do not belong to this department' },
};

const selectDepartBody = {
  type: 'object',
  required: ['orgCode'],
  additionalProperties: false,
  properties: {
    orgCode: { type: 'string', minLength: 1, maxLength: 64 },
    username: { type: 'string', maxLength: 100 },
  },
} as const;

export default async function roleDepartRoutes(app: FastifyInstance): Promise<void> {
  // The role list (generic CRUD) shows a non-administrator only the roles they hold or may grant.
  registerEntityHooks(app, 'sys_role', { ...systemRoleHooks, rowScope: readableRolesPredicate });

  app.get(
    '/sys/sysDepart/queryTreeList',
    {
      config: { authenticated: true },
      schema: { tags: ['sys'], summary: 'The department tree (department pickers)' },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_depart')
        .select(['id', 'parent_id', 'depart_name', 'depart_name_en', 'org_code', 'sort_no'])
        .execute();
      return ok(buildDepartTree(rows, request.locale));
    },
  );

  app.get(
    '/sys/role/queryall',
    {
      config: { authenticated: true },
      schema: { tags: ['sys'], summary: 'The roles the caller holds or may grant (role pickers)' },
    },
    async (request) => {
      const readable = readableRolesPredicate(request.user);
      let query = app.db.selectFrom('sys_role').select(['id', 'role_name', 'role_code', 'description']);
      if (readable) query = query.where(() => readable);
      const roles = await query.orderBy('create_time').orderBy('role_code').execute();
      return ok(
        roles.map((r) => ({
          id: r.id,
          roleName: r.role_name,
          roleCode: r.role_code,
          description: r.description,
        })),
      );
    },
  );

  app.get(
    '/sys/user/getCurrentUserDeparts',
    {
      config: { authenticated: true },
      schema: { tags: ['sys'], summary: "The caller's departments and current orgCode" },
    },
    async (request) => {
      const list = await loadUserDeparts(app.db, request.user.id);
      const row = await app.db
        .selectFrom('sys_user')
        .select('org_code')
        .where('id', '=', request.user.id)
        .executeTakeFirstOrThrow();
      return ok({ list, orgCode: row.org_code });
    },
  );

  const selectDepart = async (request: FastifyRequest<{ Body: { orgCode: string; username?: string } }>) => {
    const user = request.user;
    // The username of the original call is accepted but may only name the caller.
    if (request.body.username !== undefined && request.body.username !== user.username) {
      throw new LocalizedHttpError(403, CATALOGUE.forbidden);
    }
    const departs = await loadUserDeparts(app.db, user.id);
    if (!departs.some((d) => d.orgCode === request.body.orgCode))
      throw new LocalizedHttpError(403, MSG.notYourDepart);
    await app.db
      .updateTable('sys_user')
      .set({ org_code: request.body.orgCode, update_by: user.username, update_time: new Date() })
      .where('id', '=', user.id)
      .execute();
    // Cached sessions of this user carry orgCode (data scoping by department reads it).
    await invalidateUserCache(app, user.id);
    return ok({ userInfo: await loadUserInfo(app.db, user.id) });
  };
  const options = {
    config: { authenticated: true },
    schema: { tags: ['sys'], summary: 'Choose the current department', body: selectDepartBody },
  };
  app.put('/sys/selectDepart', options, selectDepart);
  app.post('/sys/selectDepart', options, selectDepart);
}
