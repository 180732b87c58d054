/**
 * Opens the database: embedded PGlite (no DATABASE_URL) or a PostgreSQL pool. Both return the same
 * JS types: int8 (counts) as number, `date` as 'YYYY-MM-DD' text, timestamptz as Date.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
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
}

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
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const parsers = { [INT8]: toNumber, [DATE]: asText };
  const pglite = dir ? await PGlite.create(dir, { parsers }) : await PGlite.create({ parsers, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

function openPostgres(url: string, searchPath: string | undefined, poolSize: number): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: searchPath ? `-c search_path=${checkSchemaName(searchPath)}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return toNumber;
        if (oid === DATE) return asText;
        return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
      }) as pg.CustomTypesConfig['getTypeParser'],
    },
  });
  prepareRepeatedStatements(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.searchPath) await createSchema(options.databaseUrl, checkSchemaName(options.searchPath));
    return {
      db: openPostgres(options.databaseUrl, options.searchPath, options.poolSize ?? 10),
      kind: 'postgres',
      schema: options.searchPath,
    };
  }
  return { db: await openPGlite(options.pgliteDir, options.pgliteSnapshot), kind: 'pglite', schema: undefined };
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
