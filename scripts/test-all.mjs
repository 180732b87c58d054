#!/usr/bin/env node
// `npm test`: every check the project has, then the wall time of each step and the slowest files, then one
// closing line `N passed, N failed` that CI reads (vitest's own summary is not read by CI).
//
// Steps: two streams side by side: the build and then the browser tests (e2e: they drive the built app
// and the compiled server), and format check (Prettier), runtime import cycles, type check and lint;
// then each stream takes the next of the API, DOM and unit test runs that is left (drainQueue). They
// overlap because the browser stream leaves a core idle much of the time (it waits on Chromium and the
// server, one file at a time). Each step's output is kept in a log and printed whole when it ends, so
// the streams do not interleave. A step that is not a vitest run counts as one check. API suites about
// the data layer run on PGlite and, when DATABASE_URL is set, on PostgreSQL too; the others run once, on
// PostgreSQL when it is set (tests/api/helpers/test-app.ts, backends); Redis when REDIS_URL is set.
//
// The line before the last says how many tests were skipped and which backends the API tests used:
// `N passed, N failed (S skipped; backends: pglite, postgres, redis)`. A skip must be declared in
// DECLARED_SKIPS with the condition that makes it expected; any other skipped test (an `it.skip`,
// a `skipIf` whose condition is not declared, a todo) is counted as a failure and named.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Full names of the tests that ran, to tell which API backends were exercised. */
const ranNames = [];
/** Wall time of each step and stream, and of each test file (from the vitest reports). */
const timings = [];
const fileTimings = [];

/**
 * Skips that are expected, each with the condition under which it is: a test skipped while its
 * condition is false (or matching no entry) fails the run.
 */
const DECLARED_SKIPS = [
  {
    name: /^session cache across two instances \(postgres \+ redis\) /,
    expected: () => !process.env.DATABASE_URL || !process.env.REDIS_URL,
    why: 'needs DATABASE_URL and REDIS_URL',
  },
  {
    name: /^two instances on one PostgreSQL database and Redis /,
    expected: () => !process.env.DATABASE_URL || !process.env.REDIS_URL,
    why: 'needs DATABASE_URL and REDIS_URL',
  },
  {
    name: /^files across two instances on one PostgreSQL database, Redis and S3 bucket /,
    expected: () => !process.env.DATABASE_URL || !process.env.REDIS_URL,
    why: 'needs DATABASE_URL and REDIS_URL',
  },
];

const SKIPPED = new Set(['skipped', 'pending', 'todo', 'disabled']);

function fullNameOf(test) {
  return test.fullName ?? [...(test.ancestorTitles ?? []), test.title].join(' ');
}

function countSkip(name, test) {
  skipped++;
  const full = fullNameOf(test);
  if (DECLARED_SKIPS.some((d) => d.name.test(full) && d.expected())) return;
  failed++;
  failures.push(`${name}: skipped without a declared reason: ${full}`);
}

/** Runs a command with its output in a log; resolves with whether it passed and how long it took. */
function runLogged(name, cmd, args) {
  const log = join(out, `${name}.log`);
  const started = Date.now();
  const sink = createWriteStream(log);
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  child.stdout.pipe(sink, { end: false });
  child.stderr.pipe(sink, { end: false });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      sink.end(() => resolve({ ok: status === 0, seconds: (Date.now() - started) / 1000, log }));
    });
  });
}

