/**
 * Benchmark (not part of the test run): the generic list endpoint on 1,000,000 rows of the demo
 * entity, PostgreSQL, the real server with real authentication, 50 concurrent keep-alive
 * connections. Page 1, page 5,000 by keyset cursor, and page 5,000 by OFFSET for comparison, beside
 * the peer, a bare Fastify + pg server answering `SELECT 1` (helpers/bare-select1-server.ts, its own
 * process), and the app's own comparison routes: an open `SELECT 1` route and the same behind
 * authentication (added by the production entry only when BENCH_ROUTES=1, src/server/bench-switch.ts).
 *
 * The server is the production entry (`node dist-server/main.js`, the compiled server `npm start`
 * builds and runs; `npm run build` first) with its defaults: LOG_LEVEL info with its one line per request, the built client served,
 * the default pool. Its log goes to a file (as under systemd or a container runtime), whose line
 * count is printed at the end. The benchmark's schema is chosen through DATABASE_URL's `options`
 * (search_path), so the entry needs no benchmark code beyond BENCH_ROUTES.
 *
 * DESIGN budgets (Performance): page 1 and page 5,000 p99 under 50 ms at 50 connections; deep page
 * within 1.5x of page 1; the authenticated list at least half the req/s of the bare Fastify + pg peer.
 *
 *   apt-get install -y wrk      # the load generator (a Node fetch loop tops out near 3,300 req/s here)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx tests/bench/list-1m.ts
 *   # add REDIS_URL=redis://127.0.0.1:6379 to measure with session liveness answered by Redis
 *
 * Options (env): BENCH_SECONDS (default 10 per scenario), BENCH_CONNECTIONS (50), BENCH_ROWS (1000000),
 * BENCH_KEEP=1 keeps the schema afterwards and reuses it next time (skips the ~1 min of row generation),
 * and keeps the server's data dir in the temp dir (its server.log); without it the data dir is removed.
 * BENCH_LOG_LEVEL=warn starts the server at that level instead of its default (an A/B of the logging cost).
 * BENCH_ONLY=bare,page1 runs only the named scenarios (keys: healthz, bare, barepage, select1, select1auth, dict,
 * page1, page1written, page1db, keyset, offset, filtered), for quicker A/B runs.
 * The production entry keeps unchanged list pages in memory (LIST_CACHE_MB, list-answer-cache.ts), so
 * page1 measures a page answered from memory; page1written the same while another client updates a
 * row of the table 20 times a second (each update ends the kept page on its commit notice); page1db a
 * second app process started with LIST_CACHE_MB=0, which reads every page from the database. BENCH_PROFILE=dir writes a V8 CPU profile
 * of the server process into dir (`--cpu-prof`; it slows the server, so not for the numbers).
 * With wrk, each scenario also reports CPU per request over the measured run: the server process and
 * its PostgreSQL backends (found by application_name in pg_stat_activity), from /proc/<pid>/stat.
 * The server runs in a child process so the load generator does not share its event loop. Uses its own schema `bench_list_1m`. Without wrk it falls back to
 * an in-process fetch loop and says so (its numbers are then bounded by the generator).
 * Results with the machine's load average: tests/bench/RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadavg, tmpdir } from 'node:os';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { hashPassword, generatePassword } from '../../src/server/auth/passwords';
import { connectDatabase, dropSchema } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedBase } from '../../src/server/seed/index';
import { ensureAdmin } from '../../src/server/seed/users';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { parseListQuery } from '../../src/shared/query/list-query';
import { encodeCursor } from '../../src/shared/query/cursor';
import { AppSchemas } from '../../src/server/modules/schema/registry';
import { createTableFromEntity } from '../../src/server/modules/crud/ddl/ddl';
import { FIXTURE_SCHEMAS } from '../fixtures/crud-helpers';
import { hasWrk, wrkLoad, type LoadResult } from './wrk';

const SCHEMA = 'bench_list_1m';
const PORT = Number(process.env.BENCH_PORT ?? 18_080);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const KEEP = process.env.BENCH_KEEP === '1';
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const PROFILE_DIR = process.env.BENCH_PROFILE;
/** The server's pool connects with this application_name (pg reads PGAPPNAME), so its backends can be found. */
const APP_NAME = 'bench_list_1m_server';
/** The bare Fastify + pg peer (helpers/bare-select1-server.ts): its port and its backends' application_name. */
const BARE_PORT = PORT + 1;
const BARE_APP_NAME = 'bench_list_1m_bare';
/** The app again with LIST_CACHE_MB=0 (every list page read from the database): its port and backends. */
const UNCACHED_PORT = PORT + 2;
const UNCACHED_APP_NAME = 'bench_list_1m_uncached';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL (the benchmark runs on PostgreSQL)');
  return url;
}

