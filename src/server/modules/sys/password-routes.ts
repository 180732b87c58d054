/**
 * PUT|POST /sys/user/updatePassword: the logged-in user changes their own password (SPEC §5, §7).
 * Hardened like the login: rate-limited per account, every check of the current
 * password counts toward the (account, address) throttle of auth/login-throttle.ts, Argon2 runs
 * behind the shared gate (auth/passwords.ts), and the new password must pass the policy
 * (auth/password-policy.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateChangePassword } from '../../../shared/validation/password';
import { reservePasswordCheck, settledCheck } from '../../auth/login-throttle';
import { passwordPolicyProblem } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { invalidateUserCache } from '../../auth/session-invalidation';
import { revokeUserSessions } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';

const MSG = {
  wrongOld: { 'zh-CN': '旧密码输入错误', 'en-US': 'The old password is wrong' },
  locked: {
    'zh-CN': '旧密码错误次数过多，请稍后再试',
    'en-US': 'Too many wrong old passwords, please try again later',
  },
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

function refuse(
  request: FastifyRequest,
  field: string,
  pair: { 'zh-CN': string; 'en-US': string },
): HttpError {
  const message = request.t(pair);
  return new HttpError(422, message, [{ field, message }]);
}

async function updatePassword(request: FastifyRequest<{ Body: Body }>, _reply: FastifyReply) {
  const app = request.server;
  const user = request.user;
  const input = request.body ?? {};
  if (input.username !== undefined && input.username !== user.username)
    throw new LocalizedHttpError(403, HTTP_MSG.forbidden);

  const problems = validateChangePassword(input);
  if (problems.length > 0) {
    const fields = problems.map((p) => ({ field: p.field, message: request.t(p.message) }));
    throw new HttpError(422, fields[0]!.message, fields);
  }
  const oldPassword = input.oldpassword!;
  const password = input.password!;
  // Cheap checks first: a refused new password costs no Argon2 work and no throttle count.
  const early = passwordPolicyProblem(password, { username: user.username });
  if (early) throw refuse(request, 'password', early);

  if (!(await reservePasswordCheck(app.db, user.id, request.ip)))
    throw new LocalizedHttpError(429, MSG.locked);
  const oldIsRight = () =>
    app.db
      .selectFrom('sys_user')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
      .then((row) => verifyPassword(row.password_hash, oldPassword));
  if (!(await settledCheck(app.db, user.id, request.ip, oldIsRight)))
    throw refuse(request, 'oldpassword', MSG.wrongOld);
  const same = passwordPolicyProblem(password, { oldPassword });
  if (same) throw refuse(request, 'password', same);

  const passwordHash = await hashPassword(password);
  await app.db
    .updateTable('sys_user')
    .set({
      password_hash: passwordHash,
      password_changed_at: new Date(),
      // The user chose this one: a password someone else set no longer holds them back.
      must_change_password: false,
      update_by: user.username,
      update_time: new Date(),
    })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(app, user.id, user.tokenId);
  // The session kept goes on: its cached user must drop the must-change flag on every instance.
  await invalidateUserCache(app, user.id);
  return ok(null, request.t(MSG.changed));
}

export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const options = {
    config: {
      authenticated: true,
      beforePasswordChange: true,
      // Per account (hence per token too), after authentication so the key is the user, not the address.
      rateLimit: {
        max: app.config.loginRateLimit,
        timeWindow: 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `password:${request.user?.id ?? request.ip}`,
      },
    },
    schema: { tags: ['auth'], summary: "Change the logged-in user's password", body },
  };
  app.put('/sys/user/updatePassword', options, updatePassword);
  app.post('/sys/user/updatePassword', options, updatePassword);
}
