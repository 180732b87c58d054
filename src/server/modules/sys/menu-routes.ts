/**
 * GET /sys/permission/getCustomerMenu: the caller's menu tree and button permissions; `allAuth`
 * lists every button for administrators only.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SysPermission } from '../../db/types';
import type { SessionUser } from '../../auth/session-user';
import { ok } from '../../http/envelope';
import { CUSTOMER_USER_TYPES } from '../../../shared/user/user-type';
import { buildMenuTree } from './menu-tree';

/**
 * Enabled entries reachable through the user's roles. An admin reaches every enabled entry but the
 * customers' own pages (granted to customer roles only: 企业信息, 我的证书… read the caller's
 * company, which an admin has none of); buttons all, and a page granted to no role yet too.
 */
async function permissionsOf(db: Kysely<Database>, user: SessionUser): Promise<SysPermission[]> {
  if (user.isAdmin) {
    return db
      .selectFrom('sys_permission as p')
      .selectAll('p')
      .where('p.status', '=', '1')
      .where((eb) => {
        const grantedTo = () =>
          eb
            .selectFrom('sys_role_permission as rp')
            .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
            .select('rp.id')
            .whereRef('rp.permission_id', '=', 'p.id');
        return eb.or([
          eb('p.menu_type', '=', 2),
          eb.not(eb.exists(grantedTo())),
          eb.exists(grantedTo().where('r.role_code', 'not in', [...CUSTOMER_USER_TYPES])),
        ]);
      })
      .execute();
  }
  return db
    .selectFrom('sys_permission as p')
    .selectAll('p')
    .where('p.status', '=', '1')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sys_role_permission as rp')
          .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
          .select('rp.id')
          .whereRef('rp.permission_id', '=', 'p.id')
          .where('ur.user_id', '=', user.id),
      ),
    )
    .execute();
}

export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/permission/getCustomerMenu',
    {
      config: { authenticated: true },
      schema: { tags: ['sys'], summary: "The caller's menu, buttons and all buttons" },
    },
    async (request) => {
      const granted = await permissionsOf(app.db, request.user);
      const allButtons = await app.db
        .selectFrom('sys_permission')
        .select(['perms', 'perms_type', 'status', 'name'])
        .where('menu_type', '=', 2)
        .where('perms', 'is not', null)
        .orderBy('sort_no')
        .execute();
      const auth = granted
        .filter((p) => p.menu_type === 2 && p.perms)
        .sort((a, b) => a.sort_no - b.sort_no)
        .map((p) => ({ action: p.perms!, type: '2', describe: p.name }));
      // A non-administrator learns only their own buttons, plus the disabled ones (status '0': not
      // under permission control, shown to everyone); the rest of the catalogue stays private.
      const own = new Set(auth.map((a) => a.action));
      const visible = request.user.isAdmin
        ? allButtons
        : allButtons.filter((b) => b.status === '0' || own.has(b.perms!));
      const allAuth = visible.map((b) => ({
        action: b.perms!,
        type: b.perms_type,
        status: b.status,
        describe: b.name,
      }));
      return ok({ menu: buildMenuTree(granted), auth, allAuth });
    },
  );
}
