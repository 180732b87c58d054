/**
 * Refuses a request whose URL carries a NUL (raw or %00) before any route, static file or query
 * parser sees it: no path, query parameter or database text can hold one, and some of them would
 * otherwise fail deep inside (PostgreSQL 22021, fs ERR_INVALID_ARG_VALUE) as a 500.
 */
import type { FastifyInstance } from 'fastify';
import { fail } from './envelope';
import { MSG } from './messages';

function hasNulInUrl(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url);
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasNulInUrl(request.raw.url ?? '')) return done();
    reply.status(400).send(fail(400, request.t(MSG.badRequest)));
  });
}