/** The production entry's environment: its defaults, pointed at the benchmark's schema and port. */
function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl());
  url.searchParams.set('options', `-c search_path=${SCHEMA}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PGAPPNAME: APP_NAME,
    BENCH_ROUTES: '1',
    BENCH_SCHEMA_ROOTS: FIXTURE_SCHEMAS,
  };
  // The defaults are what is measured: no level or client directory from the caller's shell.
  delete env.LOG_LEVEL;
  delete env.PUBLIC_DIR;
  delete env.DEMO_DATA;
  // For an A/B of the logging cost only (e.g. BENCH_LOG_LEVEL=warn); unset in reported runs.
  if (process.env.BENCH_LOG_LEVEL) env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  return env;
}

async function prepare(): Promise<{ username: string; password: string; deepCursor: string }> {
  const url = databaseUrl();
  if (KEEP) {
    const reused = await reuse(url);
    if (reused) return reused;
  }
  await dropSchema(url, SCHEMA);
  const { db, schema } = await connectDatabase({
    databaseUrl: url,
    pgliteDir: null,
    searchPath: SCHEMA,
    poolSize: 2,
  });
  try {
    await migrateToLatest(db, schema);
    await seedBase(db);
    const admin = await ensureAdmin(db);
    if (!admin) throw new Error('fresh schema already had an admin');
    const entity = new AppSchemas([FIXTURE_SCHEMAS]).registry().entities.get('demo_item');
    if (!entity) throw new Error('demo_item fixture missing');
    await createTableFromEntity(db, entity);
    const started = Date.now();
    // Identifiers are fixed here; the only parameter is the row count.
    await sql`insert into demo_item (id, create_time, create_by, company_id, name, code, qty, price, issued, category)
      select md5(i::text), now() - i * interval '1 second', 'bench', 'c' || (i % 10), 'item ' || i, 'C' || i, i % 1000,
             (i % 100000) / 100.0, date '2020-01-01' + (i % 1500), case when i % 2 = 0 then 'x' else 'y' end
      from generate_series(1, ${ROWS}::int) as g(i)`.execute(db);
    await sql`analyze demo_item`.execute(db);
    console.log(`generated ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { ...admin, deepCursor: await deepCursorOf(db) };
  } finally {
    await db.destroy();
  }
}

/** The cursor a client holds after reading page 4,999 (pageSize 10) with the default sort. */
async function deepCursorOf(db: Awaited<ReturnType<typeof connectDatabase>>['db']): Promise<string> {
  const entity = new AppSchemas([FIXTURE_SCHEMAS]).registry().entities.get('demo_item');
  if (!entity) throw new Error('demo_item fixture missing');
  const sort = parseListQuery(entity, {}).sort;
  const last = await sql<{
    k0: string;
    k1: string;
  }>`select create_time::text as k0, id::text as k1 from demo_item
    order by create_time desc, id desc offset ${4999 * 10 - 1} limit 1`.execute(db);
  const row = last.rows[0];
  if (!row) throw new Error('demo_item has fewer rows than the deep page');
  return encodeCursor(sort, [row.k0, row.k1]);
}

