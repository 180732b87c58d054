/**
 * Forgot password (SPEC §2 "email verification → change password → complete"):
 * POST /sys/user/sendResetCode {account}: a 6-digit code by mail to the account's email. The
 *   answer is the same, and comes as fast, whether or not the account exists, has an email or is
 *   frozen: the work runs after the answer (mail/background.ts). Limited per address (route) and
 *   per account name (send-limits.ts).
 * POST /sys/user/checkResetCode {account, code}: the right code (once, within 10 minutes, fewer
 *   than 5 wrong tries) gives a one-time reset token.
 * POST /sys/user/passwordChange {resetToken, password, confirmPassword}: the password rules of
 *   SPEC §5 and auth/password-policy.ts, then every session of the account is revoked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkNewPassword, PASSWORD_MESSAGES } from '../../../shared/validation/password';
import { passwordPolicyProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import type { BackgroundTasks } from '../../mail/background';
import { sendMail } from '../../mail/mailer';
import { findByAccount } from './find-users';
import { fill, MSG } from './messages';
import { sendLimit } from './send-limits';
import { consumeResetToken, issueCode, issueResetToken, resetTokenUser, useCode } from './verify-codes';

const accountField = { type: 'string', minLength: 1, maxLength: 100 } as const;

const sendBody = {
  type: 'object',
  required: ['account'],
  additionalProperties: false,
  properties: { account: accountField },
} as const;

const checkBody = {
  type: 'object',
  required: ['account', 'code'],
  additionalProperties: false,
  properties: { account: accountField, code: { type: 'string', minLength: 1, maxLength: 16 } },
} as const;

const changeBody = {
  type: 'object',
  required: ['resetToken'],
  additionalProperties: false,
  properties: {
    resetToken: { type: 'string', minLength: 1, maxLength: 128 },
    password: { type: 'string', maxLength: 128 },
    confirmPassword: { type: 'string', maxLength: 128 },
  },
} as const;

function fieldError(request: FastifyRequest, field: string, pair: MessagePair): HttpError {
  const message = request.t(pair);
  return new HttpError(422, message, [{ field, message }]);
}

/** SPEC §5's change-password messages for the new password and its confirmation. */
function passwordProblems(
  request: FastifyRequest,
  password: string | undefined,
  confirm: string | undefined,
): HttpError | null {
  const fields: Array<{ field: string; message: string }> = [];
  const weak = checkNewPassword(password);
  if (weak) fields.push({ field: 'password', message: request.t(weak) });
  if (!confirm)
    fields.push({ field: 'confirmPassword', message: request.t(PASSWORD_MESSAGES.confirmRequired) });
  else if (confirm !== password)
    fields.push({ field: 'confirmPassword', message: request.t(PASSWORD_MESSAGES.mismatch) });
  return fields.length > 0 ? new HttpError(422, fields[0]!.message, fields) : null;
}

export function resetRoutes(app: FastifyInstance, background: BackgroundTasks): void {
  const perAddress = { max: app.config.loginRateLimit, timeWindow: 60_000 };
  const perAccount = sendLimit(app, 'reset-code', 5);

  app.post<{ Body: { account: string } }>(
    '/sys/user/sendResetCode',
    {
      config: { open: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset code to the account (same answer for any account)',
        body: sendBody,
      },
    },
    async (request) => {
      const account = request.body.account.trim();
      if (!(await perAccount.allow(request, account))) throw new LocalizedHttpError(429, MSG.tooOften);
      const subject = request.t(MSG.resetMailSubject);
      const template = request.t(MSG.resetMailText);
      background.run('password reset mail', async () => {
        const user = await findByAccount(app.db, account);
        const verified = !!user?.email && user.email_verified_at !== null;
        if (!user?.email || !verified || user.status !== '1') {
          // Frozen accounts get no code either: the reset would let them past the freeze's intent.
          // An unverified address may be someone else's: a code there would hand them the account.
          app.log.info(
            { found: !!user, hasEmail: !!user?.email, verified, status: user?.status },
            'password reset code not sent',
          );
          return;
        }
        const code = await issueCode(app, 'password_reset', user.id);
        await sendMail(app, {
          to: user.email,
          subject,
          text: fill(template, { username: user.username, code }),
        });
      });
      return ok(null, request.t(MSG.resetCodeSent));
    },
  );

  app.post<{ Body: { account: string; code: string } }>(
    '/sys/user/checkResetCode',
    {
      config: { open: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the mailed code for a one-time reset token',
        body: checkBody,
      },
    },
    async (request) => {
      const user = await findByAccount(app.db, request.body.account.trim());
      const codeId = user ? await useCode(app, 'password_reset', user.id, request.body.code.trim()) : null;
      if (!codeId) throw fieldError(request, 'code', MSG.codeWrong);
      return ok({ resetToken: await issueResetToken(app, codeId) }, request.t(MSG.codeOk));
    },
  );

  app.post<{ Body: { resetToken: string; password?: string; confirmPassword?: string } }>(
    '/sys/user/passwordChange',
    {
      config: { open: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; every session of the account ends',
        body: changeBody,
      },
    },
    async (request) => {
      const { resetToken, password, confirmPassword } = request.body;
      const rules = passwordProblems(request, password, confirmPassword);
      if (rules) throw rules;
      const holder = await resetTokenUser(app, resetToken);
      if (!holder) throw new LocalizedHttpError(400, MSG.resetTokenInvalid);
      const user = await app.db
        .selectFrom('sys_user')
        .select(['username', 'status'])
        .where('id', '=', holder.userId)
        .where('del_flag', '=', '0')
        .executeTakeFirst();
      if (!user) throw new LocalizedHttpError(400, MSG.resetTokenInvalid);
      if (user.status !== '1') throw new LocalizedHttpError(403, MSG.frozen);
      const policy = passwordPolicyProblem(password!, { username: user.username });
      if (policy) throw fieldError(request, 'password', policy);

      const passwordHash = await hashPassword(password!);
      const changed = await app.db.transaction().execute(async (trx) => {
        if (!(await consumeResetToken(trx, holder.codeId))) return false;
        const now = new Date();
        await trx
          .updateTable('sys_user')
          .set({
            password_hash: passwordHash,
            password_changed_at: now,
            must_change_password: false,
            failed_logins: 0,
            locked_until: null,
            update_by: user.username,
            update_time: now,
          })
          .where('id', '=', holder.userId)
          .execute();
        // Whoever proved the mailbox may log in again at once: earlier wrong passwords no longer lock them out.
        await trx.deleteFrom('sys_login_throttle').where('user_id', '=', holder.userId).execute();
        return true;
      });
      if (!changed) throw new LocalizedHttpError(400, MSG.resetTokenInvalid);
      await revokeUserSessions(app, holder.userId);
      return ok(null, request.t(MSG.passwordReset));
    },
  );
}
