/**
 * The last step every single sign-on shares: the account the outside identity names is refused
 * when frozen (as /sys/login refuses it), logged in the login log, and answered exactly as
 * /sys/login answers (login-answer.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { clientOf, loginAnswer } from '../sys/login-answer';
import { writeLoginLog } from '../sys/login-attempt';
import { SSO_MSG } from './sso-messages';

export interface LocalAccount {
  id: string;
  username: string;
  status: string;
}

/**
 * Accounts (not deleted) whose owner proved `email` is theirs (a mailed code), ignoring letter case
 * as mail addresses do in practice. An address merely typed into an account proves nothing: whoever
 * registered first with someone else's address would receive that person's sign-ins.
 */
export async function accountsByVerifiedEmail(app: FastifyInstance, email: string): Promise<LocalAccount[]> {
  return app.db
    .selectFrom('sys_user')
    .select(['id', 'username', 'status'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('email_verified_at', 'is not', null)
    .where('del_flag', '=', '0')
    .limit(2)
    .execute();
}

/** Logs an outside identity no account matches, then refuses it with `message`. */
export async function refuseUnknown(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  message: MessagePair,
): Promise<never> {
  await writeLoginLog(
    app.db,
    { userId: null, username: name, success: false, message: 'unknown_user' },
    clientOf(request),
  );
  throw new LocalizedHttpError(403, message);
}

export async function finishSsoLogin(app: FastifyInstance, request: FastifyRequest, account: LocalAccount) {
  const client = clientOf(request);
  if (account.status !== '1') {
    await writeLoginLog(
      app.db,
      { userId: account.id, username: account.username, success: false, message: 'frozen' },
      client,
    );
    throw new LocalizedHttpError(403, SSO_MSG.frozen);
  }
  await writeLoginLog(
    app.db,
    { userId: account.id, username: account.username, success: true, message: 'success' },
    client,
  );
  return ok(await loginAnswer(app, request, account.id, account.username), request.t(SSO_MSG.loginOk));
}
