/** PUT|POST /sys/user/updatePassword: the logged-in user changes their own password (SPEC §5, §7). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateChangePassword } from '../../../shared/validation/password';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';

const MSG = {
  wrongOld: { 'zh-CN': '旧密码输入错误', 'en-US': 'The old password is wrong' },
  changed: { 'zh-CN': '密码修改成功！', 'en-US': 'Password changed!' },
};

interface Body {
  username?: string;
  oldpassword?: string;
  password?: string;
  confirmpassword?: string;
}

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', maxLength: 100 },
    oldpassword: { type: 'string', maxLength: 128 },
    password: { type: 'string', maxLength: 128 },
    confirmpassword: { type: 'string', maxLength: 128 },
  },
} as const;

async function updatePassword(request: FastifyRequest<{ Body: Body }>, _reply: FastifyReply) {
  const app = request.server;
  const user = request.user;
  const input = request.body ?? {};
  if (input.username !== undefined && input.username !== user.username) throw new LocalizedHttpError(403, HTTP_MSG.forbidden);

  const problems = validateChangePassword(input);
  if (problems.length > 0) {
    const fields = problems.map((p) => ({ field: p.field, message: request.t(p.message) }));
    throw new HttpError(422, fields[0]!.message, fields);
  }

  const row = await app.db.selectFrom('sys_user').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.oldpassword!))) {
    const message = request.t(MSG.wrongOld);
    throw new HttpError(422, message, [{ field: 'oldpassword', message }]);
  }

  const passwordHash = await hashPassword(input.password!);
  await app.db
    .updateTable('sys_user')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), update_by: user.username, update_time: new Date() })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(app, user.id, user.tokenId);
  return ok(null, request.t(MSG.changed));
}

export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const options = {
    config: { authenticated: true },
    schema: { tags: ['auth'], summary: "Change the logged-in user's password", body },
  };
  app.put('/sys/user/updatePassword', options, updatePassword);
  app.post('/sys/user/updatePassword', options, updatePassword);
}
