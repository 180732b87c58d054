/**
 * API answers carry personal data (accounts, login logs, exports): `Cache-Control: no-store` on
 * every answer that did not choose its own policy. Static assets of the client set theirs
 * (@fastify/static, index.html `no-cache`), so they keep being cacheable.
 */
import type { FastifyInstance } from 'fastify';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
