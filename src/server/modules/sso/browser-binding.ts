/**
 * Ties an OpenID Connect login to the browser that started it (login CSRF, RFC 9700 §4.7): the
 * authorize answer sets an HttpOnly cookie holding the state, and the callback is refused unless
 * the browser sends it back. Otherwise someone could send a victim a link with their own code and
 * state, and the victim's browser would sign in to the sender's account.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const BINDING_COOKIE = 'certdesk_oidc_state';
const COOKIE_PATH = '/sys/oauth2';

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${BINDING_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function bindToBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
  ttlMs: number,
): void {
  reply.header('set-cookie', cookie(request, state, Math.floor(ttlMs / 1000)));
}

export function releaseBrowser(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}

/** Whether the request carries the binding cookie of `state`. */
export function isBoundBrowser(request: FastifyRequest, state: string): boolean {
  const header = request.headers.cookie ?? '';
  return header.split(';').some((part) => {
    const at = part.indexOf('=');
    return at > 0 && part.slice(0, at).trim() === BINDING_COOKIE && part.slice(at + 1).trim() === state;
  });
}
