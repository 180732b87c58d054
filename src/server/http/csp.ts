/**
 * connect-src of the CSP: the page's own origin and its own WebSocket origin only. 'self' does not
 * match ws:/wss: in every browser still in use, so the request's host is added with those schemes;
 * a Host header that is not a plain host[:port] adds nothing.
 */
import type { IncomingMessage } from 'node:http';

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function ownWebSocketOrigins(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : '';
}
