/**
 * Phone login (SPEC §7): POST /sys/sms {mobile} sends a 6-digit code through the SMS
 * provider (mail/sms.ts; the default keeps it in the outbox), at most one a minute per number and
 * the same answer whether the number is known or not; POST /sys/phoneLogin {mobile, captcha}
 * answers exactly like /sys/login (login-answer.ts). An unknown number and a wrong code get one
 * message; a frozen account is told so only after its code was right, as /sys/login does after
 * the password.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORMATS } from '../../../shared/validation/formats';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import type { BackgroundTasks } from '../../mail/background';
import { smsProviderOf } from '../../mail/sms';
import { clientOf, loginAnswer } from '../sys/login-answer';
import { writeLoginLog } from '../sys/login-attempt';
import { findByMobile } from './find-users';
import { fill, MSG } from './messages';
import { sendLimit } from './send-limits';
import { issueCode, useCode } from './verify-codes';

const mobileField = { type: 'string', minLength: 1, maxLength: 32 } as const;

const smsBody = {
  type: 'object',
  required: ['mobile'],
  additionalProperties: false,
  properties: { mobile: mobileField },
} as const;

const loginBody = {
  type: 'object',
  required: ['mobile', 'captcha'],
  additionalProperties: false,
  properties: { mobile: mobileField, captcha: { type: 'string', minLength: 1, maxLength: 16 } },
} as const;

/** SPEC §5's mobile rule (shared/validation/formats.ts), as a field error. */
function checkMobile(request: FastifyRequest, raw: string): string {
  const mobile = raw.trim();
  const rule = FORMATS.mobile;
  if (!rule.test(mobile)) {
    const message = request.t(rule.message);
    throw new HttpError(422, message, [{ field: 'mobile', message }]);
  }
  return mobile;
}

export function phoneLoginRoutes(app: FastifyInstance, background: BackgroundTasks): void {
  const perAddress = { max: app.config.loginRateLimit, timeWindow: 60_000 };
  const perMobile = sendLimit(app, 'sms-code', 10);

  app.post<{ Body: { mobile: string } }>(
    '/sys/sms',
    {
      config: { open: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Send a login code by SMS (same answer for any number)',
        body: smsBody,
      },
    },
    async (request) => {
      const mobile = checkMobile(request, request.body.mobile);
      if (!(await perMobile.allow(request, mobile))) throw new LocalizedHttpError(429, MSG.tooOften);
      const template = request.t(MSG.loginSms);
      background.run('login sms', async () => {
        const user = await findByMobile(app.db, mobile);
        if (!user) {
          app.log.info('login sms not sent: no single account has the number');
          return;
        }
        const code = await issueCode(app, 'phone_login', mobile);
        await smsProviderOf(app).send(mobile, fill(template, { code }));
      });
      return ok(null, request.t(MSG.smsSent));
    },
  );

  app.post<{ Body: { mobile: string; captcha: string } }>(
    '/sys/phoneLogin',
    {
      config: { open: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Log in with the SMS code; the same answer as /sys/login',
        body: loginBody,
      },
    },
    async (request) => {
      const mobile = checkMobile(request, request.body.mobile);
      const client = clientOf(request);
      const user = await findByMobile(app.db, mobile);
      const codeId = await useCode(app, 'phone_login', mobile, request.body.captcha.trim());
      if (!user || !codeId) {
        await writeLoginLog(
          app.db,
          {
            userId: user?.id ?? null,
            username: user?.username ?? mobile,
            success: false,
            message: user ? 'wrong_password' : 'unknown_user',
          },
          client,
        );
        throw new LocalizedHttpError(401, MSG.phoneLoginFailed);
      }
      if (user.status !== '1') {
        await writeLoginLog(
          app.db,
          { userId: user.id, username: user.username, success: false, message: 'frozen' },
          client,
        );
        throw new LocalizedHttpError(403, MSG.frozen);
      }
      await writeLoginLog(
        app.db,
        { userId: user.id, username: user.username, success: true, message: 'success' },
        client,
      );
      return ok(await loginAnswer(app, request, user.id, user.username), request.t(MSG.loginOk));
    },
  );
}
