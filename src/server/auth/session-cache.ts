/**
 * In-process cache of authenticated sessions, keyed by the exact token string: its verified claims
 * (so the HMAC is not recomputed per request) and the loaded SessionUser (so user, roles and
 * permissions are not read per request). It never answers "is this session still alive?" — that
 * stays with the shared state (Redis or sys_session, see sessions.ts) on every request, so a
 * revocation on any instance wins at once. What the cache may hold stale is the user's data (roles,
 * permissions, names): explicit invalidation (session-invalidation.ts) clears it on every instance,
 * and TTL_MS bounds it for writes that bypass the server (a hand-edited table).
 */
import type { SessionUser } from './session-user';
import type { VerifiedToken } from './tokens';

export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every live session of a busy instance; past it the oldest entry goes. */
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  claims: VerifiedToken;
  /** A promise, so concurrent requests of one session share one load. Null: user gone or frozen. */
  user: Promise<SessionUser | null>;
  loadedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(token: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now - entry.loadedAt >= this.ttlMs || now >= entry.claims.expiresAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /**
   * Stores the entry before its load finishes: an invalidation arriving while the load runs then
   * deletes it, and the possibly stale result is never served to a later request.
   */
  set(token: string, entry: CachedSession): void {
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest load.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, entry);
  }

  /** Removes the entry only if it is still this one (a newer load may have replaced it). */
  drop(token: string, entry: CachedSession): void {
    if (this.entries.get(token) === entry) this.entries.delete(token);
  }

  /** Forgets one user's sessions, or everyone's when no user is given. */
  invalidateUser(userId?: string): void {
    if (userId === undefined) {
      this.entries.clear();
      return;
    }
    for (const [token, entry] of this.entries) if (entry.claims.userId === userId) this.entries.delete(token);
  }

  invalidateSession(tokenId: string): void {
    for (const [token, entry] of this.entries)
      if (entry.claims.tokenId === tokenId) this.entries.delete(token);
  }
}