/** A step that is not a vitest run: one check, its log printed when it ends. */
async function check(name, cmd, args) {
  const r = await runLogged(name, cmd, args);
  console.log(`\n=== ${name} ===`);
  console.log(readFileSync(r.log, 'utf8'));
  console.log(`--- ${name}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds.toFixed(1)} s)`);
  timings.push({ name, seconds: r.seconds });
  if (r.ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
  return r.ok;
}

/** Runs vitest on the projects, its output going to a log printed when it ends. */
async function runVitest(name, projects) {
  const file = join(out, `vitest-${name}.json`);
  rmSync(file, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  const r = await runLogged(`vitest-${name}`, 'npx', args);
  console.log(`\n=== ${name} (${projects.join(', ')}) ===`);
  console.log(readFileSync(r.log, 'utf8'));
  timings.push({ name, seconds: r.seconds });
  return { name, file, ok: r.ok, seconds: r.seconds.toFixed(1) };
}

/** Counts a finished vitest run from its JSON report. */
function countVitest({ name, file, ok, seconds }) {
  if (!existsSync(file)) {
    // vitest died before reporting (a crash or a config error): count the run as one failure.
    failed++;
    failures.push(`${name}: no report`);
    console.log(`--- ${name}: no report (${seconds} s)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults) {
    if (suite.startTime && suite.endTime)
      fileTimings.push({
        name: relative(root, suite.name),
        seconds: (suite.endTime - suite.startTime) / 1000,
      });
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults) {
    for (const t of suite.assertionResults) {
      if (t.status === 'failed') failures.push(`${name}: ${t.fullName}`);
      else if (SKIPPED.has(t.status)) countSkip(name, t);
      else if (t.status === 'passed') ranNames.push(fullNameOf(t));
    }
    // A file that fails to load has no assertions but is a failure all the same.
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      failed++;
      failures.push(`${name}: ${suite.name} (did not run: ${suite.message?.split('\n')[0] ?? 'error'})`);
    }
  }
  // Vitest exits non-zero for an unhandled error (one thrown after a test, outside any assertion) even
  // when every test passed, and its JSON report still says success: such a run is not green.
  const failuresBefore = failures.length;
  if (!ok && report.numFailedTests === 0 && !report.testResults.some((s) => s.status === 'failed')) {
    failed++;
    failures.push(
      `${name}: vitest exited with an error though no test failed (an unhandled error: see "Unhandled Errors" above)`,
    );
  }
  console.log(
    `--- ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed` +
      `${failures.length > failuresBefore ? ', and an unhandled error' : ''} (${seconds} s)`,
  );
}

const started = Date.now();
// The vitest runs that need no build, biggest first: whichever stream is free takes the next one, so the
// stream that finishes its own steps early (often the browser stream) does not leave a core idle while
// the other still has many minutes of tests queued behind it.
const queue = [
  { name: 'api', projects: ['api'] },
  { name: 'dom', projects: ['dom'] },
  { name: 'unit', projects: ['unit'] },
];
async function drainQueue() {
  const results = [];
  for (let next = queue.shift(); next; next = queue.shift())
    results.push(await runVitest(next.name, next.projects));
  return results;
}
// Only the browser tests need the build: the other stream starts at once, beside it.
const checkStream = (async () => {
  await check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  await check('import cycles', 'node', ['--import', 'tsx', 'scripts/import-cycles.ts']);
  // TypeScript 7, the native compiler (typescript-native): the same checks in a third of 6.0's time.
  // The tools that load TypeScript as a library (typescript-eslint, tsx) keep 6.0.
  await check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  return drainQueue();
})();
const browserStream = (async () => {
  const results = [];
  if (await check('build', 'npm', ['run', 'build', '--silent']))
    results.push(await runVitest('e2e', ['e2e']));
  else {
    failed++;
    failures.push('e2e: not run because the build failed');
  }
  return [...results, ...(await drainQueue())];
})();
for (const result of (await Promise.all([checkStream, browserStream])).flat()) countVitest(result);
timings.push({ name: 'total', seconds: (Date.now() - started) / 1000 });

if (failures.length) {
  console.log('\nFailures:');
  for (const f of failures) console.log(`  - ${f}`);
}
// Where the time went: each step and stream, and the ten slowest files (tests/bench/RESULTS.md keeps
// the history of these figures).
console.log('\nWall time:');
for (const t of timings) console.log(`  ${t.name.padEnd(14)} ${t.seconds.toFixed(1).padStart(7)} s`);
console.log('Slowest files:');
for (const f of fileTimings.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`);

// Which backends the API suites really ran on (their titles end in "(pglite)" / "(postgres)").
const backendsUsed = [];
if (ranNames.some((n) => n.includes('(pglite)'))) backendsUsed.push('pglite');
if (ranNames.some((n) => /\(postgres\b/.test(n))) backendsUsed.push('postgres');
if (process.env.REDIS_URL && ranNames.some((n) => /\((pglite|postgres)/.test(n))) backendsUsed.push('redis');
console.log(
  `${passed} passed, ${failed} failed (${skipped} skipped; backends: ${backendsUsed.join(', ') || 'none'})`,
);
// CI reads the last line: it stays exactly `N passed, N failed`.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
