/**
 * PostgreSQL databases of a test run on DATABASE_URL's server. API suites copy one migrated and
 * base-seeded template per run (tests/api/global-setup.ts): `CREATE DATABASE … TEMPLATE` copies the
 * files in a fraction of a second, where migrating a fresh schema per suite took 2–4 s on a busy
 * 2-core machine. The browser tests' shared server runs on a database of its own
 * (tests/e2e/global-setup.ts).
 *
 * Names carry the process id and random hex, so two runs sharing one PostgreSQL never meet; each
 * database is dropped (WITH (FORCE): a suite that failed may leave a pool open) when its suite ends,
 * and a run that was killed leaves databases the next run's set-up drops (their process is gone).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template database on DATABASE_URL's server, or '' when DATABASE_URL is not set. */
    apiPostgresTemplate: string;
  }
}

/** Only names this module makes are ever interpolated; still, a plain identifier or nothing. */
function checked(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name "${name}"`);
  return name;
}

/** A fresh database name with the given role in it (`tpl`, `t`, `e2e`). */
export function newDatabaseName(role: string): string {
  return checked(`certdesk_${role}_${process.pid}_${randomBytes(5).toString('hex')}`);
}

const NAMED = /^certdesk_[a-z0-9]+_(\d+)_[0-9a-f]{10}$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `url` pointing at another database of the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${checked(database)}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database (for the template) or a copy of `template`. */
export async function createDatabase(url: string, name: string, template?: string): Promise<void> {
  const from = template ? ` template "${checked(template)}"` : '';
  await onServer(url, `create database "${checked(name)}"${from}`);
}

/** Drops a database this module made, closing any connection still open on it. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, `drop database if exists "${checked(name)}" with (force)`);
}

/** Drops the databases of earlier runs on this machine whose process has ended (killed runs). */
export async function dropStaleDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let stale: string[];
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'certdesk\\_%'`,
    );
    stale = rows
      .map((r) => r.datname)
      .filter((name) => {
        const pid = NAMED.exec(name)?.[1];
        return pid !== undefined && !alive(Number(pid));
      });
  } finally {
    await client.end();
  }
  for (const name of stale) await dropDatabase(url, name);
}

/** The run's template database, or undefined outside a vitest API run (a benchmark). */
export async function runTemplateDatabase(): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('apiPostgresTemplate') || undefined;
  } catch {
    return undefined;
  }
}
