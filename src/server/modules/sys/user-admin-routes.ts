/**
 * Account administration beyond the generic CRUD: PUT /sys/user/frozenBatch {ids, status}
 * (reference/jeecg.md §5.6, made safe: permission system:user:frozen, administrator accounts refused,
 * scoped, and freezing revokes every session of the user at once) and GET /sys/user/queryUserRole
 * (the role ids of a user the caller may see). Also wires the sys_user hooks.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { revokeUserSessions } from '../../auth/sessions';
import { registerEntityHooks } from '../crud/hooks';
import { loose } from '../crud/loose-db';
import { parseIds, refuseProtected, visibleByIds } from '../crud/write/write';
import { schemaRegistry } from '../schema/registry';
import { userAdminHooks } from './user-admin-hooks';
import { userRoleIds } from './user-links';

const STATUS = new Set(['1', '2']);

export default async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  registerEntityHooks(app, 'sys_user', userAdminHooks);
  const entity = schemaRegistry(app).entities.get('sys_user');
  if (!entity) throw new Error('schemas/entities/sys_user.json is missing');

  app.get(
    '/sys/user/queryUserRole',
    {
      config: { permission: ['system:user:list', 'system:user:edit'] },
      schema: { tags: ['sys'], summary: "A user's role ids" },
    },
    async (request) => {
      const ids = parseIds(request, (request.query as Record<string, unknown> | undefined)?.userid);
      const userId = ids[0];
      if (ids.length !== 1 || !userId)
        throw new HttpError(400, request.t({ 'zh-CN': '请选择一个用户', 'en-US': 'Choose one user' }));
      // Scoped like the user list: a user the caller cannot see is 404.
      await visibleByIds(request, loose(app.db), entity, [userId]);
      return ok(await userRoleIds(app.db, userId));
    },
  );

  app.put('/sys/user/frozenBatch', { config: { permission: 'system:user:frozen' } }, async (request) => {
    const body = (request.body ?? {}) as { ids?: unknown; status?: unknown };
    const ids = parseIds(request, body.ids);
    const status = String(body.status ?? '');
    if (!STATUS.has(status))
      throw new HttpError(400, request.t({ 'zh-CN': '状态参数错误', 'en-US': 'Invalid status' }));
    await app.db.transaction().execute(async (trx) => {
      const rows = await visibleByIds(request, loose(trx), entity, ids);
      refuseProtected(request, entity, rows);
      if (ids.includes(request.user.id)) {
        throw new HttpError(
          403,
          request.t({ 'zh-CN': '不能冻结自己的账号', 'en-US': 'You cannot freeze your own account' }),
        );
      }
      await trx
        .updateTable('sys_user')
        .set({ status, update_by: request.user.username, update_time: new Date() })
        .where('id', 'in', ids)
        .execute();
    });
    if (status === '2') for (const id of ids) await revokeUserSessions(app, id);
    return ok(null, request.t(CATALOGUE.operationOk));
  });
}
