/**
 * The server the browser tests drive: the compiled server (dist-server/main.js, what `npm start`
 * runs) on the built app in dist/, with demo data.
 *
 * The run's global set-up (tests/e2e/global-setup.ts) migrates and seeds installs once, the templates,
 * and starts one server on a copy that most files share (`sharedServer`), each file keeping to records
 * of its own. A file that needs a world of its own (the pending company it activates, a password it
 * resets, settings of its own) starts its own server with `startServer` on another copy, which skips
 * the migrations and the seed. When the run has DATABASE_URL, installs are PostgreSQL databases
 * (copies of the template database, made in a fraction of a second) as a production install is; the
 * embedded template (PGlite) serves the files about the embedded database itself, and every install
 * when there is no PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../../../src/server/db/connect';
import { freePort } from '../../setup/free-port';
import { createDatabase, dropDatabase, newDatabaseName, withDatabase } from '../../setup/postgres-databases';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Accounts created on first start: username → password, read from the owner-only files. */
  accounts: Record<string, string>;
  output: () => string;
  /** The server process (benchmarks read its peak memory from /proc). */
  pid: number;
  stop: () => Promise<void>;
}

/** What the global set-up hands to the files (vitest's provide/inject carries JSON only). */
export interface SharedServerInfo {
  baseUrl: string;
  dataDir: string;
  accounts: Record<string, string>;
  pid: number;
}

/**
 * A migrated and seeded install, stopped: its data directory (the account files, uploads and, when
 * embedded, the PGlite database) and, on PostgreSQL, the name of its database on DATABASE_URL's server.
 */
export interface InstallTemplate {
  dataDir: string;
  database?: string;
}

/** The run's templates: the embedded one always, the PostgreSQL one when the run has DATABASE_URL. */
export interface InstallTemplates {
  embedded: InstallTemplate;
  postgres?: InstallTemplate;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server most browser test files share. */
    e2eServer: SharedServerInfo;
    /** What file-own servers start on a copy of. */
    e2eTemplates: InstallTemplates;
  }
}

export const ROOT = new URL('../../..', import.meta.url).pathname;
/** The compiled server; scripts/build-server.mjs writes it (npm run build). */
export const SERVER_ENTRY = join(ROOT, 'dist-server', 'main.js');

/** Lines of the form `username<TAB>password` in the data directory's account files. */
export function readAccounts(dataDir: string): Record<string, string> {
  const accounts: Record<string, string> = {};
  for (const name of ['admin-password.txt', 'demo-accounts.txt']) {
    let text = '';
    try {
      text = readFileSync(join(dataDir, name), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      // As the server writes them (startup-accounts.ts); split on the tab, as a generated password
      // may itself start with '='.
      const tab = /^([A-Za-z0-9_]+)\t(\S+)$/.exec(line);
      if (tab?.[1] && tab[2]) accounts[tab[1]] = tab[2];
    }
  }
  return accounts;
}

/**
 * Resolves when /readyz answers 200; rejects at once when the process exits. The server is polled,
 * not timed: a fetch that fails means it is not listening yet.
 */
async function waitReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output()}`))),
  );
  exited.catch(() => undefined);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) await exited;
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`);
}

/**
 * The run's templates, or undefined outside a vitest browser run (the benchmarks start servers with
 * this helper too, and there every server seeds its own directory).
 */
async function runTemplates(): Promise<InstallTemplates | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('e2eTemplates');
  } catch {
    return undefined;
  }
}

/** An install of a file's own: a copy of a template, removed by `remove`. */
export interface Install {
  dataDir: string;
  /** What a server on it is started with (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** Accounts of the template: username → password. */
  accounts: Record<string, string>;
  /** Its database, for a file that writes records before its server starts. */
  connect: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
}

/** A copy of `template`: its data directory and, on PostgreSQL, a copy of its database. */
export async function copyInstall(template: InstallTemplate): Promise<Install> {
  const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-e2e-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let database: string | undefined;
  if (template.database) {
    if (!serverUrl) throw new Error('a PostgreSQL template without DATABASE_URL');
    database = newDatabaseName('e2e');
    await createDatabase(serverUrl, database, template.database);
    databaseUrl = withDatabase(serverUrl, database);
  }
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    accounts: readAccounts(dataDir),
    connect: () =>
      connectDatabase({
        databaseUrl: databaseUrl ?? null,
        pgliteDir: databaseUrl ? null : join(dataDir, 'pglite'),
        poolSize: 1,
      }),
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (database && serverUrl) await dropDatabase(serverUrl, database);
    },
  };
}

/**
 * A new install for a file: on PostgreSQL when the run has it, else embedded; `embedded: true` for
 * a file about the embedded database itself.
 */
export async function newInstall(options: { embedded?: boolean } = {}): Promise<Install> {
  const templates = await runTemplates();
  if (templates === undefined) throw new Error('no install template outside a browser test run');
  return copyInstall((!options.embedded && templates.postgres) || templates.embedded);
}

/**
 * Starts the compiled server. Without DATA_DIR in `extraEnv` it runs on a new install of its own
 * (`newInstall`; on an empty directory outside a browser test run), removed when stopped; with one, on
 * that install as it is (a test that restarts a server on the same data, or changed it first).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const port = await freePort();
  // Without a DATA_DIR of the caller's: a copy of the run's template, or outside a browser test run
  // an empty directory the server seeds.
  const templates = extraEnv.DATA_DIR === undefined ? await runTemplates() : undefined;
  const install = templates ? await copyInstall(templates.postgres ?? templates.embedded) : undefined;
  const scratchDir =
    extraEnv.DATA_DIR === undefined && !install ? mkdtempSync(join(tmpdir(), 'certdesk-e2e-')) : undefined;
  const ownEnv = install?.env ?? (scratchDir ? { DATA_DIR: scratchDir } : {});
  const dataDir = extraEnv.DATA_DIR ?? ownEnv.DATA_DIR!;
  let log = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  // The browser tests' servers run on the embedded defaults, PGlite and in-process pub/sub, unless
  // their install or `extraEnv` names a database.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(
    env,
    { DEMO_DATA: '1', LOG_LEVEL: 'warn', PUBLIC_DIR: process.env.E2E_PUBLIC_DIR ?? join(ROOT, 'dist') },
    ownEnv,
    extraEnv,
  );
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { cwd: ROOT, env });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await install?.remove();
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  };
  try {
    await waitReady(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, accounts: readAccounts(dataDir), output: () => log, pid: child.pid ?? 0, stop };
}

/**
 * The run's shared server. Stopping it is the global set-up's job, so `stop` does nothing; a file on
 * it keeps to records it names itself (unique names) and to accounts no other file changes.
 */
export async function sharedServer(): Promise<RunningServer> {
  const { inject } = await import('vitest');
  const info = inject('e2eServer');
  return { ...info, output: () => '', stop: async () => undefined };
}
