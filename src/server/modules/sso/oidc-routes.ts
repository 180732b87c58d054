/**
 * Third-party login through OpenID Connect (issue 7), registered only when OIDC_* is configured:
 *   GET  /sys/oauth2/authorize        → { url } of the provider's authorization page
 *   POST /sys/oauth2/callback {code, state} → the /sys/login answer for the linked account
 * The account is the one whose email the provider says is verified; nothing is created.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OidcConfig } from '../../config';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import {
  authorizationUrl,
  discover,
  exchangeCode,
  OidcError,
  userInfoClaims,
  verifyIdToken,
  type IdentityClaims,
} from './oidc-client';
import { bindToBrowser, isBoundBrowser, releaseBrowser } from './browser-binding';
import { accountsByEmail, finishSsoLogin, refuseUnknown } from './sso-account';
import { SSO_MSG } from './sso-messages';
import { createLoginState, SSO_STATE_TTL_MS, takeLoginState } from './sso-state';

const callbackBody = {
  type: 'object',
  required: ['code', 'state'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 2048 },
    state: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

function asAnswer(request: FastifyRequest, error: unknown): never {
  if (error instanceof OidcError) {
    request.log.warn({ reason: error.message }, 'OpenID Connect login failed');
    throw new LocalizedHttpError(
      error.kind === 'unavailable' ? 502 : 401,
      error.kind === 'unavailable' ? SSO_MSG.providerUnavailable : SSO_MSG.verifyFailed,
    );
  }
  throw error;
}

/** The ID token's identity, completed from UserInfo when the token carries no email. */
async function identify(
  config: OidcConfig,
  code: string,
  login: { nonce: string; codeVerifier: string },
): Promise<IdentityClaims> {
  const metadata = await discover(config);
  const tokens = await exchangeCode(metadata, config, code, login.codeVerifier);
  const fromToken = await verifyIdToken(metadata, config, tokens.idToken, login.nonce);
  if (fromToken.email !== null || tokens.accessToken === null) return fromToken;
  return (await userInfoClaims(metadata, tokens.accessToken, fromToken.sub)) ?? fromToken;
}

export default async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.oidc;
  if (!config) return;
  const rateLimit = { max: app.config.loginRateLimit, timeWindow: 60_000 };

  app.get(
    '/sys/oauth2/authorize',
    {
      config: { open: true, rateLimit },
      schema: { tags: ['auth'], summary: 'Start an OpenID Connect login: the provider URL to open' },
    },
    async (request, reply) => {
      const metadata = await discover(config).catch((error: unknown) => asAnswer(request, error));
      const login = await createLoginState(app.db);
      bindToBrowser(request, reply, login.state, SSO_STATE_TTL_MS);
      return ok({ url: authorizationUrl(metadata, config, login) });
    },
  );

  app.post<{ Body: { code: string; state: string } }>(
    '/sys/oauth2/callback',
    {
      config: { open: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Finish an OpenID Connect login (code, state): the /sys/login answer',
        body: callbackBody,
      },
    },
    async (request, reply) => {
      const bound = isBoundBrowser(request, request.body.state);
      releaseBrowser(request, reply);
      // Taken (so spent) even from the wrong browser: a state that travelled elsewhere is not used again.
      const login = await takeLoginState(app.db, request.body.state);
      if (!login || !bound) throw new LocalizedHttpError(400, SSO_MSG.stateInvalid);
      const identity = await identify(config, request.body.code, login).catch((error: unknown) =>
        asAnswer(request, error),
      );
      const name = identity.email ?? `oidc:${identity.sub}`;
      if (identity.email === null || !identity.emailVerified)
        return refuseUnknown(app, request, name, SSO_MSG.notVerified);
      const accounts = await accountsByEmail(app, identity.email);
      if (accounts.length === 0) return refuseUnknown(app, request, name, SSO_MSG.noAccount);
      if (accounts.length > 1) return refuseUnknown(app, request, name, SSO_MSG.ambiguous);
      return finishSsoLogin(app, request, accounts[0]!);
    },
  );
}
