/**
 * Opens the database: embedded PGlite (no DATABASE_URL) or a PostgreSQL pool. Both return the same
 * JS types: int8 (counts) as number, `date` as 'YYYY-MM-DD' text, timestamptz as Date.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDirectory } from './directory-lock';
import { PGliteDialect } from './pglite-dialect';
import { prepareRepeatedStatements } from './prepared';
import type { Database } from './types';

const INT8 = 20;
const DATE = 1082;

export type BackendKind = 'pglite' | 'postgres';

export interface ConnectOptions {
  /** PostgreSQL URL; null opens PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps PGlite in memory (tests). */
  pgliteDir: string | null;
  /**
   * In-memory PGlite only: start from this dump of a data directory (PGlite's dumpDataDir) instead of
   * an empty cluster. Creating a cluster runs initdb in WebAssembly, several seconds each time; the
   * test harness migrates one cluster per run and starts every suite's database from its dump.
   */
  pgliteSnapshot?: Blob;
  /** PostgreSQL only: the schema every connection works in (test isolation on one database). */
  searchPath?: string;
  poolSize?: number;
  /**
   * PostgreSQL only: told of a pooled connection that failed between statements (the server
   * restarted, failed over, or ended it). The pool drops it and opens a new one when next needed;
   * without a listener node-postgres' 'error' event would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before it is
 * answered 503: while the database is unreachable a request must not hang.
 */
export const CONNECT_TIMEOUT_MS = 2_000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: BackendKind;
  /** The schema of `searchPath`, for the migrator's own table. */
  schema: string | undefined;
}

const toNumber = (value: string): number => Number(value);
const asText = (value: string): string => value;

/** Schema names come from our own test harness; still, only plain identifiers are accepted. */
function checkSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad schema name "${name}"`);
  return name;
}

async function openPGlite(dir: string | null, snapshot: Blob | undefined): Promise<Kysely<Database>> {
  const parsers = { [INT8]: toNumber, [DATE]: asText };
  if (!dir) {
    const pglite = await PGlite.create({ parsers, ...(snapshot ? { loadDataDir: snapshot } : {}) });
    return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  }
  fs.mkdirSync(dir, { recursive: true });
  // One process per embedded database: a second one refuses to start (directory-lock.ts).
  const lock = lockDirectory(dir);
  try {
    const pglite = await PGlite.create(dir, { parsers });
    return new Kysely<Database>({ dialect: new PGliteDialect(pglite, lock.release) });
  } catch (error) {
    lock.release();
    throw error;
  }
}

function openPostgres(
  url: string,
  searchPath: string | undefined,
  poolSize: number,
  onConnectionError: (error: Error) => void,
): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished (a failover, a dropped network) is found out by the kernel.
    keepAlive: true,
    options: searchPath ? `-c search_path=${checkSchemaName(searchPath)}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return toNumber;
        if (oid === DATE) return asText;
        return format === 'binary'
          ? pg.types.getTypeParser(oid, 'binary')
          : pg.types.getTypeParser(oid, 'text');
      }) as pg.CustomTypesConfig['getTypeParser'],
    },
  });
  // An idle connection's failure reaches the pool's 'error'; a checked-out one's reaches only the
  // client (pg-pool takes its own listener off while a request holds it): both are listened to.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  prepareRepeatedStatements(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.searchPath) await createSchema(options.databaseUrl, checkSchemaName(options.searchPath));
    return {
      db: openPostgres(
        options.databaseUrl,
        options.searchPath,
        options.poolSize ?? 10,
        options.onConnectionError ?? warnConnectionError,
      ),
      kind: 'postgres',
      schema: options.searchPath,
    };
  }
  return {
    db: await openPGlite(options.pgliteDir, options.pgliteSnapshot),
    kind: 'pglite',
    schema: undefined,
  };
}

function warnConnectionError(error: Error): void {
  console.warn(`database: a pooled connection failed and is dropped (${error.message})`);
}

async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

/** Drops a test schema and everything in it (PostgreSQL only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${checkSchemaName(schema)}" cascade`);
  } finally {
    await client.end();
  }
}
