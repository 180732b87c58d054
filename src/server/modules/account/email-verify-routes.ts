/**
 * The signed-in user proves their email is theirs (my account settings):
 *   GET  /sys/user/emailStatus     → { email, verified }
 *   POST /sys/user/sendEmailCode   → a 6-digit code mailed to the account's address (valid 30 minutes;
 *                                    at most one a minute and 5 an hour per account)
 *   POST /sys/user/verifyEmail {code} → the address the code was mailed to becomes verified, if it
 *                                    is still the account's
 * Only a verified address is used for third-party sign-in and password recovery.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { sendMail } from '../../mail/mailer';
import { fill, MSG as RECOVERY_MSG } from '../recovery/messages';
import { sendLimit } from '../recovery/send-limits';
import { issueEmailCode, useEmailCode } from './email-codes';
import { EMAIL_TAKEN } from './email-ownership';

export const EMAIL_VERIFY_MSG = {
  noEmail: {
    'zh-CN': '请先为账号填写邮箱',
    'en-US': 'Add an email address to your account first',
  },
  alreadyVerified: { 'zh-CN': '邮箱已验证', 'en-US': 'The email is already verified' },
  codeSent: {
    'zh-CN': '验证码已发送到账号邮箱，30分钟内有效',
    'en-US': "A code valid for 30 minutes has been sent to the account's email",
  },
  verified: { 'zh-CN': '邮箱验证成功', 'en-US': 'The email is verified' },
  mailSubject: { 'zh-CN': '邮箱验证码', 'en-US': 'Email code' },
  mailText: {
    'zh-CN':
      '您正在验证账号 {username} 的邮箱。验证码：{code}，30分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件。',
    'en-US':
      'You asked to verify the email of the account {username}. Code: {code}. It is valid for 30 minutes and can be used once. If this was not you, ignore this mail.',
  },
} satisfies Record<string, MessagePair>;

const verifyBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 16 } },
} as const;

async function emailOf(app: FastifyInstance, userId: string) {
  return app.db
    .selectFrom('sys_user')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function wrongCode(request: FastifyRequest): HttpError {
  const message = request.t(RECOVERY_MSG.codeWrong);
  return new HttpError(422, message, [{ field: 'code', message }]);
}

export default async function emailVerifyRoutes(app: FastifyInstance): Promise<void> {
  const perAddress = { max: app.config.loginRateLimit, timeWindow: 60_000 };
  const perAccount = sendLimit(app, 'email-code', 5);

  app.get('/sys/user/emailStatus', { config: { authenticated: true } }, async (request) => {
    const row = await emailOf(app, request.user.id);
    return ok({ email: row.email, verified: row.email !== null && row.email_verified_at !== null });
  });

  app.post(
    '/sys/user/sendEmailCode',
    {
      config: { authenticated: true, rateLimit: perAddress },
      schema: { tags: ['account'], summary: "Mail a code that verifies the signed-in account's email" },
    },
    async (request) => {
      const row = await emailOf(app, request.user.id);
      const email = row.email?.trim() ?? '';
      if (email === '') throw new LocalizedHttpError(422, EMAIL_VERIFY_MSG.noEmail);
      if (row.email_verified_at !== null) return ok(null, request.t(EMAIL_VERIFY_MSG.alreadyVerified));
      if (!(await perAccount.allow(request, request.user.id)))
        throw new LocalizedHttpError(429, RECOVERY_MSG.tooOften);
      const code = await issueEmailCode(app, request.user.id, email);
      const text = fill(request.t(EMAIL_VERIFY_MSG.mailText), { username: request.user.username, code });
      await sendMail(app, { to: email, subject: request.t(EMAIL_VERIFY_MSG.mailSubject), text });
      return ok(null, request.t(EMAIL_VERIFY_MSG.codeSent));
    },
  );

  app.post<{ Body: { code: string } }>(
    '/sys/user/verifyEmail',
    {
      config: { authenticated: true, rateLimit: perAddress },
      schema: {
        tags: ['account'],
        summary: 'Verify the account email with the mailed code',
        body: verifyBody,
      },
    },
    async (request) => {
      const mailedTo = await useEmailCode(app, request.user.id, request.body.code.trim());
      if (mailedTo === null) throw wrongCode(request);
      try {
        // Only while the address is still the one the code went to: a changed address is not proven.
        const updated = await app.db
          .updateTable('sys_user')
          .set({ email_verified_at: new Date() })
          .where('id', '=', request.user.id)
          .where(sql<string>`lower(email)`, '=', mailedTo.toLowerCase())
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw wrongCode(request);
      } catch (error) {
        // Another account verified the same address first (sys_user_verified_email_uidx).
        if (isUniqueViolation(error)) throw new LocalizedHttpError(409, EMAIL_TAKEN);
        throw error;
      }
      return ok(null, request.t(EMAIL_VERIFY_MSG.verified));
    },
  );
}
