/**
 * Benchmark (not part of the test run): a rolling restart under load (issue 23). BENCH_INSTANCES
 * (default 2) server processes on one new PostgreSQL database and one Redis, HAProxy in front
 * (helpers/haproxy.ts: /readyz health checks, a refused connection tried on another instance), and
 * BENCH_USERS (default 40) simulated users signing in and then reading lists, dictionaries and
 * settings, adding records and signing in again, through HAProxy, while each instance in turn is
 * stopped with SIGTERM (it drains: /readyz 503, `Connection: close`), started again and taken back
 * in by HAProxy before the next one goes. Reported: requests, failed requests by class (goal 0),
 * p50 and p99 over the whole run and during the restarts, each instance's drain and start times,
 * HAProxy's retries; afterwards every acknowledged record is checked to be stored exactly once,
 * and an administrator's changes through the first instance are checked live on the second
 * (helpers/cross-instance-checks.ts).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379/3 \
 *     node --import tsx tests/bench/rolling-restart.ts
 *   BENCH_USERS=200 BENCH_INSTANCES=3 BENCH_THINK_MS=100 BENCH_SETTLE_S=5 …
 *
 * DATABASE_URL names a server (a database of the bench's own is created on it and dropped after);
 * REDIS_URL is used as given (its rate-limit and session keys are the default `certdesk:` ones, so
 * name a Redis database no installation uses). Needs `haproxy` on PATH (Debian: apt-get install haproxy).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { freePort } from '../setup/free-port';
import { createDatabase, dropDatabase, newDatabaseName, withDatabase } from '../setup/postgres-databases';
import { crossInstanceChecks } from './helpers/cross-instance-checks';
import { startHaproxy } from './helpers/haproxy';
import { instance, type Instance } from './helpers/instances';

const USERS = Number(process.env.BENCH_USERS ?? 40);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 100);
/** Load before the first restart, between restarts (once HAProxy has the instance back) and after the last. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_S ?? 5) * 1000;

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!serverUrl || !redisUrl) throw new Error('DATABASE_URL (a PostgreSQL server) and REDIS_URL are required');

interface Sample {
  at: number;
  ms: number;
  /** null: answered as expected; otherwise the failure's class. */
  failure: string | null;
}

const samples: Sample[] = [];
/** Record codes whose add was answered 200: each must be stored exactly once. */
const acknowledged = new Set<string>();
/** Record codes whose add failed: stored once or not at all, never twice. */
const unacknowledged = new Set<string>();
let running = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(base: string, path: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, init);
    // The body is read in the time too: a reset in the middle of it is a failure.
    const text = await response.text();
    const failure = response.status === 200 ? null : `http ${response.status}`;
    samples.push({ at: started, ms: performance.now() - started, failure });
    return new Response(text, { status: response.status, headers: response.headers });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    samples.push({ at: started, ms: performance.now() - started, failure: `network ${cause}` });
    return null;
  }
}

async function signIn(base: string, password: string): Promise<string | null> {
  const keys = await timed(base, '/sys/getEncryptedString');
  if (!keys || keys.status !== 200) return null;
  const { key, iv } = ((await keys.json()) as { result: { key: string; iv: string } }).result;
  const answer = await timed(base, '/sys/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userccs: encryptUserccs({ username: 'admin', password }, key, iv) }),
  });
  if (!answer || answer.status !== 200) return null;
  return ((await answer.json()) as { result: { token: string } }).result.token;
}

async function user(base: string, index: number, password: string): Promise<void> {
  let token = await signIn(base, password);
  for (let i = 0; running; i++) {
    await sleep(THINK_MS * (0.5 + Math.random()));
    if (!token || i % 25 === 24) {
      token = (await signIn(base, password)) ?? token;
      continue;
    }
    const headers = { 'x-access-token': token };
    switch (i % 5) {
      case 0: {
        const code = `rr_${index}_${i}`;
        const answer = await timed(base, '/sys/position/add', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ code, name: `滚动重启 ${index}-${i}` }),
        });
        (answer?.status === 200 ? acknowledged : unacknowledged).add(code);
        break;
      }
      case 1:
        await timed(base, '/sys/position/list?pageNo=1&pageSize=10', { headers });
        break;
      case 2:
        await timed(base, '/sys/dict/queryAllDictItems', { headers });
        break;
      case 3:
        await timed(base, '/sys/config/shellTexts');
        break;
      default:
        await timed(base, '/sys/user/list?pageNo=1&pageSize=10', { headers });
    }
  }
}

