/**
 * The navigation guard of SPEC §2 as pure functions; RouteGuard.tsx only carries the decisions out.
 */
import type { RouteTable } from './menu-types';
import { EXCEPTION_PATHS, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, OPEN_PATHS, USER_PATH } from './paths';
import { findRoute } from './route-table';

/** Pages the shell has outside the menu (the other open paths have none yet). */
const SHELL_PAGES: readonly string[] = [LOGIN_PATH];

export type GuardDecision = { type: 'render' } | { type: 'redirect'; to: string } | { type: 'load-menu' };

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** null until the menu has been fetched. */
  routes: RouteTable | null;
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

export function decideNavigation({ pathname, search, hasToken, routes }: GuardInput): GuardDecision {
  if (pathname === '/') return redirect(HOME_PATH);
  // SPEC §2: /user redirects to /user/login, with or without a token (the login page then sends a
  // logged-in user home). Its query travels along, so /user?redirect=… still lands where it asked.
  if (pathname === USER_PATH || pathname === `${USER_PATH}/`) return redirect(LOGIN_PATH + search);
  if (EXCEPTION_PATHS.includes(pathname)) return render;
  if (!hasToken) {
    if (OPEN_PATHS.includes(pathname)) return SHELL_PAGES.includes(pathname) ? render : redirect(NOT_FOUND_PATH);
    return redirect(loginWithRedirect(pathname + search));
  }
  // The login page itself stores the token before navigating on; honour its redirect query here too.
  if (pathname === LOGIN_PATH) return redirect(safeRedirect(search) ?? HOME_PATH);
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
