/**
 * The security headers of every answer: helmet's set with the app's content security policy.
 *
 * Only the CSP's connect-src depends on the request (its Host, for the page's own WebSocket
 * origin), so helmet runs once per Host value and its headers are replayed from then on: helmet
 * serialises the whole policy again on each call, a few percent of a cheap request's CPU. The
 * remembered Host values are bounded, since the header is the client's to choose; past the bound a
 * request gets helmet's answer computed for it alone.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { ownWebSocketOrigins } from './csp';

/** Host values whose headers are remembered (an install answers to a handful of names). */
export const MAX_REMEMBERED_HOSTS = 64;

type HeaderList = ReadonlyArray<readonly [string, string]>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const apply: Middleware = helmet({
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

/** The headers helmet sets for `req`, recorded instead of written (helmet only sets and removes headers). */
function helmetHeaders(req: IncomingMessage): HeaderList {
  const headers: [string, string][] = [];
  let failure: unknown;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  apply(req, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const byHost = new Map<string, HeaderList>();
  const headersFor = (req: IncomingMessage): HeaderList => {
    const host = req.headers.host ?? '';
    let headers = byHost.get(host);
    if (!headers) {
      headers = helmetHeaders(req);
      if (byHost.size < MAX_REMEMBERED_HOSTS) byHost.set(host, headers);
    }
    return headers;
  };
  // Set on the raw answer, where Fastify's own headers join them when it writes the answer.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headersFor(request.raw)) reply.raw.setHeader(name, value);
    done();
  });
}
