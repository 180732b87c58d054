/**
 * Administrators map outside identities to accounts explicitly (the CAS users of an install, or an
 * OpenID Connect subject the owner cannot link themselves):
 *   GET    /sys/user/externalIdentity/list?userId=  → the account's links
 *   POST   /sys/user/externalIdentity/add {userId, provider, subject}
 *   DELETE /sys/user/externalIdentity/delete?id=
 * The issuer is the configured one (OIDC issuer, CAS server URL); a provider that is off is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExternalProvider } from '../../db/types';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { linkIdentity } from './external-identities';
import { SSO_MSG } from './sso-messages';

const PERMISSION = 'system:user:edit';
const ID = { type: 'string', minLength: 1, maxLength: 32 } as const;

const addBody = {
  type: 'object',
  required: ['userId', 'provider', 'subject'],
  additionalProperties: false,
  properties: {
    userId: ID,
    provider: { type: 'string', enum: ['oidc', 'cas'] },
    subject: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
  },
} as const;

function issuerOf(app: FastifyInstance, provider: ExternalProvider): string {
  const issuer = provider === 'oidc' ? app.config.oidc?.issuer : app.config.cas?.serverUrl;
  if (!issuer) throw new LocalizedHttpError(422, SSO_MSG.providerOff);
  return issuer;
}

/** Linking is an administrator's act: a sign-in path into someone's account. */
function requireAdmin(request: FastifyRequest): void {
  if (!request.user.isAdmin) throw new LocalizedHttpError(403, SSO_MSG.adminOnly);
}

export default async function identityAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { userId: string } }>(
    '/sys/user/externalIdentity/list',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['sys'],
        summary: "An account's linked third-party identities",
        querystring: { type: 'object', required: ['userId'], properties: { userId: ID } },
      },
    },
    async (request) => {
      requireAdmin(request);
      const rows = await app.db
        .selectFrom('sys_external_identity')
        .select(['id', 'provider', 'issuer', 'subject', 'create_time', 'create_by'])
        .where('user_id', '=', request.query.userId)
        .orderBy('create_time')
        .execute();
      return ok(
        rows.map((r) => ({
          id: r.id,
          provider: r.provider,
          issuer: r.issuer,
          subject: r.subject,
          createTime: r.create_time,
          createBy: r.create_by,
        })),
      );
    },
  );

  app.post<{ Body: { userId: string; provider: ExternalProvider; subject: string } }>(
    '/sys/user/externalIdentity/add',
    {
      config: { permission: PERMISSION },
      schema: { tags: ['sys'], summary: 'Link a third-party identity to an account', body: addBody },
    },
    async (request) => {
      requireAdmin(request);
      const { userId, provider } = request.body;
      const issuer = issuerOf(app, provider);
      const user = await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('id', '=', userId)
        .where('del_flag', '=', '0')
        .executeTakeFirst();
      if (!user) throw new LocalizedHttpError(404, SSO_MSG.linkUserNotFound);
      const identity = { provider, issuer, subject: request.body.subject.trim() };
      if ((await linkIdentity(app.db, identity, userId, request.user.username)) === 'taken')
        throw new LocalizedHttpError(409, SSO_MSG.linkTaken);
      return ok(null, request.t(SSO_MSG.linked));
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/user/externalIdentity/delete',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['sys'],
        summary: 'Remove a link between a third-party identity and an account',
        querystring: { type: 'object', required: ['id'], properties: { id: ID } },
      },
    },
    async (request) => {
      requireAdmin(request);
      const removed = await app.db
        .deleteFrom('sys_external_identity')
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw new LocalizedHttpError(404, SSO_MSG.linkNotFound);
      return ok(null, request.t(SSO_MSG.unlinked));
    },
  );
}
