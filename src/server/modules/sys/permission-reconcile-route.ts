/**
 * GET /sys/permission/reconcileReport (administrators only): how sys_permission stands against
 * schemas/menus — entries that came from the data and are gone from it (kept, never deleted), and
 * entries an admin edited or deleted, to which the data's changes are not applied
 * (docs/contracts.md, Menus).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { menuReconcileReport } from '../../seed/menu-reconcile';
import { menuEntries } from '../../seed/menus';

export default async function permissionReconcileRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/permission/reconcileReport',
    {
      config: { authenticated: true },
      schema: { tags: ['sys'], summary: 'Menu entries gone from schemas/menus, and those an admin changed' },
    },
    async (request) => {
      if (!request.user.isAdmin) throw new LocalizedHttpError(403, MSG.forbidden);
      return ok(await menuReconcileReport(app.db, menuEntries()));
    },
  );
}
