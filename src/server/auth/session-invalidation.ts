/**
 * Keeps every instance's SessionCache (session-cache.ts) honest. A change to who a user is (roles,
 * permissions, account fields) or a revocation clears this instance's entries at once and, with
 * Redis, is published on `<prefix>auth:invalidate` so the other instances clear theirs. Without
 * Redis there is nobody to tell: other instances see such a change within the cache TTL, while
 * revocation itself never depends on this (sessions.ts checks liveness on every request).
 * Listeners (onSessionInvalidation) hear each applied invalidation too: the open sockets of a
 * revoked session close at once (notice/session-sockets.ts).
 */
import type { FastifyInstance } from 'fastify';
import { subscribeSoon, subscriberOf, type Redis } from '../redis';
import { SessionCache } from './session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Authenticated sessions of this instance (route-access.ts reads it on every protected call). */
    sessionCache: SessionCache;
  }
}

type App = Pick<FastifyInstance, 'sessionCache' | 'redis' | 'redisPrefix' | 'log'>;

const ALL = '*';
const USER = 'u:';
const SESSION = 's:';

function channel(app: Pick<FastifyInstance, 'redisPrefix'>): string {
  return `${app.redisPrefix}auth:invalidate`;
}

/** What an invalidation names: one session (a revocation), one user, or neither (everyone). */
export interface SessionInvalidation {
  tokenId?: string;
  userId?: string;
}

type InvalidationListener = (change: SessionInvalidation) => void;

/** Listeners per app (by its cache): open sockets must hear a revocation as the cache does. */
const listeners = new WeakMap<SessionCache, Set<InvalidationListener>>();

/** Calls `listener` on each invalidation this instance applies (its own and other instances'). */
export function onSessionInvalidation(
  app: Pick<FastifyInstance, 'sessionCache'>,
  listener: InvalidationListener,
): () => void {
  let set = listeners.get(app.sessionCache);
  if (!set) listeners.set(app.sessionCache, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function parse(message: string): SessionInvalidation | null {
  if (message === ALL) return {};
  if (message.startsWith(USER)) return { userId: message.slice(USER.length) };
  if (message.startsWith(SESSION)) return { tokenId: message.slice(SESSION.length) };
  return null;
}

function apply(cache: SessionCache, message: string): void {
  const change = parse(message);
  if (!change) return;
  if (change.tokenId !== undefined) cache.invalidateSession(change.tokenId);
  else cache.invalidateUser(change.userId);
  for (const listener of listeners.get(cache) ?? []) listener(change);
}

async function broadcast(app: App, message: string): Promise<void> {
  apply(app.sessionCache, message);
  if (!app.redis) return;
  // Awaited: Redis hands the message to every subscriber before it answers PUBLISH, so when the
  // admin's write is answered the other instances are already being told.
  await app.redis.publish(channel(app), message).catch((error: unknown) => {
    app.log.warn(
      { err: error },
      'session cache invalidation not published; other instances catch up within the TTL',
    );
  });
}

/** After a write to users, roles or permissions: one user's cached sessions, or everyone's. */
export function invalidateUserCache(app: App, userId?: string): Promise<void> {
  return broadcast(app, userId === undefined ? ALL : `${USER}${userId}`);
}

/** After a revocation: the cached entry of that session (its liveness is already refused in Redis/the table). */
export function invalidateSessionCache(app: App, tokenId: string): Promise<void> {
  return broadcast(app, `${SESSION}${tokenId}`);
}

function listen(app: FastifyInstance, redis: Redis): Redis {
  const subscriber = subscriberOf(redis);
  // Outages are reported once, by the main connection (reportRedisOutages).
  subscriber.on('error', () => undefined);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel(app)) apply(app.sessionCache, message);
  });
  return subscriber;
}

/** Decorates the app with its SessionCache and, with Redis, listens for other instances' invalidations. */
export function registerSessionCache(app: FastifyInstance): void {
  app.decorate('sessionCache', new SessionCache());
  let subscriber: Redis | null = null;
  app.addHook('onReady', async () => {
    if (!app.redis) return;
    subscriber = listen(app, app.redis);
    // Until subscribed, serving stays correct (liveness is checked per request); cached user data
    // then ages out by TTL. Reconnects subscribe again by themselves.
    await subscribeSoon(subscriber, channel(app), app.log);
  });
  app.addHook('onClose', async () => {
    await subscriber?.quit().catch(() => undefined);
  });
}
