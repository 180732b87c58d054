/**
 * Benchmark (not part of the test run): the Excel import's resource limits, against the production
 * entry on its embedded defaults (PGlite, as `npm start`), one fresh server per scenario so each
 * server's peak memory (VmHWM) belongs to that scenario alone. While each import runs, /healthz is
 * polled every 10 ms: the worst answer time says how long other requests were held up.
 *
 * Scenarios (departments, whose rows need no password hashing):
 *   valid      BENCH_ROWS (default 100,000) good rows: all imported
 *   invalid    the same number of rows with a bad code: all refused, the error file lists the first 1,000
 *   over-cap   300,000 rows: refused as a whole (IMPORT_MAX_ROWS, 100,000)
 *   big-string an .xlsx whose shared-string table unzips to ~200 MB: refused before parsing
 *
 * DESIGN budgets: 100,000 rows with validation under 15 s and 300 MB, all or nothing; hardened against
 * hostile files: any
 * accepted upload imports or is refused within 300 MB without blocking other requests over 100 ms.
 *
 *   npx vite build && node --import tsx tests/bench/import-limits.ts
 *   BENCH_ONLY=invalid,over-cap node --import tsx tests/bench/import-limits.ts
 *
 * Results with the machine's load average: tests/bench/RESULTS.md.
 */
import ExcelJS from 'exceljs';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startServer, type RunningServer } from '../e2e/helpers/server';
import { apiLogin } from '../e2e/helpers/session';
import { multipart } from '../fixtures/multipart';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;

interface Outcome {
  scenario: string;
  fileMb: number;
  status: number;
  code: number;
  message: string;
  seconds: number;
  /** The server's peak before the import (PGlite alone takes most of it on a fresh data directory). */
  peakBeforeMb: number;
  peakRssMb: number;
  worstHealthzMs: number;
  healthzCalls: number;
}

/** Peak resident memory of a process since it started, from /proc (Linux). */
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

/** The department list's import columns, in the order its export writes them. */
async function departHeader(server: RunningServer, token: string): Promise<string[]> {
  const res = await fetch(`${server.baseUrl}/sys/sysDepart/exportXls?format=xlsx`, {
    headers: { 'x-access-token': token },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
}

/** An .xlsx of `rows` departments; `bad` rows carry a code the schema refuses. */
async function departBook(
  header: string[],
  rows: number,
  bad: boolean,
  sharedStrings = false,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  const nameAt = header.indexOf('部门名称');
  const codeAt = header.indexOf('机构编码');
  for (let i = 0; i < rows; i++) {
    const row: unknown[] = header.map(() => null);
    row[nameAt] = sharedStrings ? `${'x'.repeat(30_000)}${i}` : `基准部门${i}`;
    row[codeAt] = bad ? `bad code ${i}!` : `BENCH${i}`;
    sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importWhilePolling(
  server: RunningServer,
  token: string,
  scenario: string,
  file: Buffer,
): Promise<Outcome> {
  const peakBeforeMb = peakRssMb(server.pid);
  let polling = true;
  let worst = 0;
  let calls = 0;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await fetch(`${server.baseUrl}/healthz`).then((r) => r.arrayBuffer());
      worst = Math.max(worst, performance.now() - started);
      calls++;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const body = multipart({}, { field: 'files[]', name: `${scenario}.xlsx`, data: file });
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/sys/sysDepart/importExcel`, {
    method: 'POST',
    headers: { 'x-access-token': token, ...body.headers },
    body: body.payload,
  });
  const answer = (await res.json()) as { code: number; message: string };
  const seconds = (performance.now() - started) / 1000;
  polling = false;
  await poller;
  return {
    scenario,
    fileMb: Math.round((file.length / 1024 / 1024) * 10) / 10,
    status: res.status,
    code: answer.code,
    message: answer.message.slice(0, 80),
    seconds: Math.round(seconds * 10) / 10,
    peakBeforeMb,
    peakRssMb: peakRssMb(server.pid),
    worstHealthzMs: Math.round(worst),
    healthzCalls: calls,
  };
}

const SCENARIOS: Record<string, (header: string[]) => Promise<Buffer>> = {
  valid: (h) => departBook(h, ROWS, false),
  invalid: (h) => departBook(h, ROWS, true),
  'over-cap': (h) => departBook(h, 300_000, true),
  // ~7,000 distinct 30,000-character strings: about 200 MB of shared strings, a few MB zipped.
  'big-string': (h) => departBook(h, 7_000, false, true),
};

/** A new, empty database beside the one `url` names, for one scenario's server; answers its URL. */
async function freshDatabase(url: string, scenario: string): Promise<string> {
  const name = `bench_import_${scenario.replace(/\W/g, '_')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function main(): Promise<void> {
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const outcomes: Outcome[] = [];
  for (const [scenario, build] of Object.entries(SCENARIOS)) {
    if (ONLY && !ONLY.has(scenario)) continue;
    // BENCH_DATABASE_URL: a PostgreSQL server instead of the embedded PGlite (a fresh database each).
    const server = await startServer(
      DATABASE_URL ? { DATABASE_URL: await freshDatabase(DATABASE_URL, scenario) } : {},
    );
    try {
      const token = await apiLogin(server.baseUrl, 'admin', server.accounts.admin!);
      const file = await build(await departHeader(server, token));
      const outcome = await importWhilePolling(server, token, scenario, file);
      console.log(JSON.stringify(outcome));
      outcomes.push(outcome);
    } finally {
      await server.stop();
    }
  }
  console.log(`\ndatabase: ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.log(
    '| scenario | file MB | HTTP / code | seconds | server peak MB before → after | worst /healthz ms (calls) | message |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | --- |');
  for (const o of outcomes) {
    console.log(
      `| ${o.scenario} | ${o.fileMb} | ${o.status} / ${o.code} | ${o.seconds} | ${o.peakBeforeMb} → ${o.peakRssMb} | ${o.worstHealthzMs} (${o.healthzCalls}) | ${o.message} |`,
    );
  }
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
