/** Optional Redis (REDIS_URL): shared session state and rate limits across instances. */
import { Redis } from 'ioredis';

export function connectRedis(url: string): Redis {
  // Fail requests quickly while Redis is down instead of queueing them without bound.
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}

export type { Redis };
