/**
 * Server processes for the multi-instance benches: the compiled server (`dist-server/main.js`, what
 * `npm start` runs; `npm run build` makes it) when it is there, else the server entry through tsx
 * (no build needed, slower starts), each on a port of its own, all on one PostgreSQL database, one
 * Redis and one data directory. A restart is what an orchestrator does: SIGTERM, wait for the process to end
 * (it drains first), start it again on the same port, wait until /readyz answers 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../e2e/helpers/server';

export interface InstanceOptions {
  name: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** Extra environment (e.g. a high LOGIN_RATE_LIMIT: every bench user signs in from one address). */
  env?: NodeJS.ProcessEnv;
}

export interface Instance {
  readonly name: string;
  readonly port: number;
  /** Starts the process and resolves once /readyz answers 200: the ms it took. */
  start(): Promise<number>;
  /** SIGTERM and resolves once the process has exited: the ms the drain and close took. */
  stop(): Promise<number>;
}

const COMPILED = join(ROOT, 'dist-server', 'main.js');
/** The node arguments that run the server: the compiled bundle, or the sources through tsx. */
const ENTRY = existsSync(COMPILED)
  ? ['--enable-source-maps', COMPILED]
  : ['--import', 'tsx', join(ROOT, 'src', 'server', 'main.ts')];
/** What the instances run, for the bench's report. */
export const SERVER_RUNS = existsSync(COMPILED)
  ? 'compiled server (dist-server/main.js)'
  : 'sources through tsx';

async function ready(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.status === 200,
    () => false,
  );
}

export function instance(options: InstanceOptions): Instance {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const log = openSync(join(options.dataDir, `${options.name}.log`), 'a');
  return {
    name: options.name,
    port: options.port,
    async start() {
      const started = performance.now();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...options.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
      };
      const current = spawn(process.execPath, ENTRY, {
        cwd: ROOT,
        env,
        stdio: ['ignore', log, log],
      });
      child = current;
      exited = new Promise((resolve) => current.once('exit', () => resolve()));
      for (;;) {
        if (current.exitCode !== null)
          throw new Error(`${options.name} exited (${current.exitCode}) at start; see its log`);
        if (await ready(options.port)) return performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const started = performance.now();
      child?.kill('SIGTERM');
      await exited;
      child = null;
      return performance.now() - started;
    },
  };
}
