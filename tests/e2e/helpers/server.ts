/**
 * Starts the real server (the same entry point as `npm start`, without the build step) on the built
 * app in dist/, with a fresh data directory and demo data, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

const root = new URL('../../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Lines of the form `username: password` or `username password` in the data directory's account files. */
function readAccounts(dataDir: string): Record<string, string> {
  const accounts: Record<string, string> = {};
  for (const name of ['admin-password.txt', 'demo-accounts.txt']) {
    let text = '';
    try {
      text = readFileSync(join(dataDir, name), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      // `username<TAB>password` as the server writes them (startup-accounts.ts): split on the tab, as a
      // generated password may itself start with '=' (the looser pattern below then ate that '=').
      const tab = /^([A-Za-z0-9_]+)\t(\S+)$/.exec(line);
      if (tab?.[1] && tab[2]) {
        accounts[tab[1]] = tab[2];
        continue;
      }
      const m = /^\s*(?:username[=:]\s*)?([A-Za-z0-9_]+)\s*[:=\s]\s*(?:password[=:]\s*)?(\S+)\s*$/.exec(line);
      if (m && m[1] && m[2]) accounts[m[1]] = m[2];
    }
  }
  return accounts;
}

async function waitReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`);
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-e2e-'));
  let log = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // The browser tests run on the embedded defaults: PGlite and in-process pub/sub.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, { DEMO_DATA: '1', LOG_LEVEL: 'warn', PUBLIC_DIR: process.env.E2E_PUBLIC_DIR ?? join(root, 'dist') }, extraEnv);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(baseUrl, child, () => log);
  return {
    baseUrl,
    dataDir,
    accounts: readAccounts(dataDir),
    output: () => log,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
