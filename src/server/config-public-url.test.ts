import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('public base URL of verification addresses', () => {
  it('takes PUBLIC_BASE_URL without trailing slashes, a path prefix kept', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://certdesk.example.com/' }).publicBaseUrl).toBe(
      'https://certdesk.example.com',
    );
    expect(
      loadConfig({ PUBLIC_BASE_URL: 'https://example.com/certdesk//', NODE_ENV: 'production' }).publicBaseUrl,
    ).toBe('https://example.com/certdesk');
  });

  it('in development stands in the listen address, never a request', () => {
    expect(loadConfig({}).publicBaseUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: 'certdesk.lan', PORT: '9000' }).publicBaseUrl).toBe('http://certdesk.lan:9000');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1' }).publicBaseUrl).toBe('http://[::1]:8080');
  });

  it('has none in production when unset (certificate PDFs are then refused)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).publicBaseUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: '  ' }).publicBaseUrl).toBeNull();
  });

  it('refuses at start what is not an http(s) origin', () => {
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'certdesk.example.com' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://user:pw@certdesk.example.com' })).toThrow(
      /PUBLIC_BASE_URL/,
    );
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://certdesk.example.com/?a=1' })).toThrow(
      /PUBLIC_BASE_URL/,
    );
  });
});
