/**
 * Benchmark (not part of the test run): scale-out under load with a restart.
 * BENCH_INSTANCES (default 3) server processes on one new PostgreSQL database, one Redis and, with
 * BENCH_S3=1 (the default), an S3 server (s3rver, tests/api/helpers/s3-server.ts) holding the
 * files; HAProxy in front (helpers/haproxy.ts, the README's example). The instances run the compiled
 * server when `dist-server/main.js` exists (`npm run build`), else the sources through tsx.
 * BENCH_USERS (default 200) simulated users, each with a think time of BENCH_THINK_MS (default
 * 1000) ±50% between requests, sign in and then, for BENCH_DURATION_S (default 300) seconds, mix:
 * list pages (positions, projects), record adds (positions), reads of records they added and of
 * their project, uploads (small PNGs, each with distinct bytes), downloads of their own uploads
 * (bytes compared), workflow transitions (advance / back of a project of their own, set up before
 * the load by accepting one application per user) and signing in again. BENCH_RESTARTS (default 1)
 * instances are restarted during the run, evenly spaced (SIGTERM, drain, start, back in HAProxy).
 *
 * Reported: requests, failures and p50/p99 per kind and overall, failed requests by class (goal 0),
 * latency while an instance was restarting, each restart's drain and start times, HAProxy's retries,
 * the load average before and after. Afterwards, checked (goal 0 everywhere): every acknowledged
 * record is stored exactly once; every acknowledged upload has exactly one sys_file row and its
 * object (bucket, or DATA_DIR/files with BENCH_S3=0) with the bytes sent, and no object of the
 * bench is without its row; every acknowledged transition is in the workflow history exactly once,
 * and each project's stage is what its history adds up to. Exit code 1 when anything failed.
 *
 *   npm run build   # optional: the compiled server starts faster than tsx
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379/3 \
 *     node --import tsx tests/bench/scale-out.ts
 *   BENCH_USERS=4 BENCH_INSTANCES=2 BENCH_DURATION_S=20 …   (a quick look that it works)
 *
 * DATABASE_URL names a server (a database of the bench's own is created on it and dropped after);
 * REDIS_URL is used as given (name a Redis database no installation uses). Needs `haproxy` on PATH.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { newId } from '../../src/server/db/ids';
import { startPrivateS3, type PrivateS3 } from '../api/helpers/s3-server';
import { multipart, PNG } from '../fixtures/multipart';
import { checkLedger, ledger, ledgerFailed, ledgerLine } from './helpers/acknowledged-writes';
import { startCluster, startLines, type Cluster, type Restart } from './helpers/cluster';
import { SERVER_RUNS } from './helpers/instances';
import { failureLine, latency, perKindLines, recorder, signIn, type Answer } from './helpers/load-samples';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 300) * 1000;
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 1);
const S3 = (process.env.BENCH_S3 ?? '1') === '1';
/** The upload folder of the bench's files: what the checks afterwards look at. */
const BIZ = 'bench';
const BUCKET = 'certdesk-bench';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!serverUrl || !redisUrl) throw new Error('DATABASE_URL (a PostgreSQL server) and REDIS_URL are required');

const rec = recorder();
/** Position codes. */
const records = ledger();
/** Original file names (one per upload; the path is known only from an answer). */
const uploads = ledger();
/** Transition notes. */
const transitions = ledger();
/** Path and bytes of every acknowledged upload. */
const uploaded = new Map<string, { path: string; bytes: Buffer }>();
let running = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

interface ProjectAnswer {
  result: { id: string; stageIndex: number };
}

