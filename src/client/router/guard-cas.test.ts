import { describe, expect, it } from 'vitest';
import { decideNavigation, type CasGuardState, type GuardInput } from './guard';
import { buildRouteTable } from './route-table';

const routes = buildRouteTable(
  [
    {
      id: '1',
      path: '/dashboard/analysis',
      name: 'home',
      component: 'dashboard/Analysis',
      meta: { title: '首页' },
    },
  ],
  { apiBase: '', origin: 'http://localhost' },
);
const LOGIN_URL = 'https://sso.example.com/cas/login?service=https%3A%2F%2Fapp.example.com%2F';
const ON: CasGuardState = { state: 'on', loginUrl: LOGIN_URL };
const input = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/',
  search: '',
  hasToken: false,
  routes: null,
  ...over,
});

describe('navigation guard in CAS mode (SPEC §2)', () => {
  it('sends a visitor without a token to the CAS login, remembering the target', () => {
    expect(decideNavigation(input({ pathname: '/isps/userAnnouncement', search: '?a=1', cas: ON }))).toEqual({
      type: 'cas-login',
      url: LOGIN_URL,
      returnTo: '/isps/userAnnouncement?a=1',
    });
    expect(decideNavigation(input({ pathname: '/', cas: ON }))).toEqual({
      type: 'cas-login',
      url: LOGIN_URL,
      returnTo: '/dashboard/analysis',
    });
  });

  it('validates the ticket CAS returns with, on whatever path it lands', () => {
    for (const pathname of ['/', '/dashboard/analysis']) {
      expect(decideNavigation(input({ pathname, search: '?ticket=ST-1-abc', cas: ON }))).toEqual({
        type: 'cas-validate',
        ticket: 'ST-1-abc',
      });
    }
  });

  it('moves on from the ticket URL once the ticket gave a token: to the remembered target, else home', () => {
    const signedIn = { hasToken: true, routes, search: '?ticket=ST-2' };
    expect(
      decideNavigation(input({ ...signedIn, pathname: '/', cas: { ...ON, returnTo: '/account/settings' } })),
    ).toEqual({
      type: 'redirect',
      to: '/account/settings',
    });
    expect(decideNavigation(input({ ...signedIn, pathname: '/dashboard/analysis', cas: ON }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('waits for the server to say whether CAS is on before sending anyone anywhere', () => {
    expect(decideNavigation(input({ pathname: '/dashboard/analysis', cas: { state: 'unknown' } }))).toEqual({
      type: 'load-modes',
    });
  });

  it('keeps the usual login when CAS is off or not stated', () => {
    const toLogin = { type: 'redirect', to: '/user/login?redirect=%2Fdashboard%2Fanalysis' };
    expect(decideNavigation(input({ pathname: '/dashboard/analysis', cas: { state: 'off' } }))).toEqual(
      toLogin,
    );
    expect(decideNavigation(input({ pathname: '/dashboard/analysis' }))).toEqual(toLogin);
  });

  it('leaves open pages, exception pages and signed-in users alone', () => {
    expect(decideNavigation(input({ pathname: '/user/login', cas: ON }))).toEqual({ type: 'render' });
    expect(decideNavigation(input({ pathname: '/404', cas: ON }))).toEqual({ type: 'render' });
    expect(
      decideNavigation(input({ pathname: '/dashboard/analysis', hasToken: true, routes, cas: ON })),
    ).toEqual({ type: 'render' });
  });
});

describe('navigation guard for the third-party login page (SPEC §2)', () => {
  it('sends /oauth2-app to /oauth2-app/login with its query', () => {
    expect(decideNavigation(input({ pathname: '/oauth2-app' }))).toEqual({
      type: 'redirect',
      to: '/oauth2-app/login',
    });
    expect(decideNavigation(input({ pathname: '/oauth2-app/', search: '?code=c&state=s' }))).toEqual({
      type: 'redirect',
      to: '/oauth2-app/login?code=c&state=s',
    });
  });

  it('shows /oauth2-app/login without a token and sends a signed-in user home', () => {
    expect(decideNavigation(input({ pathname: '/oauth2-app/login', search: '?code=c&state=s' }))).toEqual({
      type: 'render',
    });
    expect(decideNavigation(input({ pathname: '/oauth2-app/login', cas: ON }))).toEqual({ type: 'render' });
    expect(decideNavigation(input({ pathname: '/oauth2-app/login', hasToken: true, routes }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });
});
