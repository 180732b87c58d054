/**
 * Benchmark (not part of the test run): how long a restart of a built install takes, from the
 * process start until `/healthz` answers — the recovery window after any crash. The first start
 * migrates and seeds an empty data directory; the following ones start on that directory as it is,
 * the way a restart does. DESIGN budget (issue of the production runtime): within 5 s on a 2-core
 * machine.
 *
 *   npm run build && node --import tsx tests/bench/restart.ts
 *   BENCH_RESTARTS=5 … (restarts measured after the first start; default 3)
 *   BENCH_PROFILE=dir … writes a V8 CPU profile of each start into dir (`--cpu-prof`; slower, not for the numbers)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../setup/free-port';
import { ROOT, SERVER_ENTRY } from '../e2e/helpers/server';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const PROFILE = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];

async function answered(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

/** Starts the compiled server on `dataDir`, answers the ms until /healthz said up, then stops it. */
async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [...PROFILE, '--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}) before it answered`);
      if (await answered(`http://127.0.0.1:${port}/healthz`)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-bench-restart-'));
try {
  const first = await timedStart(dataDir);
  const restarts: number[] = [];
  for (let i = 0; i < RESTARTS; i++) restarts.push(await timedStart(dataDir));
  const sorted = [...restarts].sort((a, b) => a - b);
  console.log(`load average before: ${loadavg()[0]!.toFixed(2)}`);
  console.log(`first start on an empty data directory: ${(first / 1000).toFixed(2)} s`);
  console.log(
    `restarts on it: ${restarts.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s (median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s; budget 5 s)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
