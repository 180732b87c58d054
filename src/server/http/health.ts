/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the database, Redis and the file
 * store answer; an instance that cannot store an upload is not ready to take traffic).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fail, ok } from './envelope';
import { MSG } from './messages';

/** A readiness check that has not answered in this time counts as down: a hung dependency is not ready. */
export const READINESS_CHECK_MS = 2_000;

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READINESS_CHECK_MS} ms`)),
      READINESS_CHECK_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { config: { open: true }, schema: { hide: true } }, async () => ok({ status: 'up' }));

  app.get('/readyz', { config: { open: true }, schema: { hide: true } }, async (request, reply) => {
    if (app.drain.active)
      return reply.status(503).send(fail(503, request.t(MSG.notReady), { status: 'shutting down' }));
    const checks: Record<string, 'up' | 'down'> = {};
    try {
      await withinTime(sql`select 1`.execute(app.db), 'the database');
      checks.database = 'up';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database down');
      checks.database = 'down';
    }
    if (app.redis) {
      try {
        await withinTime(app.redis.ping(), 'redis');
        checks.redis = 'up';
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: redis down');
        checks.redis = 'down';
      }
    }
    try {
      await withinTime(app.files.check(), 'the file storage');
      checks.storage = 'up';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: file storage down');
      checks.storage = 'down';
    }
    const ready = Object.values(checks).every((s) => s === 'up');
    if (ready) return ok({ status: 'ready', checks });
    return reply.status(503).send(fail(503, request.t(MSG.notReady), { status: 'not ready', checks }));
  });
}
