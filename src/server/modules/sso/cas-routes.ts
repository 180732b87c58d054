/**
 * CAS single sign-on (SPEC §7), registered only when CAS_SERVER_URL and CAS_SERVICE_URL
 * are set: GET /sys/cas/client/validateLogin?ticket=&service= checks the ticket with the CAS
 * server's /serviceValidate (CAS 2.0) and answers as /sys/login for the account linked to that CAS
 * user (external-identities.ts). A CAS user is never matched by username: whoever registered the
 * name here first would receive that person's sign-ins. Links are set by an administrator
 * (identity-admin-routes.ts) or by the signed-in owner: POST /sys/cas/client/link {ticket}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CasConfig } from '../../config';
import { LocalizedHttpError } from '../../http/errors';
import { parseServiceValidate, type CasAnswer } from './cas-xml';
import { ok } from '../../http/envelope';
import { linkedAccount, linkIdentity } from './external-identities';
import { finishSsoLogin, refuseUnknown } from './sso-account';
import { SSO_MSG } from './sso-messages';

const FETCH_TIMEOUT_MS = 10_000;
/** A serviceValidate answer is a few hundred bytes; anything far larger is not one. */
const MAX_ANSWER_CHARS = 64 * 1024;

// CAS protocol §3.7: tickets are at most 256 characters of [A-Za-z0-9-] after their prefix.
const ticketField = { type: 'string', minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9._:-]+$' } as const;

const validateQuery = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: ticketField, service: { type: 'string', maxLength: 2048 } },
} as const;

const linkBody = {
  type: 'object',
  required: ['ticket'],
  additionalProperties: false,
  properties: { ticket: ticketField },
} as const;

async function validateTicket(
  request: FastifyRequest,
  config: CasConfig,
  ticket: string,
): Promise<CasAnswer> {
  const url = new URL(`${config.serverUrl}/serviceValidate`);
  url.searchParams.set('service', config.serviceUrl);
  url.searchParams.set('ticket', ticket);
  let xml: string;
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`serviceValidate answered ${response.status}`);
    xml = await response.text();
  } catch (error) {
    request.log.warn({ reason: (error as Error).message }, 'CAS server unreachable');
    throw new LocalizedHttpError(502, SSO_MSG.casUnavailable);
  }
  return xml.length > MAX_ANSWER_CHARS ? { ok: false, code: 'INVALID_RESPONSE' } : parseServiceValidate(xml);
}

export default async function casRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.cas;
  if (!config) return;

  app.get<{ Querystring: { ticket: string; service?: string } }>(
    '/sys/cas/client/validateLogin',
    {
      config: { open: true, rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Validate a CAS ticket: the /sys/login answer',
        querystring: validateQuery,
      },
    },
    async (request) => {
      const { ticket, service } = request.query;
      // Tickets are checked for the configured service only: one issued for another application is not ours to use.
      if (service !== undefined && service !== '' && service !== config.serviceUrl)
        throw new LocalizedHttpError(400, SSO_MSG.casServiceMismatch);
      const answer = await validateTicket(request, config, ticket);
      if (!answer.ok) {
        request.log.info({ code: answer.code }, 'CAS ticket refused');
        throw new LocalizedHttpError(401, SSO_MSG.casTicketInvalid);
      }
      const account = await linkedAccount(app, {
        provider: 'cas',
        issuer: config.serverUrl,
        subject: answer.user,
      });
      if (!account) return refuseUnknown(app, request, answer.user, SSO_MSG.casUnknownUser);
      return finishSsoLogin(app, request, account);
    },
  );

  app.post<{ Body: { ticket: string } }>(
    '/sys/cas/client/link',
    {
      config: { authenticated: true, rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Link the CAS user of a ticket (for the configured service) to the signed-in account',
        body: linkBody,
      },
    },
    async (request) => {
      const answer = await validateTicket(request, config, request.body.ticket);
      if (!answer.ok) throw new LocalizedHttpError(401, SSO_MSG.casTicketInvalid);
      const identity = { provider: 'cas' as const, issuer: config.serverUrl, subject: answer.user };
      if ((await linkIdentity(app.db, identity, request.user.id, request.user.username)) === 'taken')
        throw new LocalizedHttpError(409, SSO_MSG.linkTaken);
      return ok(null, request.t(SSO_MSG.linked));
    },
  );
}
