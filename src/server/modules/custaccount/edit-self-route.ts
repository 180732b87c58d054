/**
 * PUT /sys/user/editSelf {realname?, sex?, birthday?, avatar?}: the signed-in user edits their own
 * personal information (my account settings). Only these fields, only the caller's row: any other
 * field is refused (422), validated by the sys_user schema as the user form is. Answers the new
 * user info, which the client keeps (the header shows the avatar and name from it).
 */
import type { FastifyInstance } from 'fastify';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { invalidateUserCache } from '../../auth/session-invalidation';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { CRUD_MSG } from '../crud/messages';
import { normalizeInput, validateInput } from '../crud/write/write';
import { toColumns } from '../crud/write/columns';
import { markReferenced } from '../upload/temp-files';
import { loadUserInfo } from '../sys/user-info';

export const SELF_EDITABLE = ['realname', 'sex', 'birthday', 'avatar'] as const;

const NOT_EDITABLE = { 'zh-CN': '该字段不能在此修改', 'en-US': 'This field cannot be changed here' };

export function registerEditSelfRoute(app: FastifyInstance, users: ResolvedEntity): void {
  app.put('/sys/user/editSelf', { config: { authenticated: true } }, async (request) => {
    const input = normalizeInput(request.body);
    const allowed = new Set<string>(SELF_EDITABLE);
    const others = Object.keys(input).filter((name) => !allowed.has(name) && name !== 'id');
    if (others.length > 0 || (input.id !== undefined && input.id !== request.user.id)) {
      const message = request.t(NOT_EDITABLE);
      throw new HttpError(
        422,
        message,
        (others.length > 0 ? others : ['id']).map((field) => ({ field, message })),
      );
    }
    const own = { ...input, id: request.user.id };
    validateInput(request, users, own, 'edit');
    const columns = { ...toColumns(users, own), update_by: request.user.username, update_time: new Date() };
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_user').set(columns).where('id', '=', request.user.id).execute();
      await markReferenced(trx, users, columns);
    });
    await invalidateUserCache(app, request.user.id);
    return ok({ userInfo: await loadUserInfo(app.db, request.user.id) }, request.t(CRUD_MSG.edited));
  });
}
