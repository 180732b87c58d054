/**
 * The multi-instance benches' installation: a new database on DATABASE_URL's server, one Redis,
 * `count` server processes (helpers/instances.ts) sharing one data directory, and HAProxy in front
 * (helpers/haproxy.ts). The first instance migrates and seeds, the others start on the database as
 * it then is. `restart` is an orchestrator's rolling step: SIGTERM (the instance drains), start it
 * again, wait until HAProxy has it back in. `close` stops everything and drops the database; the
 * instance logs are kept when the run failed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/free-port';
import { createDatabase, dropDatabase, newDatabaseName, withDatabase } from '../../setup/postgres-databases';
import { startHaproxy, type Haproxy } from './haproxy';
import { instance, type Instance } from './instances';

export interface ClusterOptions {
  /** A short name for the database and the data directory (`rr`, `so`). */
  role: string;
  count: number;
  /** A PostgreSQL server: a database of the bench's own is created on it. */
  serverUrl: string;
  redisUrl: string;
  /** Extra environment for every instance. */
  env?: NodeJS.ProcessEnv;
}

export interface Restart {
  name: string;
  drainMs: number;
  startMs: number;
  /** From ready until HAProxy took it back in. */
  backInMs: number;
  from: number;
  to: number;
}

export interface Cluster {
  databaseUrl: string;
  dataDir: string;
  instances: Instance[];
  /** The administrator's first-start password. */
  password: string;
  /** HAProxy's address: where the simulated users go. */
  base: string;
  haproxy: Haproxy;
  firstStartMs: number;
  otherStartMs: number[];
  restart(target: Instance): Promise<Restart>;
  close(failed: boolean): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const database = newDatabaseName(options.role);
  await createDatabase(options.serverUrl, database);
  const databaseUrl = withDatabase(options.serverUrl, database);
  const dataDir = mkdtempSync(join(tmpdir(), `certdesk-bench-${options.role}-`));
  const instances: Instance[] = [];
  let haproxy: Haproxy | null = null;
  const close = async (failed: boolean) => {
    await haproxy?.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await dropDatabase(options.serverUrl, database);
    if (failed) console.log(`instance logs kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < options.count; i++) {
      instances.push(
        instance({
          name: `s${i}`,
          port: await freePort(),
          databaseUrl,
          redisUrl: options.redisUrl,
          dataDir,
          // Every simulated user signs in from the bench's one address.
          env: { LOGIN_RATE_LIMIT: '1000000', ...options.env },
        }),
      );
    }
    const firstStartMs = await instances[0]!.start();
    const otherStartMs = await Promise.all(instances.slice(1).map((s) => s.start()));
    const password = /^admin\t(.+)$/m.exec(readFileSync(join(dataDir, 'admin-password.txt'), 'utf8'))![1]!;
    const frontPort = await freePort();
    const proxy = await startHaproxy(dataDir, frontPort, await freePort(), instances);
    haproxy = proxy;
    const allUp = async () => [...(await proxy.status()).values()].every((s) => s.startsWith('UP'));
    while (!(await allUp())) await sleep(50);
    return {
      databaseUrl,
      dataDir,
      instances,
      password,
      base: `http://127.0.0.1:${frontPort}`,
      haproxy: proxy,
      firstStartMs,
      otherStartMs,
      async restart(target) {
        const from = performance.now();
        const drainMs = await target.stop();
        const startMs = await target.start();
        const startedAt = performance.now();
        while (!(await proxy.status()).get(target.name)?.startsWith('UP')) await sleep(50);
        const to = performance.now();
        return { name: target.name, drainMs, startMs, backInMs: to - startedAt, from, to };
      },
      close,
    };
  } catch (error) {
    await close(true);
    throw error;
  }
}

/** `first start (migrate, seed) x s; others y, z s` and one line per restart. */
export function startLines(cluster: Cluster, restarts: Restart[]): string[] {
  return [
    `first start (migrate, seed) ${(cluster.firstStartMs / 1000).toFixed(1)} s; others ${cluster.otherStartMs.map((m) => (m / 1000).toFixed(1)).join(', ')} s`,
    ...restarts.map(
      (r) =>
        `restart ${r.name}: drain and exit ${(r.drainMs / 1000).toFixed(2)} s, start until ready ${(r.startMs / 1000).toFixed(2)} s, back in HAProxy after ${(r.backInMs / 1000).toFixed(2)} s`,
    ),
  ];
}
