#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to read, then one
// closing line `N passed, N failed` that CI reads (vitest's own summary is not read by CI).
//
// Steps: type check, lint, build (the end-to-end tests drive the built app), vitest projects
// unit + dom + api, then e2e. A step that is not a vitest run counts as one check. API tests run on
// PGlite always and also on PostgreSQL / Redis when DATABASE_URL / REDIS_URL are set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const r = run(cmd, args);
  console.log(`--- ${name}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds} s)`);
  if (r.ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
  return r.ok;
}

function vitest(name, projects) {
  console.log(`\n=== ${name} (${projects.join(', ')}) ===`);
  const file = join(out, `vitest-${name}.json`);
  rmSync(file, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  const r = run('npx', args);
  if (!existsSync(file)) {
    // vitest died before reporting (a crash or a config error): count the run as one failure.
    failed++;
    failures.push(`${name}: no report`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults) {
    for (const t of suite.assertionResults) {
      if (t.status === 'failed') failures.push(`${name}: ${t.fullName}`);
    }
    // A file that fails to load has no assertions but is a failure all the same.
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      failed++;
      failures.push(`${name}: ${suite.name} (did not run: ${suite.message?.split('\n')[0] ?? 'error'})`);
    }
  }
  console.log(`--- ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${r.seconds} s)`);
}

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
const built = check('build', 'npx', ['vite', 'build']);
vitest('unit-and-api', ['unit', 'dom', 'api']);
if (built) vitest('e2e', ['e2e']);
else {
  failed++;
  failures.push('e2e: not run because the build failed');
}

if (failures.length) {
  console.log('\nFailures:');
  for (const f of failures) console.log(`  - ${f}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
