/**
 * Server configuration, read from the environment only (DESIGN.md: config from the environment;
 * secrets are generated per install unless given here).
 */
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  /** Absent: sessions, rate limits and caches stay in this process (plus the database). */
  redisUrl: string | null;
  logLevel: string;
  demoData: boolean;
  jwtSecret: string | null;
  aesKey: string | null;
  aesIv: string | null;
  tokenTtlMs: number;
  publicDir: string;
  /** Login attempts per IP and minute. */
  loginRateLimit: number;
  /** TRUST_PROXY=1 behind a load balancer, so rate limits and logs see the client's address. */
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

/** The credential envelope needs exactly 16 bytes of UTF-8 for key and iv. */
function aesPart(env: Env, name: string): string | null {
  const value = text(env, name);
  if (value !== null && Buffer.byteLength(value, 'utf8') !== 16) throw new Error(`${name} must be 16 bytes of UTF-8`);
  return value;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    port: integer(env, 'PORT', 8080),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    redisUrl: text(env, 'REDIS_URL'),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    demoData: env.DEMO_DATA === '1',
    jwtSecret,
    aesKey: aesPart(env, 'AES_KEY'),
    aesIv: aesPart(env, 'AES_IV'),
    tokenTtlMs: integer(env, 'TOKEN_TTL_MS', 604_800_000),
    publicDir: path.resolve(text(env, 'PUBLIC_DIR') ?? './dist'),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10),
    trustProxy: env.TRUST_PROXY === '1',
  };
}
