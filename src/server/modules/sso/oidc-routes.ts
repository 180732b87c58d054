/**
 * Third-party login through OpenID Connect, registered only when OIDC_* is configured:
 *   GET  /sys/oauth2/authorize        → { url } of the provider's authorization page
 *   GET  /sys/oauth2/link (signed in)  → the same, for linking the provider's identity to the caller
 *   POST /sys/oauth2/callback {code, state} → the /sys/login answer for the linked account
 * The account is the one linked to the provider's subject (external-identities.ts). Without a link,
 * a first sign-in links the one account whose owner verified the same email the provider verified;
 * an email typed into an account but never verified links nothing. Nothing is created.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { linkedAccount, linkIdentity, type ExternalIdentity } from './external-identities';
import { accountsByVerifiedEmail, finishSsoLogin, refuseUnknown } from './sso-account';
import { SSO_MSG } from './sso-messages';
import { createLoginState, SSO_STATE_TTL_MS, takeLoginState, type LoginState } from './sso-state';

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

/** The round trip a signed-in user started: the identity becomes theirs, then they are signed in as themselves. */
async function finishLink(
  app: FastifyInstance,
  request: FastifyRequest,
  identity: ExternalIdentity,
  userId: string,
) {
  const account = await app.db
    .selectFrom('sys_user')
    .select(['id', 'username', 'status'])
    .where('id', '=', userId)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (!account) throw new LocalizedHttpError(400, SSO_MSG.stateInvalid);
  if ((await linkIdentity(app.db, identity, account.id, account.username)) === 'taken')
    throw new LocalizedHttpError(409, SSO_MSG.linkTaken);
  return finishSsoLogin(app, request, account);
}

async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  identity: ExternalIdentity,
  claims: IdentityClaims,
) {
  const linked = await linkedAccount(app, identity);
  if (linked) return finishSsoLogin(app, request, linked);
  const name = claims.email ?? `oidc:${claims.sub}`;
  if (claims.email === null || !claims.emailVerified)
    return refuseUnknown(app, request, name, SSO_MSG.notVerified);
  const accounts = await accountsByVerifiedEmail(app, claims.email);
  if (accounts.length === 0) return refuseUnknown(app, request, name, SSO_MSG.noAccount);
  if (accounts.length > 1) return refuseUnknown(app, request, name, SSO_MSG.ambiguous);
  const account = accounts[0]!;
  // Signed in first (a frozen account is refused and stays unlinked), then linked by subject, so
  // later sign-ins follow the subject even when either side's email changes.
  const answer = await finishSsoLogin(app, request, account);
  await linkIdentity(app.db, identity, account.id, account.username);
  return answer;
}

export default async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.oidc;
  if (!config) return;
  const provider: OidcConfig = config;
  const rateLimit = { max: app.config.loginRateLimit, timeWindow: 60_000 };

  async function start(request: FastifyRequest, reply: FastifyReply, linkUserId: string | null) {
    const metadata = await discover(provider).catch((error: unknown) => asAnswer(request, error));
    const login: LoginState = await createLoginState(app.db, linkUserId);
    bindToBrowser(request, reply, login.state, SSO_STATE_TTL_MS);
    return ok({ url: authorizationUrl(metadata, provider, login) });
  }

  app.get(
    '/sys/oauth2/authorize',
    {
      config: { open: true, rateLimit },
      schema: { tags: ['auth'], summary: 'Start an OpenID Connect login: the provider URL to open' },
    },
    async (request, reply) => start(request, reply, null),
  );

  app.get(
    '/sys/oauth2/link',
    {
      config: { authenticated: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: "Start linking the provider's identity to the signed-in account: the provider URL to open",
      },
    },
    async (request, reply) => start(request, reply, request.user.id),
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
      const external: ExternalIdentity = { provider: 'oidc', issuer: config.issuer, subject: identity.sub };
      if (login.linkUserId !== null) return finishLink(app, request, external, login.linkUserId);
      return signIn(app, request, external, identity);
    },
  );
}
