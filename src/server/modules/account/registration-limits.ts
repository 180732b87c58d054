/**
 * How many companies may register an hour: from one address (config.registerPerAddressHourly) and
 * from everyone together (config.registerGlobalHourly), on top of the route's per-minute limit of
 * requests. Counted only for registrations that passed the form's rules and hold a live slider
 * token, so a stranger's junk requests cannot spend the budget of real users. They use
 * @fastify/rate-limit's store (Redis when configured), so every instance counts together.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const HOUR_MS = 3_600_000;

export interface RegistrationLimits {
  /** Counts this registration; false when its address or everyone is over the hour's limit. */
  allow(request: FastifyRequest): Promise<boolean>;
}

export function registrationLimits(app: FastifyInstance): RegistrationLimits {
  const perAddress = app.createRateLimit({
    max: app.config.registerPerAddressHourly,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `register:address:${request.ip}`,
  });
  const everyone = app.createRateLimit({
    max: app.config.registerGlobalHourly,
    timeWindow: HOUR_MS,
    keyGenerator: () => 'register:global',
  });
  return {
    async allow(request) {
      // createRateLimit answers isAllowed only for the allow list; otherwise isExceeded tells.
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) return false;
      const all = await everyone(request);
      return all.isAllowed || !all.isExceeded;
    },
  };
}
