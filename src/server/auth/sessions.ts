/**
 * Server-side sessions. The table is the truth (shared by every instance on one database); Redis,
 * when configured, answers the per-request check without a query. Revocation writes both, so a
 * revoked token is refused by every instance at once.
 *
 * Idle timeout (config.tokenIdleMs, TOKEN_IDLE_MS): a session unused for longer is dead even
 * before its expiry. Use is recorded in sys_session.last_seen_at at most once per TOUCH_EVERY_MS
 * per session and instance (one UPDATE that is also the liveness check), so the per-request cost
 * stays one Redis GET or one SELECT; Redis' "active" answer lives no longer than the idle timeout.
 */
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { invalidateSessionCache, invalidateUserCache } from './session-invalidation';

type App = Pick<FastifyInstance, 'db' | 'redis' | 'redisPrefix'>;
type CheckingApp = App & { config: Pick<FastifyInstance['config'], 'tokenIdleMs'> };
/** Revoking also forgets the cached SessionUser (session-cache.ts) on every instance. */
type RevokingApp = App & Pick<FastifyInstance, 'sessionCache' | 'log'>;

const ACTIVE = 'active';
const REVOKED = 'revoked';
/** 'active' is cached briefly, so a revocation whose Redis write failed still wins within this time. */
const ACTIVE_CACHE_MS = 5 * 60_000;
/** last_seen_at is written at most this often per session (and at least 4 times per idle period). */
const TOUCH_EVERY_MS = 60_000;
/** Past this many remembered touches the oldest are forgotten (a forgotten session just touches again). */
const MAX_TOUCHES = 50_000;

/** tokenId → when this instance last wrote its last_seen_at (epoch ms). */
const touchedAt = new Map<string, number>();

function touchDue(tokenId: string, idleMs: number, now: number): boolean {
  const last = touchedAt.get(tokenId);
  return last === undefined || now - last >= Math.min(TOUCH_EVERY_MS, Math.floor(idleMs / 4));
}

function rememberTouch(tokenId: string, now: number): void {
  touchedAt.delete(tokenId);
  if (touchedAt.size >= MAX_TOUCHES) {
    const oldest = touchedAt.keys().next();
    if (!oldest.done) touchedAt.delete(oldest.value);
  }
  touchedAt.set(tokenId, now);
}

function key(app: App, tokenId: string): string {
  return `${app.redisPrefix}session:${tokenId}`;
}

function remainingMs(expiresAt: Date): number {
  return Math.max(1, expiresAt.getTime() - Date.now());
}

function cacheMs(state: string, expiresAt: Date, idleMs = ACTIVE_CACHE_MS): number {
  const remaining = remainingMs(expiresAt);
  return state === ACTIVE ? Math.min(remaining, ACTIVE_CACHE_MS, idleMs) : remaining;
}

export interface NewSession {
  tokenId: string;
  expiresAt: Date;
}

export async function createSession(
  app: App,
  userId: string,
  ttlMs: number,
  client: { ip: string | null; userAgent: string | null },
): Promise<NewSession> {
  const tokenId = newId();
  const expiresAt = new Date(Date.now() + ttlMs);
  await app.db
    .insertInto('sys_session')
    .values({
      id: tokenId,
      user_id: userId,
      expires_at: expiresAt,
      ip: client.ip,
      user_agent: client.userAgent,
    })
    .execute();
  // The row is the truth; a Redis hiccup here only costs the next check a query.
  await app.redis?.set(key(app, tokenId), ACTIVE, 'PX', cacheMs(ACTIVE, expiresAt)).catch(() => undefined);
  return { tokenId, expiresAt };
}

/** One UPDATE: alive (not revoked, not expired, used within the idle timeout) and now used again. */
async function touchSession(app: CheckingApp, tokenId: string, userId: string): Promise<boolean> {
  const idleSince = new Date(Date.now() - app.config.tokenIdleMs);
  const row = await app.db
    .updateTable('sys_session')
    .set({ last_seen_at: new Date() })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleSince)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function isSessionActive(app: CheckingApp, tokenId: string, userId: string): Promise<boolean> {
  const idleMs = app.config.tokenIdleMs;
  const now = Date.now();
  if (touchDue(tokenId, idleMs, now)) {
    const touched = await touchSession(app, tokenId, userId);
    if (!touched) {
      touchedAt.delete(tokenId);
      return false;
    }
    rememberTouch(tokenId, now);
    // Redis is not written here: a revocation stored there meanwhile must not be overwritten.
    return true;
  }
  let redisUp = !!app.redis;
  if (app.redis) {
    try {
      const cached = await app.redis.get(key(app, tokenId));
      if (cached === ACTIVE) return true;
      if (cached === REVOKED) return false;
    } catch {
      // Redis is a cache here: while it is down the table answers.
      redisUp = false;
    }
  }
  const row = await app.db
    .selectFrom('sys_session')
    .select(['expires_at', 'revoked_at', 'last_seen_at'])
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const active =
    !!row &&
    row.revoked_at === null &&
    row.expires_at.getTime() > now &&
    row.last_seen_at.getTime() > now - idleMs;
  if (app.redis && redisUp && row) {
    // An idle session never comes back (its last_seen_at is no longer written), so it is cached as revoked.
    const state = active ? ACTIVE : REVOKED;
    // NX: a revocation written meanwhile by another instance must win over this refill.
    await app.redis
      .set(key(app, tokenId), state, 'PX', cacheMs(state, row.expires_at, idleMs), 'NX')
      .catch(() => undefined);
  }
  return active;
}

async function markRevoked(app: App, rows: { id: string; expires_at: Date }[]): Promise<void> {
  if (!app.redis || rows.length === 0) return;
  const pipeline = app.redis.pipeline();
  for (const row of rows) pipeline.set(key(app, row.id), REVOKED, 'PX', cacheMs(REVOKED, row.expires_at));
  // The revocation is stored in the table, which an instance that cannot read Redis checks; an entry
  // Redis cannot take now ages out by its TTL (Redis' outage is logged by its connection).
  await pipeline.exec().catch(() => undefined);
}

export async function revokeSession(app: RevokingApp, tokenId: string): Promise<void> {
  const rows = await app.db
    .updateTable('sys_session')
    .set({ revoked_at: new Date() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'expires_at'])
    .execute();
  await markRevoked(app, rows);
  await invalidateSessionCache(app, tokenId);
}

/** Revokes every live session of a user, except the one of `exceptTokenId` (the caller's own). */
export async function revokeUserSessions(
  app: RevokingApp,
  userId: string,
  exceptTokenId?: string,
): Promise<number> {
  let query = app.db
    .updateTable('sys_session')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (exceptTokenId) query = query.where('id', '<>', exceptTokenId);
  const rows = await query.returning(['id', 'expires_at']).execute();
  await markRevoked(app, rows);
  // The whole user: a freeze or password change also changes who the kept session belongs to.
  await invalidateUserCache(app, userId);
  return rows.length;
}
