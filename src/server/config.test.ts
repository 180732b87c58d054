import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig } from './config';

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
      publicDir: path.resolve('./dist'),
      loginRateLimit: 10,
    });
  });

  it('reads overrides and refuses malformed values', () => {
    const config = loadConfig({ PORT: '9000', DEMO_DATA: '1', AES_KEY: '0123456789abcdef', AES_IV: 'fedcba9876543210', DATABASE_URL: 'postgres://x/y' });
    expect(config).toMatchObject({ port: 9000, demoData: true, aesKey: '0123456789abcdef', aesIv: 'fedcba9876543210', databaseUrl: 'postgres://x/y' });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AES_KEY: 'short' })).toThrow(/AES_KEY/);
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
  });
});
