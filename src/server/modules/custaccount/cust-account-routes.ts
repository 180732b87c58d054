/**
 * What the generic CRUD of cust_account cannot do: freeze/unfreeze (PUT /sys/custaccount/frozenBatch
 * {ids, status}) and reset a sub-account's password (PUT /sys/custaccount/resetPassword {id,
 * password, confirmPassword}). Both are scoped like the list (another company's id is 404), refuse
 * the main account (x-protected), and end the account's sessions at once on every instance.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { revokeUserSessions } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { invalidateCachesAfterWrite } from '../crud/cache-invalidation';
import { loose } from '../crud/loose-db';
import { parseIds, refuseProtected, visibleByIds } from '../crud/write/write';
import { checkNewPasswordPair, storePasswordAndRevoke } from './set-password';

const STATUS = new Set(['1', '2']);
const BAD_STATUS = { 'zh-CN': '状态参数错误', 'en-US': 'Invalid status' };

export function registerCustAccountRoutes(app: FastifyInstance, entity: ResolvedEntity): void {
  app.put(
    '/sys/custaccount/frozenBatch',
    { config: { permission: 'isps:custaccount:frozen' } },
    async (request) => {
      const body = (request.body ?? {}) as { ids?: unknown; status?: unknown };
      const ids = parseIds(request, body.ids);
      const status = String(body.status ?? '');
      if (!STATUS.has(status)) throw new HttpError(400, request.t(BAD_STATUS));
      await app.db.transaction().execute(async (trx) => {
        refuseProtected(request, entity, await visibleByIds(request, loose(trx), entity, ids));
        await trx
          .updateTable('sys_user')
          .set({ status, update_by: request.user.username, update_time: new Date() })
          .where('id', 'in', ids)
          .execute();
      });
      await invalidateCachesAfterWrite(app, 'sys_user', ids);
      if (status === '2') for (const id of ids) await revokeUserSessions(app, id);
      return ok(null, request.t(CATALOGUE.operationOk));
    },
  );

  app.put(
    '/sys/custaccount/resetPassword',
    { config: { permission: 'isps:custaccount:resetPassword' } },
    async (request) => {
      const body = (request.body ?? {}) as { id?: unknown; password?: unknown; confirmPassword?: unknown };
      const ids = parseIds(request, body.id);
      if (ids.length !== 1) throw new HttpError(400, request.t(CATALOGUE.selectOne));
      const [row] = await visibleByIds(request, loose(app.db), entity, ids);
      refuseProtected(request, entity, [row!]);
      const password = checkNewPasswordPair(request, body, String(row!.username ?? ''));
      await storePasswordAndRevoke(request, ids[0]!, password);
      return ok(null, request.t(CATALOGUE.operationOk));
    },
  );
}
