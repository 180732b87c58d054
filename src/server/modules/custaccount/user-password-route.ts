/**
 * PUT /sys/user/changePassword {username | id, password, confirmPassword}: an administrator (or a
 * holder of system:user:resetPassword) sets a user's password from the user list. The target is
 * looked up within the caller's view of sys_user (division scope; administrator accounts exist only
 * for administrators), so anything else is 404. Every session of that user ends, except the
 * caller's own current one when they set their own password here.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { onlyVisible } from '../crud/read/scope';
import { checkNewPasswordPair, storePasswordAndRevoke } from './set-password';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const USERNAME = /^[A-Za-z0-9_.@-]{1,100}$/;

export function registerUserPasswordRoute(app: FastifyInstance, users: ResolvedEntity): void {
  app.put(
    '/sys/user/changePassword',
    { config: { permission: 'system:user:resetPassword' } },
    async (request) => {
      const body = (request.body ?? {}) as {
        id?: unknown;
        username?: unknown;
        password?: unknown;
        confirmPassword?: unknown;
      };
      const byId = typeof body.id === 'string' && ID.test(body.id);
      const byName = typeof body.username === 'string' && USERNAME.test(body.username);
      if (!byId && !byName)
        throw new HttpError(400, request.t({ 'zh-CN': '请选择一个用户', 'en-US': 'Choose one user' }));
      const target = await app.db
        .selectFrom('sys_user')
        .$call(onlyVisible(app, users, request.user))
        .select(['id', 'username'])
        .where(byId ? 'id' : 'username', '=', String(byId ? body.id : body.username))
        .executeTakeFirst();
      if (!target) throw new LocalizedHttpError(404, MSG.notFound);
      const password = checkNewPasswordPair(request, body, target.username);
      if (target.id === request.user.id) {
        // One's own password through the admin screen: the other sessions end, this one goes on.
        await app.db
          .updateTable('sys_user')
          .set({
            password_hash: await hashPassword(password),
            password_changed_at: new Date(),
            must_change_password: false,
            update_by: request.user.username,
            update_time: new Date(),
          })
          .where('id', '=', target.id)
          .execute();
        await revokeUserSessions(app, target.id, request.user.tokenId);
      } else {
        await storePasswordAndRevoke(request, target.id, password);
      }
      return ok(null, request.t(CATALOGUE.operationOk));
    },
  );
}
