/**
 * GET /sys/auth/modes (open): which ways in besides the password are on, so the login page can offer
 * third-party login and the guard can send visitors to CAS. No secrets: names and public URLs only.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthModes } from '../../../shared/auth/auth-modes';
import { ok } from '../../http/envelope';

export function authModes(app: FastifyInstance): AuthModes {
  const { oidc, cas } = app.config;
  return {
    oidc: oidc ? { name: oidc.displayName } : null,
    cas: cas ? { loginUrl: `${cas.serverUrl}/login?service=${encodeURIComponent(cas.serviceUrl)}` } : null,
  };
}

export default async function authModesRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/auth/modes',
    {
      config: { open: true, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'Single sign-on modes that are on' },
    },
    async () => ok(authModes(app)),
  );
}
