/**
 * The server side of an OpenID Connect login in flight: `state`, `nonce` and the PKCE verifier,
 * made here (never by the browser) and kept in sys_sso_state so any instance can finish the login.
 * A state is taken at most once (deleted as it is read) and only within its lifetime.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Time to sign in at the provider: long enough for a password and a second factor. */
export const SSO_STATE_TTL_MS = 10 * 60_000;

export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** S256 challenge of the verifier, sent to the provider with the authorization request. */
  codeChallenge: string;
  /** The signed-in account this round trip links the provider's identity to; null for a sign-in. */
  linkUserId: string | null;
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export async function createLoginState(
  db: Kysely<Database>,
  linkUserId: string | null = null,
  now = new Date(),
): Promise<LoginState> {
  const login = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(), linkUserId };
  // Abandoned logins are cleared as new ones start, so the table stays small without a timer.
  await db.deleteFrom('sys_sso_state').where('expires_at', '<', now).execute();
  await db
    .insertInto('sys_sso_state')
    .values({
      state: login.state,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      link_user_id: linkUserId,
      expires_at: new Date(now.getTime() + SSO_STATE_TTL_MS),
    })
    .execute();
  return { ...login, codeChallenge: pkceChallenge(login.codeVerifier) };
}

/** The stored login for `state`, removed in the same statement so a second use finds nothing. */
export async function takeLoginState(
  db: Kysely<Database>,
  state: string,
  now = new Date(),
): Promise<Omit<LoginState, 'codeChallenge'> | null> {
  const row = await db
    .deleteFrom('sys_sso_state')
    .where('state', '=', state)
    .returning(['state', 'nonce', 'code_verifier', 'expires_at', 'link_user_id'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    linkUserId: row.link_user_id,
  };
}
