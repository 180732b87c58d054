import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig, type TrustHops } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      redisUrl: null,
      demoData: false,
      jwtSecret: null,
      aesKey: null,
      tokenTtlMs: 604_800_000,
      tokenIdleMs: 7_200_000,
      trustProxy: false,
      publicDir: path.resolve('./dist'),
      loginRateLimit: 10,
    });
  });

  it('reads overrides and refuses malformed values', () => {
    const config = loadConfig({
      PORT: '9000',
      DEMO_DATA: '1',
      AES_KEY: '0123456789abcdef',
      AES_IV: 'fedcba9876543210',
      DATABASE_URL: 'postgres://x/y',
    });
    expect(config).toMatchObject({
      port: 9000,
      demoData: true,
      aesKey: '0123456789abcdef',
      aesIv: 'fedcba9876543210',
      databaseUrl: 'postgres://x/y',
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AES_KEY: 'short' })).toThrow(/AES_KEY/);
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
  });

  it('trusts a number of proxy hops or a list of proxy addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    const one = loadConfig({ TRUST_PROXY: '1' }).trustProxy as TrustHops;
    expect(one.hops).toBe(1);
    expect([one('10.0.0.2', 0), one('203.0.113.9', 1)]).toEqual([true, false]);
    const two = loadConfig({ TRUST_PROXY: '2' }).trustProxy as TrustHops;
    expect([two('10.0.0.2', 0), two('10.0.0.3', 1), two('203.0.113.9', 2)]).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,evil host' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the idle timeout of sessions', () => {
    expect(loadConfig({ TOKEN_IDLE_MS: '60000' }).tokenIdleMs).toBe(60_000);
    expect(() => loadConfig({ TOKEN_IDLE_MS: '-1' })).toThrow(/TOKEN_IDLE_MS/);
  });
});
