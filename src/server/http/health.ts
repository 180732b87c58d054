/** Liveness (/healthz: the process answers) and readiness (/readyz: database and Redis answer). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fail, ok } from './envelope';
import { MSG } from './messages';

export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { config: { open: true }, schema: { hide: true } }, async () => ok({ status: 'up' }));

  app.get('/readyz', { config: { open: true }, schema: { hide: true } }, async (request, reply) => {
    const checks: Record<string, 'up' | 'down'> = {};
    try {
      await sql`select 1`.execute(app.db);
      checks.database = 'up';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database down');
      checks.database = 'down';
    }
    if (app.redis) {
      try {
        await app.redis.ping();
        checks.redis = 'up';
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: redis down');
        checks.redis = 'down';
      }
    }
    const ready = Object.values(checks).every((s) => s === 'up');
    if (ready) return ok({ status: 'ready', checks });
    return reply.status(503).send(fail(503, request.t(MSG.notReady), { status: 'not ready', checks }));
  });
}
