import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const OIDC = {
  OIDC_ISSUER: 'https://idp.example.com/realms/certdesk',
  OIDC_CLIENT_ID: 'certdesk',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_REDIRECT_URI: 'https://app.example.com/oauth2-app/login',
};

describe('single sign-on configuration', () => {
  it('is off when unset', () => {
    const config = loadConfig({});
    expect(config.oidc).toBeNull();
    expect(config.cas).toBeNull();
  });

  it('reads OpenID Connect, keeping issuer and redirect URI exactly as given', () => {
    expect(loadConfig({ ...OIDC, OIDC_DISPLAY_NAME: 'Corp SSO' }).oidc).toEqual({
      issuer: OIDC.OIDC_ISSUER,
      clientId: 'certdesk',
      clientSecret: 'secret',
      redirectUri: OIDC.OIDC_REDIRECT_URI,
      displayName: 'Corp SSO',
    });
  });

  it('refuses half an OpenID Connect configuration or a URL that is not http(s)', () => {
    expect(() => loadConfig({ OIDC_ISSUER: OIDC.OIDC_ISSUER })).toThrow(
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI/,
    );
    expect(() => loadConfig({ ...OIDC, OIDC_ISSUER: 'javascript:alert(1)' })).toThrow(
      /OIDC_ISSUER must be an http\(s\) URL/,
    );
  });

  it('reads CAS, trimming the server base only', () => {
    expect(
      loadConfig({
        CAS_SERVER_URL: 'https://sso.example.com/cas/',
        CAS_SERVICE_URL: 'https://app.example.com/',
      }).cas,
    ).toEqual({
      serverUrl: 'https://sso.example.com/cas',
      serviceUrl: 'https://app.example.com/',
    });
    expect(() => loadConfig({ CAS_SERVER_URL: 'https://sso.example.com/cas' })).toThrow(/CAS_SERVICE_URL/);
  });
});
