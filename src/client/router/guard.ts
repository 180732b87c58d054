/**
 * The navigation guard of SPEC §2 as pure functions; RouteGuard.tsx only carries the decisions out.
 */
import type { RouteTable } from './menu-types';
import {
  EXCEPTION_PATHS,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  OAUTH2_LOGIN_PATH,
  OAUTH2_PATH,
  OPEN_PATHS,
  PUBLIC_PATHS,
  USER_PATH,
} from './paths';
import { findRoute } from './route-table';

/** Pages the shell has outside the menu (the other open paths have none yet). */
const SHELL_PAGES: readonly string[] = [
  LOGIN_PATH,
  OAUTH2_LOGIN_PATH,
  '/user/alteration',
  '/user/register',
  '/user/register-result',
];

export type GuardDecision =
  | { type: 'render' }
  | { type: 'redirect'; to: string }
  | { type: 'load-menu' }
  // CAS mode (RouteGuard's use-cas-guard.ts carries these out): learn whether it is on, leave for the
  // CAS login (coming back to `returnTo`), or validate the ticket CAS came back with.
  | { type: 'load-modes' }
  | { type: 'cas-login'; url: string; returnTo: string }
  | { type: 'cas-validate'; ticket: string };

/** CAS single sign-on as the guard sees it; `unknown` until GET /sys/auth/modes has answered. */
export type CasGuardState =
  | { state: 'unknown' }
  | { state: 'off' }
  /** `returnTo`: where the visitor was going when last sent to CAS (cas-return.ts), if known. */
  | { state: 'on'; loginUrl: string; returnTo?: string | null };

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** null until the menu has been fetched. */
  routes: RouteTable | null;
  /** Absent: CAS off. */
  cas?: CasGuardState;
  /** The user logged out in this page's life: the login page is where they go, not a way back here. */
  signedOut?: boolean;
}

const render: GuardDecision = { type: 'render' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

export function loginWithRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** The `redirect` query value when it is a path of this app (never another origin: no open redirect). */
export function safeRedirect(search: string): string | undefined {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/**
 * SPEC §2: with CAS on, a visitor without a token goes to the CAS login rather than ours, and the
 * ticket CAS returns with is validated first, on whatever path CAS_SERVICE_URL names (even /).
 * Once the ticket has given a token, the guard itself moves on to where the visitor was going:
 * one navigation, so no other rule (such as / → home) can overtake it.
 */
function decideCas({ pathname, search, hasToken, cas }: GuardInput): GuardDecision | null {
  if (!cas || cas.state === 'off') return null;
  const ticket = new URLSearchParams(search).get('ticket');
  if (hasToken) return cas.state === 'on' && ticket ? redirect(cas.returnTo ?? HOME_PATH) : null;
  if (OPEN_PATHS.includes(pathname) || EXCEPTION_PATHS.includes(pathname)) return null;
  if (cas.state === 'unknown') return { type: 'load-modes' };
  if (ticket) return { type: 'cas-validate', ticket };
  return { type: 'cas-login', url: cas.loginUrl, returnTo: pathname === '/' ? HOME_PATH : pathname + search };
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search, hasToken, routes } = input;
  // Public pages (certificate verification) render for everyone, before any login rule.
  if (PUBLIC_PATHS.includes(pathname)) return render;
  const cas = decideCas(input);
  if (cas) return cas;
  if (pathname === '/') return redirect(HOME_PATH);
  if (pathname === OAUTH2_PATH || pathname === `${OAUTH2_PATH}/`) return redirect(OAUTH2_LOGIN_PATH + search);
  // SPEC §2: /user redirects to /user/login, with or without a token (the login page then sends a
  // logged-in user home). Its query travels along, so /user?redirect=… still lands where it asked.
  if (pathname === USER_PATH || pathname === `${USER_PATH}/`) return redirect(LOGIN_PATH + search);
  if (EXCEPTION_PATHS.includes(pathname)) return render;
  if (!hasToken) {
    if (OPEN_PATHS.includes(pathname))
      return SHELL_PAGES.includes(pathname) ? render : redirect(NOT_FOUND_PATH);
    return redirect(input.signedOut ? LOGIN_PATH : loginWithRedirect(pathname + search));
  }
  // The login page itself stores the token before navigating on; honour its redirect query here too.
  if (pathname === LOGIN_PATH) return redirect(safeRedirect(search) ?? HOME_PATH);
  if (pathname === OAUTH2_LOGIN_PATH) return redirect(HOME_PATH);
  if (!routes) return { type: 'load-menu' };
  return findRoute(routes, pathname) ? render : redirect(NOT_FOUND_PATH);
}

export interface AfterMenu {
  to: string;
  logout: boolean;
}

/** Where to go once the menu fetch has settled. */
export function afterMenuLoad(loaded: boolean, pathname: string, search: string): AfterMenu {
  if (!loaded) return { to: loginWithRedirect(pathname + search), logout: true };
  return { to: safeRedirect(search) ?? pathname + search, logout: false };
}
