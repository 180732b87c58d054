/**
 * Who may open a socket (STACK.md: authenticate in the upgrade, before the socket opens). Browsers
 * cannot set headers on a WebSocket, so the token travels as the subprotocol (JeecgBoot's
 * `new WebSocket(url, [token])`). Refusals are HTTP answers to the upgrade request, so no socket
 * is ever opened: 401 without a valid live token, 403 for a token of another user than the path's
 * or an Origin other than the app's own (a foreign page must not ride a user's token).
 */
import type { FastifyRequest } from 'fastify';
import { sessionUserOf } from '../auth/authenticate';
import { LocalizedHttpError } from '../http/errors';
import { MSG } from '../http/messages';

/** The first offered subprotocol: the token (ws answers the same one, as browsers require). */
export function protocolToken(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first ? first : null;
}

/**
 * The page's origin must be this app's: its host equal to the Host the request came to (behind a
 * trusted proxy, the forwarded host; request.host follows TRUST_PROXY). A missing Origin (no
 * browser) is refused as well.
 */
export function isOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.host.toLowerCase() === request.host.toLowerCase();
}

/** onRequest of both socket routes: sets request.user or refuses the upgrade. */
export async function authenticateSocket(request: FastifyRequest): Promise<void> {
  if (!isOwnOrigin(request)) throw new LocalizedHttpError(403, MSG.forbidden);
  const token = protocolToken(request);
  const user = token ? await sessionUserOf(request.server, token) : null;
  if (!user) throw new LocalizedHttpError(401, MSG.tokenInvalid);
  const { userId } = request.params as { userId?: string };
  if (userId !== user.id) throw new LocalizedHttpError(403, MSG.forbidden);
  request.user = user;
}
