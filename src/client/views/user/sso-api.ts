/** The calls of third-party login (OpenID Connect) and CAS single sign-on. */
import type { AuthModes } from '../../../shared/auth/auth-modes';
import type { Envelope } from '../../../shared/envelope';
import { get, isRequestError, post } from '../../request';
import type { LoginResult } from '../../stores/user-types';

/** Leaving the app for the provider or CAS; one place so DOM tests (jsdom cannot navigate) can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Resolves with the envelope whatever the outcome, so the page shows the server's own message. */
async function answerOf<T>(call: Promise<Envelope<T>>): Promise<Envelope<T>> {
  try {
    return await call;
  } catch (error) {
    if (isRequestError(error) && error.envelope) return error.envelope as Envelope<T>;
    throw error;
  }
}

/** GET /sys/auth/modes. */
export async function fetchAuthModes(): Promise<AuthModes> {
  return (await get<AuthModes>('/sys/auth/modes', undefined, { skipErrorHandler: true })).result;
}

/** GET /sys/oauth2/authorize: the provider's authorization URL for a login the server has prepared. */
export function oidcAuthorize(): Promise<Envelope<{ url: string }>> {
  return answerOf(get<{ url: string }>('/sys/oauth2/authorize', undefined, { skipErrorHandler: true }));
}

/** POST /sys/oauth2/callback {code, state}: the same answer as /sys/login. */
export function oidcCallback(code: string, state: string): Promise<Envelope<LoginResult>> {
  return answerOf(post<LoginResult>('/sys/oauth2/callback', { code, state }, { skipErrorHandler: true }));
}

/** GET /sys/cas/client/validateLogin?ticket=&service=: the same answer as /sys/login. */
export function casValidate(ticket: string, service: string | null): Promise<Envelope<LoginResult>> {
  const params = service ? { ticket, service } : { ticket };
  return answerOf(get<LoginResult>('/sys/cas/client/validateLogin', params, { skipErrorHandler: true }));
}
