/**
 * Optional Redis (REDIS_URL): shared session state, rate limits, revocations and notices across
 * instances. Redis is never what keeps a request waiting: a command it does not answer in time fails
 * (a hung Redis), and while the connection is down commands fail at once rather than queue. Each
 * caller then falls back to what one instance can do alone: rate limits counted in the process,
 * sessions checked in the database, notices delivered to this instance's sockets.
 */
import { Redis } from 'ioredis';

/** How long a command may take before it counts as failed. Redis answers in well under a millisecond. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long start-up waits for a subscription before it goes on (the subscription completes later). */
const SUBSCRIBE_WAIT_MS = 2_000;

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Reconnect soon and keep trying: the instance recovers by itself when Redis is back.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}

interface Log {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/** Logs once when Redis goes away (not at every reconnect attempt) and once when it is back. */
export function reportRedisOutages(redis: Redis, log: Log): void {
  let down = false;
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'redis unavailable: rate limits count in this process, sessions are checked in the database and notices reach this instance only until it is back',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis is back: shared rate limits, session cache and notices resume');
  });
}

/**
 * A connection for SUBSCRIBE: its commands wait for the connection (a subscriber has nothing to
 * fall back to), and ioredis subscribes again after each reconnect.
 */
export function subscriberOf(redis: Redis): Redis {
  return redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null });
}

/**
 * Subscribes `subscriber` to `channel`, waiting at most a moment: with Redis down at start-up the
 * server starts anyway and the subscription completes once Redis answers.
 */
export async function subscribeSoon(subscriber: Redis, channel: string, log: Log): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const subscribed = subscriber.subscribe(channel).then(
    () => true,
    (error: unknown) => {
      log.warn({ err: error }, `redis channel ${channel} not subscribed`);
      return false;
    },
  );
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS);
  });
  const done = await Promise.race([subscribed, waited]);
  clearTimeout(timer);
  if (!done) log.info(`redis channel ${channel}: subscribing once redis answers`);
}

export type { Redis };
