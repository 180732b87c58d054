import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard';

describe('public pages (certificate verification)', () => {
  it('renders /verify with or without a token, menu or CAS', () => {
    for (const hasToken of [false, true]) {
      expect(
        decideNavigation({ pathname: '/verify', search: '?no=CD-S-2026-000001', hasToken, routes: null }),
      ).toEqual({ type: 'render' });
    }
    const cas = { state: 'on' as const, loginUrl: 'https://cas.example.com/login' };
    expect(decideNavigation({ pathname: '/verify', search: '', hasToken: false, routes: null, cas })).toEqual(
      { type: 'render' },
    );
  });

  it('still sends other pages without a token to the login', () => {
    expect(
      decideNavigation({ pathname: '/verify/other', search: '', hasToken: false, routes: null }),
    ).toMatchObject({ type: 'redirect' });
  });
});