/** BENCH_KEEP: a schema left by an earlier run with the right row count; the admin gets a new password. */
async function reuse(
  url: string,
): Promise<{ username: string; password: string; deepCursor: string } | null> {
  const { db } = await connectDatabase({
    databaseUrl: url,
    pgliteDir: null,
    searchPath: SCHEMA,
    poolSize: 2,
  });
  try {
    const rows = await sql<{ n: string }>`select count(*) as n from demo_item`.execute(db).catch(() => null);
    if (!rows || Number(rows.rows[0]?.n) !== ROWS) return null;
    const password = generatePassword();
    await db
      .updateTable('sys_user')
      .set({ password_hash: await hashPassword(password), failed_logins: 0, locked_until: null })
      .where('username', '=', 'admin')
      .execute();
    console.log(`reusing ${SCHEMA} (${ROWS} rows)`);
    return { username: 'admin', password, deepCursor: await deepCursorOf(db) };
  } finally {
    await db.destroy();
  }
}

/** The production entry migrates and seeds before it listens: up to a minute on a busy machine. */
async function waitForServer(child: ChildProcess, port = PORT, path = '/healthz'): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function login(username: string, password: string): Promise<string> {
  const keys = (await (await fetch(`http://127.0.0.1:${PORT}/sys/getEncryptedString`)).json()) as {
    result: { key: string; iv: string };
  };
  const response = await fetch(`http://127.0.0.1:${PORT}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userccs: encryptUserccs({ username, password }, keys.result.key, keys.result.iv),
    }),
  });
  const body = (await response.json()) as { result: { token: string } };
  return body.result.token;
}

/** Fallback generator when wrk is absent: one Node process, so it saturates long before the server. */
async function fetchLoad(name: string, path: string, token: string, port: number): Promise<LoadResult> {
  const url = `http://127.0.0.1:${port}${path}`;
  const headers = { 'x-access-token': token };
  const hit = async () => {
    const r = await fetch(url, { headers });
    const body = (await r.json()) as { success: boolean };
    return r.ok && body.success;
  };
  // Warm-up: plans cached, pool filled.
  await Promise.all(Array.from({ length: CONNECTIONS }, hit));
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      if (!(await hit())) errors++;
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    errors,
  };
}

const USE_WRK = hasWrk();

/** utime + stime of a process in clock ticks (0 when it is gone). */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const TICK_US = 1_000_000 / 100; // CLK_TCK is 100 on Linux

async function backendPids(appName: string): Promise<number[]> {
  const { db } = await connectDatabase({ databaseUrl: databaseUrl(), pgliteDir: null, poolSize: 1 });
  try {
    const rows = await sql<{
      pid: number;
    }>`select pid from pg_stat_activity where application_name = ${appName}`.execute(db);
    return rows.rows.map((r) => r.pid);
  } finally {
    await db.destroy();
  }
}

interface CpuResult extends LoadResult {
  /** CPU per request over the measured run, µs: the server process and its PostgreSQL backends. */
  nodeUs?: number;
  pgUs?: number;
}

interface Scenario {
  key: string;
  name: string;
  path: string;
  /** Served by the bare Fastify + pg peer instead of the app. */
  peer?: true;
  /** Served by a second app process started with LIST_CACHE_MB=0: every page read from the database. */
  uncached?: true;
  /** Another client updates a row of the table this many times a second during the run. */
  writesPerSecond?: number;
}

