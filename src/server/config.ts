/**
 * Server configuration, read from the environment only (DESIGN.md: config from the environment;
 * secrets are generated per install unless given here).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicBaseUrlFrom } from './public-base-url';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/cron/zoned-time';
import { openP12 } from './signing/p12';

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
  /** A session unused for this long is refused (TOKEN_IDLE_MS, default 2 h), on top of tokenTtlMs. */
  tokenIdleMs: number;
  publicDir: string;
  /** Login attempts per IP and minute. */
  loginRateLimit: number;
  /**
   * The public origin of the certificate QR codes' verification address (PUBLIC_BASE_URL; unset: the
   * listen address in development, null with NODE_ENV=production, when certificate PDFs are refused).
   */
  publicBaseUrl: string | null;
  /** Company registrations an hour from one address (REGISTER_PER_ADDRESS_HOURLY, default 3). */
  registerPerAddressHourly: number;
  /** Company registrations an hour from all addresses together (REGISTER_GLOBAL_HOURLY, default 60). */
  registerGlobalHourly: number;
  /**
   * Which X-Forwarded-For hops to believe, in a form Fastify's trustProxy takes as it is: false
   * (none), the proxies' addresses/CIDRs, or a hop-count function. Never `true` (every hop): the
   * client would then choose the address rate limits and logs see.
   */
  trustProxy: TrustProxy;
  /**
   * How long an idle kept-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS, default 5 s), told to
   * clients in the Keep-Alive header. A shutdown drains for at most this long plus a second: by then
   * every idle connection was closed by a timeout its client knew of, so none is cut under a request.
   * Behind a load balancer, set it above the balancer's idle timeout.
   */
  keepAliveTimeoutMs: number;
  /**
   * Memory for list pages kept while their table is unchanged, in MB (LIST_CACHE_MB, default 32; 0:
   * every list page is read from the database). PostgreSQL only (modules/crud/read/list-answer-cache.ts).
   */
  listCacheMb: number;
  /** Excel import: data rows of any kind (empty ones too) a file may hold (IMPORT_MAX_ROWS). */
  importMaxRows: number;
  /** Refused rows listed in the error workbook; the rest are only counted (IMPORT_MAX_ERROR_ROWS). */
  importMaxErrorRows: number;
  /** Unzipped size of an .xlsx's shared string table, in MB (IMPORT_MAX_SHARED_STRINGS_MB). */
  importMaxSharedStringsMb: number;
  /** Heap of the worker that parses one upload, in MB (IMPORT_WORKER_HEAP_MB): past it the file is refused. */
  importWorkerHeapMb: number;
  /** Uploads a minute per user (UPLOAD_RATE_LIMIT, default 30). */
  uploadRateLimit: number;
  /** Bytes of temporary (not yet referenced) uploads a user may hold (UPLOAD_QUOTA_BYTES, default 200 MB). */
  uploadQuotaBytes: number;
  /** Temporary uploads no record references are removed after this long (UPLOAD_TEMP_TTL_MS, default 1 day). */
  uploadTempTtlMs: number;
  /** Mail through this SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587); absent: mail goes to the sys_outbox table. */
  smtpUrl: string | null;
  /** The sender of mail (MAIL_FROM). */
  mailFrom: string;
  /** Login through an OpenID Connect provider (OIDC_*); null (off) unless issuer, client and redirect are all set. */
  oidc: OidcConfig | null;
  /** CAS single sign-on (CAS_SERVER_URL, CAS_SERVICE_URL); null (off) by default. */
  cas: CasConfig | null;
  /**
   * The installation's time zone (TIME_ZONE, an IANA name, default Asia/Shanghai; never the
   * process's TZ): scheduled jobs run, and the cron preview computes, in it unless a job names its own.
   */
  timeZone: string;
  /** Files in S3-compatible object storage (S3_*); null: under `<dataDir>/files`. */
  s3: S3Config | null;
  /**
   * The body's key and certificate that sign certificate PDFs (CERT_SIGN_P12, checked at start);
   * null: a self-signed one made on first start and kept in the database (signing/signing-identity.ts).
   */
  certSign: CertSignConfig | null;
}

