/**
 * Token → SessionUser for a protected request. Liveness of the session is asked of the shared
 * state (Redis, else sys_session) on every request, so logout, password change and freeze on any
 * instance refuse the token at once; the JWT verification and the user/roles/permissions load are
 * served from this instance's SessionCache while it is fresh.
 */
import type { FastifyInstance } from 'fastify';
import { loadSessionUser } from './load-user';
import { isSessionActive } from './sessions';
import type { SessionUser } from './session-user';
import { verifyToken } from './tokens';

type App = Pick<FastifyInstance, 'db' | 'redis' | 'redisPrefix' | 'secrets' | 'sessionCache' | 'config'>;

/** Null for a bad, expired or revoked token, or a user who is gone or frozen. */
export async function sessionUserOf(app: App, token: string): Promise<SessionUser | null> {
  const cache = app.sessionCache;
  const hit = cache.get(token);
  if (hit) {
    const [active, user] = await Promise.all([
      isSessionActive(app, hit.claims.tokenId, hit.claims.userId),
      hit.user,
    ]);
    return active ? user : null;
  }
  const claims = await verifyToken(app.secrets.jwtKey, token);
  if (!claims || !(await isSessionActive(app, claims.tokenId, claims.userId))) return null;
  const entry = {
    claims,
    user: loadSessionUser(app.db, claims.userId, claims.tokenId),
    loadedAt: Date.now(),
  };
  cache.set(token, entry);
  try {
    const user = await entry.user;
    // Refusals are not cached: unfreezing the account must work without waiting for the TTL.
    if (!user) cache.drop(token, entry);
    return user;
  } catch (error) {
    cache.drop(token, entry);
    throw error;
  }
}
