#!/usr/bin/env node
// A small mutation check, run by hand (never part of `npm test`): each mutant is a deliberate bug
// (a textual replacement in one source file, where a real bug would hurt); the script applies one
// at a time, runs only the test files listed for it, restores the file, and prints a table:
// mutant, tests run, killed (a test failed) or survived (every test passed with the bug in).
//
//   node scripts/mutation-check.mjs              every mutant
//   node scripts/mutation-check.mjs keyset-loses-null-rows      only the named ones
//   node scripts/mutation-check.mjs --tests a.test.ts,b.test.ts NAME   the named mutant against
//                                            other test files (e.g. an older version of a test)
//
// The original of the file being mutated is copied to test-results/mutation-backup/ before it is
// changed and put back in `finally`, on Ctrl-C / SIGTERM, and at the start of the next run if a
// run was killed outright. Tests run on whatever DATABASE_URL / REDIS_URL the shell has (PGlite
// alone when unset). The result of a hand run is recorded in tests/bench/MUTATION.md.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const backupDir = join(root, 'test-results', 'mutation-backup');
const reportDir = join(root, 'test-results', 'mutation');

/**
 * @typedef {{ name: string, why: string, file: string, replace: Array<[string, string]>, tests: string[] }} Mutant
 * `replace`: [original text, mutated text] pairs; each original must occur exactly once in the file
 * (else the mutant is stale: the code moved on and the list must be updated).
 */
/** @type {Mutant[]} */
const MUTANTS = [
  {
    name: 'company-scope-dropped',
    why: 'a customer reads every company’s rows',
    file: 'src/server/modules/crud/read/scope.ts',
    replace: [["return isCustomer(user) ? eq('company_id', user.companyId) : null;", 'return null;']],
    tests: ['tests/api/scope.test.ts'],
  },
  {
    name: 'insert-company-not-from-session',
    why: 'a customer’s new row belongs to no company',
    file: 'src/server/modules/crud/read/scope.ts',
    replace: [["if (kind === 'company' || kind === 'division') values.company_id = user.companyId;", '']],
    tests: ['tests/api/scope.test.ts'],
  },
  {
    name: 'any-password-accepted',
    why: 'login succeeds with a wrong password',
    file: 'src/server/modules/sys/login-attempt.ts',
    replace: [
      [
        'if (!(await verifyPassword(user.password_hash, password)))',
        'if (!(await verifyPassword(user.password_hash, password)) && false)',
      ],
    ],
    tests: ['tests/api/login.test.ts'],
  },
  {
    name: 'permission-hook-skipped',
    why: 'a route declaring a permission code is open to every logged-in user',
    file: 'src/server/http/route-access.ts',
    replace: [
      [
        'if (permission !== undefined && !userHasPermission(user, permission))',
        'if (permission !== undefined && false && !userHasPermission(user, permission))',
      ],
    ],
    tests: ['tests/api/security.test.ts'],
  },
  {
    name: 'department-tree-opened',
    why: 'a route meant for logged-in users (the department tree) answers anyone',
    file: 'src/server/modules/sys/role-depart-routes.ts',
    replace: [
      [
        "{ config: { authenticated: true }, schema: { tags: ['sys'], summary: 'The department tree (department pickers)' } },",
        "{ config: { open: true }, schema: { tags: ['sys'], summary: 'The department tree (department pickers)' } },",
      ],
    ],
    tests: ['tests/api/security.test.ts'],
  },
  {
    name: 'csv-injection-quote-removed',
    why: 'an exported cell starting with = runs as a formula in the reader’s spreadsheet',
    file: 'src/server/modules/crud/excel/values.ts',
    replace: [["return FORMULA_START.test(text) ? `'${text}` : text;", 'return text;']],
    tests: ['tests/api/excel-injection.test.ts'],
  },
  {
    name: 'del-flag-filter-forgotten',
    why: 'deleted rows stay in lists and can be opened',
    file: 'src/server/modules/crud/read/scope.ts',
    replace: [["if (soft) query = query.where(sql.ref(soft.column), '=', soft.active);", '']],
    tests: ['tests/api/crud.test.ts'],
  },
  {
    name: 'same-company-file-read-refused',
    why: 'a colleague of the uploader cannot open the company’s licence scan',
    file: 'src/server/modules/upload/upload-routes.ts',
    replace: [
      [
        "const sameCompany = row.company_id !== null && row.company_id === user.companyId && row.biz !== 'import-errors';",
        'const sameCompany = false;',
      ],
    ],
    tests: ['tests/api/upload.test.ts'],
  },
  {
    name: 'password-hash-in-login-answer',
    why: 'the login answer carries the argon2 hash',
    file: 'src/server/modules/sys/user-info.ts',
    replace: [
      [
        "'user_type', 'company_id', 'division_id', 'create_time',",
        "'user_type', 'company_id', 'division_id', 'create_time', 'password_hash',",
      ],
      [
        'createTime: user.create_time,',
        'createTime: user.create_time, ...{ passwordHash: user.password_hash },',
      ],
    ],
    tests: ['tests/api/password-hashes.test.ts'],
  },
  {
    name: 'keyset-loses-null-rows',
    why: 'walking an ascending list by cursor skips the rows whose sort column is empty',
    file: 'src/server/modules/crud/read/where.ts',
    replace: [
      ['parts.push(sql<SqlBool>`(${c} > ${v} or ${c} is null)`);', 'parts.push(sql<SqlBool>`${c} > ${v}`);'],
    ],
    tests: ['tests/api/keyset-offset.test.ts'],
  },
  {
    name: 'import-duplicate-reason-lost',
    why: 'the error workbook lists the duplicate row without saying why',
    file: 'src/server/modules/crud/import/route.ts',
    replace: [
      [
        'for (const row of rowsByValue.get(v) ?? []) errors.push({ row, messages: [message] });',
        'for (const row of rowsByValue.get(v) ?? []) errors.push({ row, messages: [] });',
      ],
    ],
    tests: ['tests/api/import.test.ts'],
  },
  {
    name: 'error-notice-titled-with-server-text',
    why: 'a server message shows as the notification title instead of 系统提示',
    file: 'src/client/request/show-error.ts',
    replace: [
      [
        "const title = translate('request.title');",
        "const title = reaction.kind === 'notify-text' ? reaction.text : translate('request.title');",
      ],
    ],
    tests: ['src/client/request/show-error.test.ts'],
  },
  {
    name: 'tab-pages-keyed-by-position',
    why: 'closing a tab hands its page (and typed query) to the tab on its right',
    file: 'src/client/layouts/TabPages.tsx',
    replace: [
      ['(kept) => {', '(kept, index) => {'],
      ['<TabPage key={kept.key}', '<TabPage key={index}'],
    ],
    tests: ['src/client/layouts/TabPage.test.tsx'],
  },
  {
    name: 'entity-property-title-monolingual',
    why: 'an English user sees a Chinese field label',
    file: 'schemas/entities/sys_role.json',
    replace: [['"en-US": "Role name"', '"en-US": ""']],
    tests: ['tests/unit/entity-titles.test.ts'],
  },
];