export interface CertSignConfig {
  /** CERT_SIGN_P12: the PKCS#12 (.p12/.pfx) file, named in messages. */
  path: string;
  /** Its bytes, read at start: a file moved away later does not stop signing. */
  p12: Buffer;
  /** CERT_SIGN_P12_PASSWORD ('' when unset: a file exported without a password). */
  password: string;
}

export interface S3Config {
  /** S3_ENDPOINT: an S3-compatible server's URL; null: AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** S3_TIMEOUT_MS (default 3 s): connecting, or silence on an open connection, before a call fails (then one retry). */
  timeoutMs: number;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the SPA's /oauth2-app/login. */
  redirectUri: string;
  /** Shown on the login page's button (OIDC_DISPLAY_NAME). */
  displayName: string | null;
}

export interface CasConfig {
  /** The CAS server's base, e.g. https://sso.example.com/cas (no trailing slash). */
  serverUrl: string;
  /** This app's page CAS returns to with ?ticket=; tickets are validated for this service only. */
  serviceUrl: string;
}

/** Trusts the `hops` nearest addresses (the socket peer is hop 0), as proxy-addr calls it. */
export type TrustHops = ((address: string, hop: number) => boolean) & { hops: number };
export type TrustProxy = false | string[] | TrustHops;

/**
 * Fastify 5 refuses a plain number for trustProxy (it then trusts nobody), so a hop count is given
 * to it as the equivalent function: the peer and the hops - 1 addresses it appended are proxies,
 * the next address to the left is the client's, whatever the client wrote further left.
 */
