/**
 * The security headers of every answer: helmet's set with the app's content security policy. The
 * middleware is built once, at start. (@fastify/helmet built it again for every request, parsing
 * the policy each time, behind two hooks: 4–7 % of a request's CPU in the list benchmark.)
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { ownWebSocketOrigins } from './csp';

export function registerSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (cssinjs) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Only this origin and its own WebSocket origin (not every ws:/wss: host).
        connectSrc: ["'self'", (req) => ownWebSocketOrigins(req)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // A LAN install served over plain http must still load its own assets.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Set on the raw answer, where Fastify's own headers join them when it writes the answer.
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}