/** One project per user to move back and forth, made the way staff make them: an application accepted. */
async function setUpProjects(cluster: Cluster, count: number): Promise<string[]> {
  const setup = recorder();
  const token = await signIn(setup, cluster.base, cluster.password);
  if (!token) throw new Error('the administrator could not sign in');
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const applies = Array.from({ length: count }, () => newId());
    for (const id of applies) {
      // Customers submit through the portal; the bench writes the submitted application directly.
      await client.query(
        `insert into isps_apply (id, apply_no, company_name, contact, contact_email, contact_phone, requirement, business_types, status, submitted_at)
         values ($1, $2, '压测企业', '压测', 'bench@example.com', '13800138000', '压测需求', 'testing', 'submitted', now())`,
        [id, `B${id.slice(0, 20)}`],
      );
    }
    for (let i = 0; i < applies.length; i += 10) {
      await Promise.all(
        applies.slice(i, i + 10).map((id) =>
          setup.timed('setup', `${cluster.base}/isps/apply/accept`, {
            method: 'PUT',
            headers: { 'x-access-token': token, 'content-type': 'application/json' },
            body: JSON.stringify({ id, executingUnit: '压测部' }),
          }),
        ),
      );
    }
    const failed = setup.samples.filter((s) => s.failure);
    if (failed.length > 0) throw new Error(`setting up the projects: ${failureLine(setup.samples)}`);
    const rows = await client.query<{ id: string }>(
      'select p.id from isps_project p join isps_apply a on a.id = p.apply_id where a.id = any($1) order by p.id',
      [applies],
    );
    return rows.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

const isPosition = (code: string) => (a: Answer) =>
  a.json<{ result: { code?: string } }>().result.code === code ? null : 'wrong record';

async function user(base: string, index: number, password: string, project: string): Promise<void> {
  await sleep(THINK_MS * Math.random());
  let token = await signIn(rec, base, password);
  const added: Array<{ id: string; code: string }> = [];
  const files: Array<{ path: string; bytes: Buffer }> = [];
  /** The project's stage index as last answered; null: unknown (an answer was lost), read it first. */
  let stage: number | null = null;
  for (let i = 0; running; i++) {
    await sleep(THINK_MS * (0.5 + Math.random()));
    if (!token || i % 30 === 29) {
      token = (await signIn(rec, base, password)) ?? token;
      continue;
    }
    const headers = { 'x-access-token': token };
    const json = { ...headers, 'content-type': 'application/json' };
    const readProject = async () => {
      const answer = await rec.timed(
        'read',
        `${base}/isps/project/queryById?id=${project}`,
        { headers },
        (a) => (a.json<ProjectAnswer>().result.id === project ? null : 'wrong record'),
      );
      if (answer?.status === 200) stage = answer.json<ProjectAnswer>().result.stageIndex;
    };
    switch (i % 10) {
      case 0: {
        const code = `so_${index}_${i}`;
        const answer = await rec.timed('add', `${base}/sys/position/add`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ code, name: `扩展 ${index}-${i}` }),
        });
        records.settle(code, answer?.status === 200);
        if (answer?.status === 200)
          added.push({ id: answer.json<{ result: { id: string } }>().result.id, code });
        break;
      }
      case 1:
        await rec.timed('list', `${base}/sys/position/list?pageNo=1&pageSize=10`, { headers });
        break;
      case 2: {
        const record = pick(added);
        if (record)
          await rec.timed(
            'read',
            `${base}/sys/position/queryById?id=${record.id}`,
            { headers },
            isPosition(record.code),
          );
        else await readProject();
        break;
      }
      case 3: {
        const name = `so-${index}-${i}.png`;
        const bytes = Buffer.concat([PNG, Buffer.from(`${name} ${newId()}`)]);
        const body = multipart({ biz: BIZ }, { field: 'file', name, data: bytes, type: 'image/png' });
        const answer = await rec.timed('upload', `${base}/sys/common/upload`, {
          method: 'POST',
          headers: { ...headers, ...body.headers },
          body: body.payload,
        });
        uploads.settle(name, answer?.status === 200);
        if (answer?.status === 200) {
          const file = { path: answer.json<{ result: { path: string } }>().result.path, bytes };
          files.push(file);
          uploaded.set(name, file);
        }
        break;
      }
      case 4:
      case 8: {
        const file = pick(files);
        if (file)
          await rec.timed('download', `${base}/sys/common/static/${file.path}`, { headers }, (a) =>
            a.body.equals(file.bytes) ? null : 'bytes differ',
          );
        else await rec.timed('list', `${base}/isps/project/list?pageNo=1&pageSize=10`, { headers });
        break;
      }
      case 5: {
        if (stage === null) await readProject();
        if (stage === null) break;
        // Between the first two stages: never at either end, so no move is refused.
        const step = stage === 0 ? 'advance' : 'back';
        const note = `bench ${index}-${i}`;
        const answer = await rec.timed('transition', `${base}/isps/project/${step}`, {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ id: project, note }),
        });
        transitions.settle(note, answer?.status === 200);
        stage = answer?.status === 200 ? answer.json<ProjectAnswer>().result.stageIndex : null;
        break;
      }
      case 6:
        await rec.timed('list', `${base}/isps/project/list?pageNo=1&pageSize=10`, { headers });
        break;
      case 7:
        await readProject();
        break;
      default:
        await rec.timed('list', `${base}/sys/user/list?pageNo=1&pageSize=10`, { headers });
    }
  }
}

/** How often each key the query answers is stored (rows of `key`, `n`). */
async function counts(
  client: pg.Client,
  query: string,
  values: unknown[] = [],
): Promise<Map<string, number>> {
  const rows = await client.query<{ key: string; n: string }>(query, values);
  return new Map(rows.rows.map((r) => [r.key, Number(r.n)]));
}