export function trustHops(hops: number): TrustHops {
  return Object.assign((_address: string, hop: number) => hop < hops, { hops });
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

/** Allow letters, digits and the punctuation of IPv4/IPv6 addresses and CIDRs only. */
const PROXY_ADDRESS = /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/;

/**
 * TRUST_PROXY: empty or 0 → trust no proxy; a positive integer → that many proxy hops (1: one load
 * balancer; a client reaching the app directly, bypassing it, could then still claim an address,
 * so prefer the list where the proxies' addresses are known); otherwise a comma list of proxy addresses or CIDRs (e.g. `10.0.0.0/8,127.0.0.1`).
 * `true` is refused on purpose: trusting every hop lets a client forge its own address.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY')?.trim() ?? '';
  if (raw === '' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return trustHops(Number(raw));
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.find((part) => !PROXY_ADDRESS.test(part));
  if (list.length === 0 || bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma list of proxy addresses/CIDRs, got "${raw}"`,
    );
  }
  return list;
}

/** The credential envelope needs exactly 16 bytes of UTF-8 for key and iv. */
function aesPart(env: Env, name: string): string | null {
  const value = text(env, name);
  if (value !== null && Buffer.byteLength(value, 'utf8') !== 16)
    throw new Error(`${name} must be 16 bytes of UTF-8`);
  return value;
}

function assertHttpUrl(name: string, value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
}

/** An http(s) base URL without its trailing slashes (paths are appended to it). */
function baseUrl(name: string, value: string): string {
  assertHttpUrl(name, value);
  return value.replace(/\/+$/, '');
}

/** All four OIDC_* settings or none: a half-configured provider is a deployment mistake, said at start. */
function oidcConfig(env: Env): OidcConfig | null {
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const;
  const values = names.map((name) => text(env, name));
  if (values.every((value) => value === null)) return null;
  const missing = names.filter((_, index) => values[index] === null);
  if (missing.length > 0) throw new Error(`OpenID Connect login needs ${missing.join(', ')} as well`);
  const [issuer, clientId, clientSecret, redirectUri] = values as string[];
  // Both kept as given: the ID token's iss and the registered redirect URI are compared exactly.
  assertHttpUrl('OIDC_ISSUER', issuer!);
  assertHttpUrl('OIDC_REDIRECT_URI', redirectUri!);
  return {
    issuer: issuer!,
    clientId: clientId!,
    clientSecret: clientSecret!,
    redirectUri: redirectUri!,
    displayName: text(env, 'OIDC_DISPLAY_NAME'),
  };
}

function casConfig(env: Env): CasConfig | null {
  const serverUrl = text(env, 'CAS_SERVER_URL');
  const serviceUrl = text(env, 'CAS_SERVICE_URL');
  if (serverUrl === null && serviceUrl === null) return null;
  if (serverUrl === null || serviceUrl === null)
    throw new Error('CAS login needs both CAS_SERVER_URL and CAS_SERVICE_URL');
  // The service URL is kept as given (CAS binds each ticket to it exactly); only the server's base is trimmed.
  assertHttpUrl('CAS_SERVICE_URL', serviceUrl);
  return { serverUrl: baseUrl('CAS_SERVER_URL', serverUrl), serviceUrl };
}

/**
 * S3_BUCKET, S3_REGION and the key pair, or no S3_* at all: a half-configured store is a
 * deployment mistake, said at start rather than at the first upload.
 */
function s3Config(env: Env): S3Config | null {
  const required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const optional = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_TIMEOUT_MS'] as const;
  if ([...required, ...optional].every((name) => text(env, name) === null)) return null;
  const missing = required.filter((name) => text(env, name) === null);
  if (missing.length > 0) throw new Error(`S3 file storage needs ${missing.join(', ')} as well`);
  const endpoint = text(env, 'S3_ENDPOINT');
  if (endpoint !== null) assertHttpUrl('S3_ENDPOINT', endpoint);
  const pathStyle = (text(env, 'S3_FORCE_PATH_STYLE') ?? 'false').toLowerCase();
  if (!['1', 'true', '0', 'false'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    endpoint,
    bucket: text(env, 'S3_BUCKET')!,
    region: text(env, 'S3_REGION')!,
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID')!,
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
    timeoutMs: integer(env, 'S3_TIMEOUT_MS', 3_000),
  };
}

/** CERT_SIGN_P12 read and opened with its password now, so a wrong file or password stops the start. */
function certSignConfig(env: Env): CertSignConfig | null {
  const file = text(env, 'CERT_SIGN_P12');
  const password = env.CERT_SIGN_P12_PASSWORD ?? '';
  if (file === null) {
    if (password !== '') throw new Error('CERT_SIGN_P12_PASSWORD is set but CERT_SIGN_P12 names no file');
    return null;
  }
  const resolved = path.resolve(file);
  let p12: Buffer;
  try {
    p12 = readFileSync(resolved);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`CERT_SIGN_P12 cannot be read (${resolved}): ${code}`);
  }
  openP12(p12, password, `CERT_SIGN_P12 (${resolved})`);
  return { path: resolved, p12, password };
}

function timeZone(env: Env): string {
  const zone = text(env, 'TIME_ZONE') ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone))
    throw new Error(`TIME_ZONE must be an IANA time zone such as Asia/Shanghai, got "${zone}"`);
  return zone;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32)
    throw new Error('JWT_SECRET must be at least 32 characters');
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
    tokenIdleMs: integer(env, 'TOKEN_IDLE_MS', 7_200_000),
    publicDir: path.resolve(text(env, 'PUBLIC_DIR') ?? './dist'),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10),
    publicBaseUrl: publicBaseUrlFrom(env, {
      host: text(env, 'HOST') ?? '127.0.0.1',
      port: integer(env, 'PORT', 8080),
    }),
    registerPerAddressHourly: integer(env, 'REGISTER_PER_ADDRESS_HOURLY', 3),
    registerGlobalHourly: integer(env, 'REGISTER_GLOBAL_HOURLY', 60),
    trustProxy: trustProxy(env),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
    listCacheMb: env.LIST_CACHE_MB === '0' ? 0 : integer(env, 'LIST_CACHE_MB', 32),
    importMaxRows: integer(env, 'IMPORT_MAX_ROWS', 100_000),
    importMaxErrorRows: integer(env, 'IMPORT_MAX_ERROR_ROWS', 1_000),
    importMaxSharedStringsMb: integer(env, 'IMPORT_MAX_SHARED_STRINGS_MB', 64),
    importWorkerHeapMb: integer(env, 'IMPORT_WORKER_HEAP_MB', 160),
    uploadRateLimit: integer(env, 'UPLOAD_RATE_LIMIT', 30),
    uploadQuotaBytes: integer(env, 'UPLOAD_QUOTA_BYTES', 200 * 1024 * 1024),
    uploadTempTtlMs: integer(env, 'UPLOAD_TEMP_TTL_MS', 86_400_000),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'CertDesk <no-reply@localhost>',
    oidc: oidcConfig(env),
    cas: casConfig(env),
    timeZone: timeZone(env),
    s3: s3Config(env),
    certSign: certSignConfig(env),
  };
}
