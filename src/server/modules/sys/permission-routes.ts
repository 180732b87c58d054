/**
 * The menu screen's server side: the sys_permission hooks (permission-hooks.ts), the role's
 * `permissionIds` (role-permission-links.ts) added to the sys_role hooks, and
 * GET /sys/permission/queryTreeList, the menu and button tree of the pickers. A non-administrator
 * sees only the entries they hold, which are also the only ones they may grant.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { registerEntityHooks } from '../crud/hooks';
import { typed } from '../crud/loose-db';
import { permissionHooks } from './permission-hooks';
import { buildPermissionTree, type PermissionRow } from './permission-tree';
import { addRolePermissions, heldPermissionIds, writeRolePermissions } from './role-permission-links';

const ROLE_PERMISSIONS_PART = 'permission-links';

export default async function permissionRoutes(app: FastifyInstance): Promise<void> {
  registerEntityHooks(app, 'sys_permission', permissionHooks);
  // A part of the role's hooks beside role-depart-routes.ts's built-in roles (crud/hook-parts.ts).
  registerEntityHooks(
    app,
    'sys_role',
    {
      afterInsert: writeRolePermissions,
      afterUpdate: writeRolePermissions,
      decorateRows: (ctx, rows) => addRolePermissions(typed(ctx.db), rows),
    },
    { part: ROLE_PERMISSIONS_PART },
  );

  app.get(
    '/sys/permission/queryTreeList',
    {
      config: { permission: ['system:role:add', 'system:role:edit', 'system:permission:list'] },
      schema: { tags: ['sys'], summary: 'The menu and button tree (role grants, parent menu picker)' },
    },
    async (request) => {
      let query = app.db
        .selectFrom('sys_permission')
        .select(['id', 'parent_id', 'name', 'name_en', 'menu_type', 'perms', 'sort_no', 'status']);
      if (!request.user.isAdmin) {
        const held = [...(await heldPermissionIds(app.db, request.user.id))];
        if (held.length === 0) return ok([]);
        query = query.where('id', 'in', held);
      }
      const rows: PermissionRow[] = await query.execute();
      return ok(buildPermissionTree(rows, request.locale));
    },
  );
}