/** Updates one row of the benchmark's table `perSecond` times a second until stopped: another client's writes. */
function startWriter(perSecond: number): () => Promise<number> {
  let writes = 0;
  let stopped = false;
  const done = (async () => {
    const { db } = await connectDatabase({
      databaseUrl: databaseUrl(),
      pgliteDir: null,
      searchPath: SCHEMA,
      poolSize: 1,
    });
    try {
      const id = (
        await sql<{ id: string }>`select id from demo_item order by create_time desc limit 1`.execute(db)
      ).rows[0]?.id;
      while (!stopped) {
        await sql`update demo_item set qty = (qty + 1) % 1000 where id = ${id}`.execute(db);
        writes++;
        await new Promise((r) => setTimeout(r, 1000 / perSecond));
      }
    } finally {
      await db.destroy();
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return writes;
  };
}

/** A process the load is sent to: its port, pid and its PostgreSQL backends' application_name. */
interface Target {
  port: number;
  pid: number;
  appName: string;
}

async function load(scenario: Scenario, token: string, target: Target): Promise<CpuResult> {
  const { port, pid: serverPid } = target;
  if (!USE_WRK) return fetchLoad(scenario.name, scenario.path, token, port);
  let nodeTicks = 0;
  let pgTicks = 0;
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    // The pool is full after the warm-up; a backend that connects during the run is not counted.
    const pids = await backendPids(target.appName);
    const node0 = cpuTicks(serverPid);
    const pg0 = pids.map(cpuTicks);
    const result = await run();
    nodeTicks = cpuTicks(serverPid) - node0;
    pgTicks = pids.reduce((sum, pid, i) => sum + Math.max(0, cpuTicks(pid) - (pg0[i] ?? 0)), 0);
    return result;
  };
  const url = `http://127.0.0.1:${port}${scenario.path}`;
  const stopWriter = scenario.writesPerSecond ? startWriter(scenario.writesPerSecond) : null;
  const result = await wrkLoad(scenario.name, url, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { 'x-access-token': token },
    around,
  }).finally(async () => {
    if (stopWriter) console.log(`${scenario.name}: ${await stopWriter()} writes by another client`);
  });
  const per = (ticks: number) => (result.requests > 0 ? (ticks * TICK_US) / result.requests : 0);
  return { ...result, nodeUs: per(nodeTicks), pgUs: per(pgTicks) };
}