/** Puts back every original a killed run left in the backup folder. */
function restoreLeftovers() {
  if (!existsSync(backupDir)) return;
  for (const name of readdirSync(backupDir)) {
    const target = join(root, decodeURIComponent(name));
    copyFileSync(join(backupDir, name), target);
    rmSync(join(backupDir, name));
    console.log(`restored ${decodeURIComponent(name)} from an interrupted run`);
  }
}

let pending = null;
/**
 * Puts the original back. Other people may edit the tree while a mutant runs: if the file is no
 * longer exactly the mutated text, only the mutated snippets are turned back, so their edit stays.
 */
function restore() {
  if (!pending) return;
  const { path, original, mutated, replace, backup } = pending;
  const now = existsSync(path) ? readFileSync(path, 'utf8') : mutated;
  if (now === mutated) writeFileSync(path, original);
  else {
    let text = now;
    for (const [from, to] of replace)
      if (to !== '' && text.split(to).length === 2) text = text.replace(to, () => from);
    writeFileSync(path, text);
    console.log(`\n${path} changed while the mutant ran: only the mutated text was turned back; check it`);
  }
  rmSync(backup, { force: true });
  pending = null;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    restore();
    console.log(`\n${signal}: file restored, stopping`);
    process.exit(130);
  });
}

function runTests(mutant) {
  const report = join(reportDir, `${mutant.name}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  const r = spawnSync(
    'npx',
    ['vitest', 'run', ...mutant.tests, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'ignore'],
      env: process.env,
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (r.signal) throw new Error(`vitest stopped by ${r.signal}`);
  if (!existsSync(report)) return { result: 'error (no report)', seconds, tests: 0 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const loadFailures = json.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  ).length;
  const failedNames = json.testResults.flatMap((s) =>
    s.assertionResults.filter((t) => t.status === 'failed').map((t) => t.title),
  );
  const tests = json.numTotalTests;
  if (json.numFailedTests > 0) return { result: 'killed', seconds, tests, failedNames };
  if (loadFailures > 0) return { result: 'error (a file did not load)', seconds, tests };
  return { result: 'survived', seconds, tests };
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--tests');
  const override = at >= 0 ? args.splice(at, 2)[1]?.split(',') : undefined;
  const wanted = args;
  const unknown = wanted.filter((w) => !MUTANTS.some((m) => m.name === w));
  if (unknown.length) {
    console.error(`unknown mutant(s): ${unknown.join(', ')}`);
    process.exit(2);
  }
  mkdirSync(backupDir, { recursive: true });
  mkdirSync(reportDir, { recursive: true });
  restoreLeftovers();
  const rows = [];
  const chosen = MUTANTS.filter((m) => wanted.length === 0 || wanted.includes(m.name));
  for (const mutant of override ? chosen.map((m) => ({ ...m, tests: override })) : chosen) {
    const path = join(root, mutant.file);
    const original = readFileSync(path, 'utf8');
    const stale = mutant.replace.filter(([from]) => original.split(from).length !== 2);
    if (stale.length) {
      rows.push({ mutant, result: 'stale (text not found once)', tests: 0, seconds: '0' });
      continue;
    }
    let mutated = original;
    for (const [from, to] of mutant.replace) mutated = mutated.replace(from, () => to);
    const backup = join(backupDir, encodeURIComponent(mutant.file));
    copyFileSync(path, backup);
    pending = { path, original, mutated, replace: mutant.replace, backup };
    process.stdout.write(`${mutant.name} … `);
    try {
      writeFileSync(path, mutated);
      const outcome = runTests(mutant);
      rows.push({ mutant, ...outcome });
      console.log(`${outcome.result} (${outcome.seconds} s)`);
    } finally {
      restore();
    }
  }

  console.log('\n| mutant | file | tests run | result | failing tests |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    const failing =
      (r.failedNames ?? []).slice(0, 2).join('; ') +
      ((r.failedNames?.length ?? 0) > 2 ? ` (+${r.failedNames.length - 2})` : '');
    console.log(
      `| ${r.mutant.name} | ${r.mutant.file} | ${r.mutant.tests.join(', ')} (${r.tests}) | ${r.result} | ${failing} |`,
    );
  }
  const survived = rows.filter((r) => r.result !== 'killed');
  console.log(`\n${rows.length - survived.length} of ${rows.length} mutants killed`);
  process.exit(survived.length === 0 ? 0 : 1);
}

main();
