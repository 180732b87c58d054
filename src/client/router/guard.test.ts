import { describe, expect, it } from 'vitest';
import { afterMenuLoad, decideNavigation, loginWithRedirect, safeRedirect, type GuardInput } from './guard';
import type { MenuItem } from './menu-types';
import { buildRouteTable } from './route-table';

const menu: MenuItem[] = [
  {
    id: '1',
    path: '/dashboard/analysis',
    name: 'home',
    component: 'dashboard/Analysis',
    meta: { title: '首页', titleEn: 'Home' },
  },
  {
    id: '2',
    path: '/account/settings',
    name: 'settings',
    component: 'account/Settings',
    meta: { title: '个人信息' },
  },
];
const routes = buildRouteTable(menu, { apiBase: '', origin: 'http://localhost' });
const input = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/',
  search: '',
  hasToken: true,
  routes,
  ...over,
});

describe('navigation guard', () => {
  it('sends / to the home page', () => {
    expect(decideNavigation(input({ pathname: '/' }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(decideNavigation(input({ pathname: '/', hasToken: false, routes: null }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('sends a logged-in user away from the login page to the home page', () => {
    expect(decideNavigation(input({ pathname: '/user/login' }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(decideNavigation(input({ pathname: '/user/login', routes: null }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(
      decideNavigation(input({ pathname: '/user/login', search: '?redirect=%2Faccount%2Fsettings' })),
    ).toEqual({
      type: 'redirect',
      to: '/account/settings',
    });
  });

  it('sends /user to the login page, with or without a token (SPEC §2)', () => {
    for (const hasToken of [false, true]) {
      for (const pathname of ['/user', '/user/']) {
        expect(decideNavigation(input({ pathname, hasToken, routes: null }))).toEqual({
          type: 'redirect',
          to: '/user/login',
        });
      }
    }
    // After logging in from /user the login page's target is /user, which again leads home via login.
    expect(decideNavigation(input({ pathname: '/user', search: '?redirect=%2Faccount%2Fsettings' }))).toEqual(
      {
        type: 'redirect',
        to: '/user/login?redirect=%2Faccount%2Fsettings',
      },
    );
  });

  it('loads the menu when a token is held but no menu is loaded', () => {
    expect(decideNavigation(input({ pathname: '/account/settings', routes: null }))).toEqual({
      type: 'load-menu',
    });
  });

  it('renders known menu routes and sends unknown ones to /404', () => {
    expect(decideNavigation(input({ pathname: '/account/settings' }))).toEqual({ type: 'render' });
    expect(decideNavigation(input({ pathname: '/no/such/page' }))).toEqual({ type: 'redirect', to: '/404' });
  });

  it('without a token sends protected paths to login with the full path as redirect', () => {
    expect(
      decideNavigation(
        input({ pathname: '/account/settings', search: '?a=1', hasToken: false, routes: null }),
      ),
    ).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Faccount%2Fsettings%3Fa%3D1',
    });
    expect(decideNavigation(input({ pathname: '/no/such/page', hasToken: false, routes: null }))).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fno%2Fsuch%2Fpage',
    });
  });

  it('lets everyone open the login page; open paths without a page fall to /404', () => {
    expect(decideNavigation(input({ pathname: '/user/login', hasToken: false, routes: null }))).toEqual({
      type: 'render',
    });
    // Registration and forgot password have their pages.
    for (const pathname of ['/user/register', '/user/register-result', '/user/alteration']) {
      expect(decideNavigation(input({ pathname, hasToken: false, routes: null }))).toEqual({
        type: 'render',
      });
    }
  });

  it('shows the exception pages without a token or menu', () => {
    for (const pathname of ['/404', '/403', '/500']) {
      expect(decideNavigation(input({ pathname, hasToken: false, routes: null }))).toEqual({
        type: 'render',
      });
    }
  });
});

describe('after the menu fetch', () => {
  it('goes to the redirect query when present, else to the target', () => {
    expect(afterMenuLoad(true, '/dashboard/analysis', '?redirect=%2Faccount%2Fsettings')).toEqual({
      to: '/account/settings',
      logout: false,
    });
    expect(afterMenuLoad(true, '/account/settings', '?x=1')).toEqual({
      to: '/account/settings?x=1',
      logout: false,
    });
  });

  it('logs out and goes to login with the redirect query on failure', () => {
    expect(afterMenuLoad(false, '/account/settings', '')).toEqual({
      to: '/user/login?redirect=%2Faccount%2Fsettings',
      logout: true,
    });
  });

  it('never redirects to another origin', () => {
    expect(safeRedirect('?redirect=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(safeRedirect('?redirect=%2F%2Fevil.example')).toBeUndefined();
    expect(safeRedirect('?redirect=%2F%5Cevil.example')).toBeUndefined();
    expect(safeRedirect('')).toBeUndefined();
    expect(safeRedirect(`?redirect=${encodeURIComponent('/a?b=1')}`)).toBe('/a?b=1');
    expect(loginWithRedirect('/a?b=1')).toBe('/user/login?redirect=%2Fa%3Fb%3D1');
  });
});

describe('after the user logged out', () => {
  it('sends a page left without a token to login without a redirect back to it', () => {
    const input = { pathname: '/account/login-log', search: '', hasToken: false, routes: null };
    expect(decideNavigation(input)).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Faccount%2Flogin-log',
    });
    expect(decideNavigation({ ...input, signedOut: true })).toEqual({ type: 'redirect', to: '/user/login' });
  });
});