async function main(): Promise<void> {
  if (!USE_WRK)
    console.warn(
      'wrk not found (apt-get install -y wrk): using the in-process fetch loop, which is the bottleneck',
    );
  const { username, password, deepCursor } = await prepare();
  const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-bench-'));
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const startApp = (env: NodeJS.ProcessEnv, stdout: number | 'ignore'): ChildProcess =>
    spawn(process.execPath, [...profile, '--enable-source-maps', join(ROOT, 'dist-server/main.js')], {
      cwd: ROOT,
      stdio: ['ignore', stdout, 'inherit'],
      env,
    });
  const child = startApp(serverEnv(dataDir), logFd);
  closeSync(logFd);
  const bare: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', join(ROOT, 'tests/bench/helpers/bare-select1-server.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // The benchmark's schema, as the app's (its /page reads the benchmark's table).
        DATABASE_URL: serverEnv(dataDir).DATABASE_URL,
        BARE_PORT: String(BARE_PORT),
        PGAPPNAME: BARE_APP_NAME,
      },
    },
  );
  const uncachedDir = mkdtempSync(join(tmpdir(), 'certdesk-bench-'));
  const uncached = startApp(
    {
      ...serverEnv(uncachedDir),
      PORT: String(UNCACHED_PORT),
      PGAPPNAME: UNCACHED_APP_NAME,
      LIST_CACHE_MB: '0',
    },
    'ignore',
  );
  try {
    await waitForServer(child);
    await waitForServer(bare, BARE_PORT, '/select1');
    await waitForServer(uncached, UNCACHED_PORT);
    const token = await login(username, password);
    const targetOf = (scenario: Scenario): Target =>
      scenario.peer
        ? { port: BARE_PORT, pid: bare.pid ?? 0, appName: BARE_APP_NAME }
        : scenario.uncached
          ? { port: UNCACHED_PORT, pid: uncached.pid ?? 0, appName: UNCACHED_APP_NAME }
          : { port: PORT, pid: child.pid ?? 0, appName: APP_NAME };
    const scenarios: Scenario[] = [
      { key: 'healthz', name: 'open /healthz (no auth, no db)', path: '/healthz' },
      { key: 'bare', name: 'bare Fastify + pg SELECT 1 (peer)', path: '/select1', peer: true },
      {
        key: 'barepage',
        name: 'bare Fastify + pg, the page query',
        path: '/page?pageSize=10',
        peer: true,
      },
      { key: 'select1', name: "the app's open SELECT 1 route", path: '/bench/select1' },
      { key: 'select1auth', name: 'SELECT 1 behind authentication', path: '/bench/select1-auth' },
      {
        key: 'dict',
        name: 'authenticated dictionary read',
        path: '/sys/dict/loadDictItem/demo_category?key=x',
      },
      { key: 'page1', name: 'list page 1', path: '/demo/item/list?pageNo=1&pageSize=10' },
      {
        key: 'page1written',
        name: 'list page 1, table written 20×/s by another client',
        path: '/demo/item/list?pageNo=1&pageSize=10',
        writesPerSecond: 20,
      },
      {
        key: 'page1db',
        name: 'list page 1 read from the database (LIST_CACHE_MB=0)',
        path: '/demo/item/list?pageNo=1&pageSize=10',
        uncached: true,
      },
      {
        key: 'keyset',
        name: 'list page 5,000 (keyset cursor)',
        path: `/demo/item/list?pageNo=5000&pageSize=10&cursor=${deepCursor}`,
      },
      {
        key: 'offset',
        name: 'list page 5,000 (OFFSET, for comparison)',
        path: '/demo/item/list?pageNo=5000&pageSize=10',
      },
      {
        key: 'filtered',
        name: 'list page 1 filtered (qty=7, exact count)',
        path: '/demo/item/list?pageNo=1&pageSize=10&qty=7',
      },
    ];
    const results: CpuResult[] = [];
    for (const scenario of scenarios) {
      if (!ONLY || ONLY.has(scenario.key)) results.push(await load(scenario, token, targetOf(scenario)));
    }
    const rps = (name: string) => results.find((r) => r.name === name)?.rps ?? 0;
    const p99 = (name: string) => results.find((r) => r.name === name)?.p99 ?? 0;
    const load1 = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(
      `\n${ROWS} rows, ${CONNECTIONS} connections, ${SECONDS} s per scenario, generator ${USE_WRK ? 'wrk' : 'node fetch'}, redis ${process.env.REDIS_URL ? 'on' : 'off'}, load average ${load1}`,
    );
    console.table(
      results.map((r) => ({
        scenario: r.name,
        requests: r.requests,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50.toFixed(2),
        'p99 ms': r.p99.toFixed(2),
        errors: r.errors,
        'node µs/req': r.nodeUs?.toFixed(0) ?? '–',
        'pg µs/req': r.pgUs?.toFixed(0) ?? '–',
      })),
    );
    // With BENCH_ONLY a ratio's two scenarios may not both have run.
    const ratio = (of: string, to: string, budget: string) => {
      if (rps(of) > 0 && rps(to) > 0)
        console.log(`${of} / ${to} throughput: ${(rps(of) / rps(to)).toFixed(2)}${budget}`);
    };
    ratio('list page 1', 'bare Fastify + pg SELECT 1 (peer)', ' (budget >= 0.5)');
    ratio('list page 1, table written 20×/s by another client', 'bare Fastify + pg SELECT 1 (peer)', '');
    ratio('list page 1 read from the database (LIST_CACHE_MB=0)', 'bare Fastify + pg SELECT 1 (peer)', '');
    ratio('list page 1', "the app's open SELECT 1 route", '');
    // What the app adds to the page's own work (the bare server reading the same page).
    ratio('list page 1', 'bare Fastify + pg, the page query', '');
    ratio('bare Fastify + pg, the page query', 'bare Fastify + pg SELECT 1 (peer)', '');
    ratio("the app's open SELECT 1 route", 'bare Fastify + pg SELECT 1 (peer)', '');
    if (p99('list page 1') > 0 && p99('list page 5,000 (keyset cursor)') > 0) {
      console.log(
        `deep keyset page / page 1 p99: ${(p99('list page 5,000 (keyset cursor)') / p99('list page 1')).toFixed(2)} (budget <= 1.5)`,
      );
    }
  } finally {
    bare.kill('SIGTERM');
    child.kill('SIGTERM');
    uncached.kill('SIGTERM');
    await Promise.all(
      [child, bare, uncached].map((p) => p.exitCode ?? new Promise((r) => p.once('exit', r))),
    );
    rmSync(uncachedDir, { recursive: true, force: true });
    if (!KEEP) await dropSchema(databaseUrl(), SCHEMA);
    const lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '').length;
    if (KEEP) console.log(`server log (production defaults): ${lines} lines in ${logFile}`);
    else {
      console.log(`server log (production defaults): ${lines} lines (BENCH_KEEP=1 keeps ${logFile})`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