async function main(): Promise<void> {
  const database = newDatabaseName('rr');
  await createDatabase(serverUrl!, database);
  const databaseUrl = withDatabase(serverUrl!, database);
  const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-bench-rolling-'));
  const instances: Instance[] = [];
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | null = null;
  try {
    for (let i = 0; i < INSTANCES; i++) {
      instances.push(
        instance({
          name: `s${i}`,
          port: await freePort(),
          databaseUrl,
          redisUrl: redisUrl!,
          dataDir,
          // Every simulated user signs in from the bench's one address.
          env: { LOGIN_RATE_LIMIT: '1000000' },
        }),
      );
    }
    // The first migrates and seeds; the others start on the database as it then is.
    const firstStart = await instances[0]!.start();
    const otherStarts = await Promise.all(instances.slice(1).map((s) => s.start()));
    const password = /^admin\t(.+)$/m.exec(readFileSync(join(dataDir, 'admin-password.txt'), 'utf8'))![1]!;
    const frontPort = await freePort();
    haproxy = await startHaproxy(dataDir, frontPort, await freePort(), instances);
    const proxy = haproxy;
    const allUp = async () => [...(await proxy.status()).values()].every((s) => s.startsWith('UP'));
    while (!(await allUp())) await sleep(50);

    const base = `http://127.0.0.1:${frontPort}`;
    const load = Array.from({ length: USERS }, (_, i) => user(base, i, password));
    await sleep(SETTLE_MS);
    const restarts: Array<{
      name: string;
      drainMs: number;
      startMs: number;
      backInMs: number;
      from: number;
      to: number;
    }> = [];
    for (const s of instances) {
      const from = performance.now();
      const drainMs = await s.stop();
      const startMs = await s.start();
      const startedAt = performance.now();
      while (!(await proxy.status()).get(s.name)?.startsWith('UP')) await sleep(50);
      const to = performance.now();
      restarts.push({ name: s.name, drainMs, startMs, backInMs: to - startedAt, from, to });
      await sleep(SETTLE_MS);
    }
    running = false;
    await Promise.all(load);
    const { retries, redispatches } = await proxy.retries();

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = new Map<string, number>();
    try {
      const rows = await client.query<{ code: string; n: string }>(
        "select code, count(*) as n from sys_position where code like 'rr\\_%' group by code",
      );
      for (const row of rows.rows) stored.set(row.code, Number(row.n));
    } finally {
      await client.end();
    }
    const missing = [...acknowledged].filter((c) => stored.get(c) !== 1);
    const doubled = [...stored].filter(([, n]) => n > 1).map(([c]) => c);
    const strays = [...stored.keys()].filter((c) => !acknowledged.has(c) && !unacknowledged.has(c));

    const failures = new Map<string, number>();
    for (const s of samples) if (s.failure) failures.set(s.failure, (failures.get(s.failure) ?? 0) + 1);
    const during = samples.filter((s) => restarts.some((r) => s.at >= r.from && s.at <= r.to));
    const ms = (list: Sample[], p: number) =>
      percentile(
        list.map((s) => s.ms),
        p,
      ).toFixed(1);
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (2 cores, shared)`,
    );
    console.log(`${INSTANCES} instances behind HAProxy, ${USERS} users, think time ${THINK_MS} ms ±50%`);
    console.log(
      `first start (migrate, seed) ${(firstStart / 1000).toFixed(1)} s; others ${otherStarts.map((m) => (m / 1000).toFixed(1)).join(', ')} s`,
    );
    for (const r of restarts) {
      console.log(
        `restart ${r.name}: drain and exit ${(r.drainMs / 1000).toFixed(2)} s, start until ready ${(r.startMs / 1000).toFixed(2)} s, back in HAProxy after ${(r.backInMs / 1000).toFixed(2)} s`,
      );
    }
    console.log(`requests: ${samples.length} (${during.length} while an instance was restarting)`);
    console.log(
      `failed requests: ${[...failures.values()].reduce((a, b) => a + b, 0)}${failures.size ? ` — ${[...failures].map(([k, n]) => `${k}: ${n}`).join(', ')}` : ''}`,
    );
    console.log(
      `latency all: p50 ${ms(samples, 50)} ms, p99 ${ms(samples, 99)} ms; during restarts: p50 ${ms(during, 50)} ms, p99 ${ms(during, 99)} ms`,
    );
    console.log(`HAProxy retries ${retries}, redispatches ${redispatches}`);
    console.log(
      `records: ${acknowledged.size} acknowledged, ${missing.length} of them not stored exactly once, ${doubled.length} stored twice, ${unacknowledged.size} adds failed (${[...unacknowledged].filter((c) => stored.has(c)).length} of them stored), ${strays.length} unknown`,
    );
    let crossFailed = false;
    if (instances.length >= 2) {
      const [a, b] = instances.map((s) => `http://127.0.0.1:${s.port}`);
      const cross = await crossInstanceChecks(a!, b!, password, databaseUrl);
      for (const { what, ms } of cross.live) {
        console.log(
          `${what} saved on ${instances[0]!.name}: ${ms === null ? 'NOT answered' : `answered`} by ${instances[1]!.name}${ms === null ? '' : ` after ${ms.toFixed(0)} ms`}`,
        );
      }
      console.log(
        `a job every second on ${instances.length} schedulers: ${cross.ticks} ticks run, ${cross.doubledTicks} of them more than once`,
      );
      crossFailed = cross.live.some((l) => l.ms === null) || cross.doubledTicks > 0;
    }
    if (failures.size > 0 || missing.length > 0 || doubled.length > 0 || crossFailed) process.exitCode = 1;
  } finally {
    running = false;
    await haproxy?.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await dropDatabase(serverUrl!, database);
    if (process.exitCode) console.log(`instance logs kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
