/**
 * The relying-party half of OpenID Connect's authorization code flow with PKCE: discovery, the
 * authorization URL, the code exchange and the ID token check (signature from the provider's JWKS,
 * issuer, audience, expiry, nonce). Failures are `OidcError`s the routes turn into answers.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { OidcConfig } from '../../config';

const FETCH_TIMEOUT_MS = 10_000;
/** Providers rotate keys and endpoints rarely; an hour keeps a restart-free deployment current. */
const DISCOVERY_TTL_MS = 60 * 60_000;

/** `unavailable`: the provider could not be reached or answered nonsense; `rejected`: it or its token said no. */
export class OidcError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

export interface IdentityClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

const discovered = new Map<string, { at: number; metadata: Promise<ProviderMetadata> }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OidcError('unavailable', `request to ${url} failed: ${(error as Error).message}`);
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

function isMetadata(value: unknown): value is ProviderMetadata {
  const m = value as Partial<ProviderMetadata> | null;
  return (
    typeof m?.issuer === 'string' &&
    typeof m.authorization_endpoint === 'string' &&
    typeof m.token_endpoint === 'string' &&
    typeof m.jwks_uri === 'string'
  );
}

async function loadMetadata(issuer: string): Promise<ProviderMetadata> {
  const { status, body } = await fetchJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (status !== 200 || !isMetadata(body))
    throw new OidcError('unavailable', `discovery of ${issuer} answered ${status} without the endpoints`);
  // OpenID Connect Discovery §4.3: the document must name exactly the issuer it was fetched for.
  if (body.issuer !== issuer)
    throw new OidcError('unavailable', `discovery of ${issuer} names another issuer (${body.issuer})`);
  return body;
}

/** The provider's metadata, cached per issuer; a failed discovery is not cached. */
export function discover(config: OidcConfig, now = Date.now()): Promise<ProviderMetadata> {
  const cached = discovered.get(config.issuer);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.metadata;
  const metadata = loadMetadata(config.issuer);
  discovered.set(config.issuer, { at: now, metadata });
  metadata.catch(() => discovered.delete(config.issuer));
  return metadata;
}

export function authorizationUrl(
  metadata: ProviderMetadata,
  config: OidcConfig,
  login: { state: string; nonce: string; codeChallenge: string },
): string {
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', login.state);
  url.searchParams.set('nonce', login.nonce);
  url.searchParams.set('code_challenge', login.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** RFC 6749 §2.3.1: id and secret are form-encoded before they are joined and base64-encoded. */
function basicAuthorization(config: OidcConfig): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(config.clientId)}:${encode(config.clientSecret)}`).toString('base64')}`;
}

export interface TokenSet {
  idToken: string;
  accessToken: string | null;
}

export async function exchangeCode(
  metadata: ProviderMetadata,
  config: OidcConfig,
  code: string,
  codeVerifier: string,
): Promise<TokenSet> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUri,
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const methods = metadata.token_endpoint_auth_methods_supported;
  // client_secret_basic is the default when the provider names no methods (Discovery §3).
  if (!methods || methods.includes('client_secret_basic')) headers.authorization = basicAuthorization(config);
  else {
    form.set('client_id', config.clientId);
    form.set('client_secret', config.clientSecret);
  }
  const { status, body } = await fetchJson(metadata.token_endpoint, {
    method: 'POST',
    headers,
    body: form.toString(),
  });
  const tokens = body as { id_token?: unknown; access_token?: unknown; error?: unknown } | null;
  if (status >= 500) throw new OidcError('unavailable', `token endpoint answered ${status}`);
  if (status !== 200 || typeof tokens?.id_token !== 'string') {
    throw new OidcError(
      'rejected',
      `token endpoint refused the code: ${status} ${String(tokens?.error ?? '')}`,
    );
  }
  return {
    idToken: tokens.id_token,
    accessToken: typeof tokens.access_token === 'string' ? tokens.access_token : null,
  };
}

function keySet(metadata: ProviderMetadata) {
  let set = keySets.get(metadata.jwks_uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS });
    keySets.set(metadata.jwks_uri, set);
  }
  return set;
}

/** Accepts the boolean the spec names, and the string some providers send instead. */
function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

function identityOf(claims: JWTPayload & { email?: unknown; email_verified?: unknown }): IdentityClaims {
  return {
    sub: String(claims.sub),
    email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : null,
    emailVerified: isVerified(claims.email_verified),
  };
}

/** Signature (JWKS), iss, aud, exp/iat and the nonce this login stored (OIDC Core §3.1.3.7). */
export async function verifyIdToken(
  metadata: ProviderMetadata,
  config: OidcConfig,
  idToken: string,
  nonce: string,
): Promise<IdentityClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(metadata), {
      issuer: config.issuer,
      audience: config.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch (error) {
    throw new OidcError('rejected', `ID token refused: ${(error as Error).message}`);
  }
  // With several audiences the token must have been issued to this client (§3.1.3.7 items 4 and 5).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
    throw new OidcError('rejected', 'ID token issued to another party (azp)');
  }
  if (payload.nonce !== nonce) throw new OidcError('rejected', 'ID token nonce does not match this login');
  return identityOf(payload);
}

/**
 * Providers that follow OIDC Core §5.4 strictly put email in the UserInfo answer, not in the ID token.
 * Its `sub` must be the ID token's (§5.3.2), else the answer is someone else's and is ignored.
 */
export async function userInfoClaims(
  metadata: ProviderMetadata,
  accessToken: string,
  sub: string,
): Promise<IdentityClaims | null> {
  if (!metadata.userinfo_endpoint) return null;
  const { status, body } = await fetchJson(metadata.userinfo_endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const claims = body as (JWTPayload & { email?: unknown; email_verified?: unknown }) | null;
  if (status !== 200 || !claims || claims.sub !== sub) return null;
  return identityOf(claims);
}
