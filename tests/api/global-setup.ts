/**
 * Once per API test run: an in-memory PGlite cluster migrated and seeded with the base data (no
 * accounts: their passwords are made per suite), dumped to a file that every suite's PGlite starts
 * from (inject('apiPgliteSnapshot')). Creating a cluster runs initdb in WebAssembly, which took
 * 7–14 s per suite on a loaded 2-core machine; starting from the dump takes 1–2 s.
 *
 * With DATABASE_URL set, the same for PostgreSQL: a template database migrated and seeded once, that
 * each PostgreSQL suite copies (inject('apiPostgresTemplate'); helpers/postgres-template.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../src/server/db/prepare';
import { PGliteDialect } from '../../src/server/db/pglite-dialect';
import type { Database } from '../../src/server/db/types';
import { seedBase } from '../../src/server/seed/index';
import { connectDatabase } from '../../src/server/db/connect';
import {
  createDatabase,
  dropDatabase,
  dropStaleDatabases,
  newDatabaseName,
  withDatabase,
} from '../setup/postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump (tar) of a migrated, base-seeded PGlite data directory. */
    apiPgliteSnapshot: string;
  }
}

/** Migrates and seeds a new database on DATABASE_URL's server; answers its name. */
async function postgresTemplate(url: string): Promise<string> {
  await dropStaleDatabases(url);
  const name = newDatabaseName('tpl');
  await createDatabase(url, name);
  try {
    const { db } = await connectDatabase({
      databaseUrl: withDatabase(url, name),
      pgliteDir: null,
      poolSize: 2,
    });
    try {
      await prepareDatabase(db, undefined, { log: () => undefined });
      await seedBase(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await dropDatabase(url, name);
    throw error;
  }
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const template = url ? await postgresTemplate(url) : '';
  project.provide('apiPostgresTemplate', template);
  const dir = mkdtempSync(join(tmpdir(), 'certdesk-api-snapshot-'));
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await prepareDatabase(db, undefined, { log: () => undefined });
    await seedBase(db);
    const dump = await pglite.dumpDataDir('none');
    const file = join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('apiPgliteSnapshot', file);
  } finally {
    await db.destroy();
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) await dropDatabase(url, template);
  };
}
