/**
 * Limits per account or mobile number on top of the routes' per-address limits. They are keyed on
 * what the caller typed, whether or not it names anyone, so being limited says nothing about
 * whether the account exists. They use @fastify/rate-limit's store (Redis when configured), so
 * every instance counts together.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SendLimit {
  /** Counts this attempt; false when the key is over one of its limits. */
  allow(request: FastifyRequest, key: string): Promise<boolean>;
}

/** At most one send a minute and `perHour` an hour for one key. */
export function sendLimit(app: FastifyInstance, name: string, perHour: number): SendLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const keyOf = (suffix: string) => (request: FastifyRequest) =>
    `${name}:${suffix}:${keys.get(request) ?? ''}`;
  const perMinute = app.createRateLimit({ max: 1, timeWindow: 60_000, keyGenerator: keyOf('minute') });
  const hourly = app.createRateLimit({ max: perHour, timeWindow: 3_600_000, keyGenerator: keyOf('hour') });
  return {
    async allow(request, key) {
      keys.set(request, key.trim().toLowerCase());
      // createRateLimit answers isAllowed only for the allow list; otherwise isExceeded tells.
      const minute = await perMinute(request);
      if (!minute.isAllowed && minute.isExceeded) return false;
      const hour = await hourly(request);
      return hour.isAllowed || !hour.isExceeded;
    },
  };
}
