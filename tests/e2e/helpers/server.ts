/**
 * The server the browser tests drive: the compiled server (dist-server/main.js, what `npm start`
 * runs) on the built app in dist/, with demo data, on the embedded defaults (PGlite, in-process
 * pub/sub); the shared server on PostgreSQL when the run has DATABASE_URL.
 *
 * The run's global set-up (tests/e2e/global-setup.ts) migrates and seeds one data directory once,
 * the template, and starts one server on a copy of it that most files share (`sharedServer`), each
 * file keeping to records of its own. A file that needs a world of its own (the pending company it
 * activates, a password it resets, settings of its own) starts its own server with `startServer`,
 * on another copy of the template: that start skips the migrations and the seed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/free-port';

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

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server most browser test files share. */
    e2eServer: SharedServerInfo;
    /** A migrated and seeded data directory (stopped) that file-own servers start on a copy of. */
    e2eTemplateDir: string;
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
 * The run's template data directory, or undefined outside a vitest browser run (the benchmarks
 * start servers with this helper too, and there every server seeds its own directory).
 */
async function runTemplate(): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('e2eTemplateDir');
  } catch {
    return undefined;
  }
}

/** Copies the run's template data directory (migrated, seeded, demo accounts) into `dataDir`. */
export async function copyTemplate(dataDir: string, template?: string): Promise<void> {
  const from = template ?? (await runTemplate());
  if (from === undefined) throw new Error('no template data directory outside a browser test run');
  cpSync(from, dataDir, { recursive: true });
}

/**
 * Starts the compiled server. Without DATA_DIR in `extraEnv` it runs on a fresh copy of the template
 * (on an empty directory outside a browser test run), removed when stopped; with one, on that
 * directory as it is (a test that restarts a server on
 * the same data, or `copyTemplate`d and changed first).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { template?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const port = await freePort();
  const ownDir = extraEnv.DATA_DIR === undefined;
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'certdesk-e2e-'));
  const template = ownDir ? (options.template ?? (await runTemplate())) : undefined;
  if (template !== undefined) await copyTemplate(dataDir, template);
  let log = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // The browser tests' servers run on the embedded defaults, PGlite and in-process pub/sub, unless
  // `extraEnv` names a database (the shared server when the run has PostgreSQL: global-setup.ts).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(
    env,
    { DEMO_DATA: '1', LOG_LEVEL: 'warn', PUBLIC_DIR: process.env.E2E_PUBLIC_DIR ?? join(ROOT, 'dist') },
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
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
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
