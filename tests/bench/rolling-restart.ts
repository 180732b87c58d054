/**
 * Benchmark (not part of the test run): a rolling restart under load. BENCH_INSTANCES
 * (default 2) server processes (the compiled server when `npm run build` made it, else tsx) on one
 * new PostgreSQL database and one Redis, HAProxy in front
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
import { loadavg } from 'node:os';
import pg from 'pg';
import { checkLedger, ledger, ledgerFailed, ledgerLine } from './helpers/acknowledged-writes';
import { startCluster, startLines, type Restart } from './helpers/cluster';
import { crossInstanceChecks } from './helpers/cross-instance-checks';
import { SERVER_RUNS } from './helpers/instances';
import { failureLine, latency, recorder, signIn, type Sample } from './helpers/load-samples';

const USERS = Number(process.env.BENCH_USERS ?? 40);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 100);
/** Load before the first restart, between restarts (once HAProxy has the instance back) and after the last. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_S ?? 5) * 1000;

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!serverUrl || !redisUrl) throw new Error('DATABASE_URL (a PostgreSQL server) and REDIS_URL are required');

const rec = recorder();
/** Record codes added: each acknowledged one must be stored exactly once. */
const records = ledger();
let running = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function user(base: string, index: number, password: string): Promise<void> {
  let token = await signIn(rec, base, password);
  for (let i = 0; running; i++) {
    await sleep(THINK_MS * (0.5 + Math.random()));
    if (!token || i % 25 === 24) {
      token = (await signIn(rec, base, password)) ?? token;
      continue;
    }
    const headers = { 'x-access-token': token };
    switch (i % 5) {
      case 0: {
        const code = `rr_${index}_${i}`;
        const answer = await rec.timed('add', `${base}/sys/position/add`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ code, name: `滚动重启 ${index}-${i}` }),
        });
        records.settle(code, answer?.status === 200);
        break;
      }
      case 1:
        await rec.timed('list', `${base}/sys/position/list?pageNo=1&pageSize=10`, { headers });
        break;
      case 2:
        await rec.timed('dictionary', `${base}/sys/dict/queryAllDictItems`, { headers });
        break;
      case 3:
        await rec.timed('settings', `${base}/sys/config/shellTexts`);
        break;
      default:
        await rec.timed('list', `${base}/sys/user/list?pageNo=1&pageSize=10`, { headers });
    }
  }
}

async function main(): Promise<void> {
  const cluster = await startCluster({
    role: 'rr',
    count: INSTANCES,
    serverUrl: serverUrl!,
    redisUrl: redisUrl!,
  });
  let failed = true;
  try {
    const { base, password, instances, databaseUrl } = cluster;
    const load = Array.from({ length: USERS }, (_, i) => user(base, i, password));
    await sleep(SETTLE_MS);
    const restarts: Restart[] = [];
    for (const s of instances) {
      restarts.push(await cluster.restart(s));
      await sleep(SETTLE_MS);
    }
    running = false;
    await Promise.all(load);
    const { retries, redispatches } = await cluster.haproxy.retries();

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
    const recordCheck = checkLedger(records, stored);

    const { samples } = rec;
    const during = samples.filter((s: Sample) => restarts.some((r) => s.at >= r.from && s.at <= r.to));
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (2 cores, shared)`,
    );
    console.log(
      `${INSTANCES} instances (${SERVER_RUNS}) behind HAProxy, ${USERS} users, think time ${THINK_MS} ms ±50%`,
    );
    for (const line of startLines(cluster, restarts)) console.log(line);
    console.log(`requests: ${samples.length} (${during.length} while an instance was restarting)`);
    console.log(failureLine(samples));
    console.log(`latency all: ${latency(samples)}; during restarts: ${latency(during)}`);
    console.log(`HAProxy retries ${retries}, redispatches ${redispatches}`);
    console.log(ledgerLine('records', recordCheck));
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
    failed = samples.some((s) => s.failure !== null) || ledgerFailed(recordCheck) || crossFailed;
  } finally {
    running = false;
    await cluster.close(failed);
  }
  if (failed) process.exitCode = 1;
}

await main();