/** Every file under DATA_DIR/files/<BIZ> (BENCH_S3=0), as the keys the store gives them. */
function localKeys(dataDir: string): string[] {
  const root = join(dataDir, 'files');
  return readdirSync(join(root, BIZ), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  let s3: PrivateS3 | null = null;
  if (S3) s3 = await startPrivateS3({ buckets: [BUCKET] });
  const bucket = s3?.bucket(BUCKET) ?? null;
  const cluster = await startCluster({
    role: 'so',
    count: INSTANCES,
    serverUrl: serverUrl!,
    redisUrl: redisUrl!,
    // Every simulated user is the administrator: their uploads would share one account's minute.
    env: { UPLOAD_RATE_LIMIT: '1000000', ...bucket?.env },
  });
  let failed = true;
  try {
    const { base, password, instances, databaseUrl } = cluster;
    const projects = await setUpProjects(cluster, USERS);
    const loadAtStart = loadavg();
    const started = performance.now();
    const load = projects.map((project, i) => user(base, i, password, project));
    const restarts: Restart[] = [];
    for (let k = 0; k < RESTARTS; k++) {
      await sleep(started + (DURATION_MS * (k + 1)) / (RESTARTS + 1) - performance.now());
      restarts.push(await cluster.restart(instances[k % instances.length]!));
    }
    await sleep(started + DURATION_MS - performance.now());
    running = false;
    await Promise.all(load);
    // Longer than BENCH_DURATION_S when a restart outlasts it (the load runs until the instance is back).
    const loadSeconds = (performance.now() - started) / 1000;
    const loadAfter = loadavg();
    const { retries, redispatches } = await cluster.haproxy.retries();

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let recordCheck, uploadCheck, transitionCheck;
    const badFiles: string[] = [];
    let orphans: string[] = [];
    let driftedProjects = 0;
    try {
      recordCheck = checkLedger(
        records,
        await counts(
          client,
          "select code as key, count(*) as n from sys_position where code like 'so\\_%' group by code",
        ),
      );
      transitionCheck = checkLedger(
        transitions,
        await counts(
          client,
          "select note as key, count(*) as n from sys_workflow_history where entity = 'isps_project' and note like 'bench %' group by note",
        ),
      );
      uploadCheck = checkLedger(
        uploads,
        await counts(
          client,
          'select original_name as key, count(*) as n from sys_file where biz = $1 group by original_name',
          [BIZ],
        ),
      );
      const rowsByPath = await counts(
        client,
        'select path as key, count(*) as n from sys_file where biz = $1 group by path',
        [BIZ],
      );
      const read = (path: string): Promise<Buffer> =>
        bucket ? bucket.bytes(path) : Promise.resolve(readFileSync(join(cluster.dataDir, 'files', path)));
      for (const [name, file] of uploaded) {
        const bytes = await read(file.path).catch(() => null);
        if (rowsByPath.get(file.path) !== 1 || !bytes?.equals(file.bytes)) badFiles.push(name);
      }
      const keys = bucket
        ? (await bucket.keys()).filter((k) => k.startsWith(`${BIZ}/`))
        : localKeys(cluster.dataDir);
      orphans = keys.filter((k) => !rowsByPath.has(k));
      // A project's stage is where its recorded moves take it from the first stage.
      const drift = await client.query<{ id: string }>(
        `select p.id from isps_project p
           left join sys_workflow_history h on h.entity = 'isps_project' and h.record_id = p.id
          where p.id = any($1)
          group by p.id, p.stage_index
         having p.stage_index <> coalesce(sum(case h.transition when 'advance' then 1 when 'back' then -1 else 0 end), 0)`,
        [projects],
      );
      driftedProjects = drift.rowCount ?? 0;
    } finally {
      await client.end();
    }

    const { samples } = rec;
    const during = samples.filter((s) => restarts.some((r) => s.at >= r.from && s.at <= r.to));
    const load3 = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    console.log(
      `${INSTANCES} instances (${SERVER_RUNS}) behind HAProxy on PostgreSQL, Redis and ${S3 ? 'an S3 server (s3rver)' : 'one shared DATA_DIR'}`,
    );
    console.log(
      `${USERS} users, think time ${THINK_MS} ms ±50%, load for ${loadSeconds.toFixed(0)} s, ${RESTARTS} restart(s)`,
    );
    console.log(
      `load average before start ${load3(loadBefore)}, at the load's start ${load3(loadAtStart)}, after ${load3(loadAfter)}`,
    );
    for (const line of startLines(cluster, restarts)) console.log(line);
    console.log(`requests: ${samples.length} (${during.length} while an instance was restarting)`);
    for (const line of perKindLines(samples)) console.log(line);
    console.log(failureLine(samples));
    console.log(`latency during restarts: ${latency(during)}`);
    console.log(`HAProxy retries ${retries}, redispatches ${redispatches}`);
    console.log(ledgerLine('records', recordCheck));
    console.log(ledgerLine('uploads', uploadCheck));
    console.log(
      `upload files: ${uploaded.size - badFiles.length} of ${uploaded.size} acknowledged with one row and their bytes in ${S3 ? 'the bucket' : 'DATA_DIR'}; ${orphans.length} objects without a row`,
    );
    console.log(ledgerLine('transitions', transitionCheck));
    console.log(
      `projects whose stage disagrees with their history: ${driftedProjects} of ${projects.length}`,
    );
    failed =
      samples.some((s) => s.failure !== null) ||
      ledgerFailed(recordCheck) ||
      ledgerFailed(uploadCheck) ||
      ledgerFailed(transitionCheck) ||
      badFiles.length > 0 ||
      orphans.length > 0 ||
      driftedProjects > 0;
  } finally {
    running = false;
    await cluster.close(failed);
    await s3?.close();
  }
  if (failed) process.exitCode = 1;
}

await main();
