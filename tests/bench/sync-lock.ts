/**
 * Benchmark (not part of the test run): how long writers wait while an online form's database sync
 * drops a column of a large table. The sync backs up the dropped column's values to an .xlsx first;
 * built under the table lock, that backup made every insert wait for it (over 9 s at 200,000 rows).
 * Measured here side by side on one table, with an insert loop running during each sync:
 *   - "under the lock": the backup read and built inside the locked transaction (the old way);
 *   - "before the lock": applySync as it runs now (built before, checked under the lock).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx tests/bench/sync-lock.ts
 *   BENCH_ROWS=50000 … (default 200,000)
 */
import { loadavg } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import type { SessionUser } from '../../src/server/auth/session-user';
import { loose } from '../../src/server/modules/crud/loose-db';
import { applySync } from '../../src/server/modules/online/sync/apply';
import { startBackup, writeBackup } from '../../src/server/modules/online/sync/backup';
import { planSync, stepRunner } from '../../src/server/modules/online/sync/plan';
import { RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';
import { checkEntityDocument } from '../../src/shared/schema/meta-check';
import { resolveEntity } from '../../src/shared/schema/registry';
import { createTestApp } from '../api/helpers/test-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL: the lock is measured on PostgreSQL');

const text = { type: 'string', title: { 'zh-CN': '文本', 'en-US': 'Text' }, maxLength: 60 };
function entity(table: string, withSecret: boolean) {
  return resolveEntity(
    checkEntityDocument(`bench:${table}`, {
      $id: table,
      type: 'object',
      title: { 'zh-CN': '锁', 'en-US': 'Lock' },
      'x-table': table,
      'x-api': `${RUNTIME_API_BASE}/${table}`,
      'x-scope': 'none',
      'x-permissions': { list: `online:${table}:list` },
      properties: withSecret ? { subject: text, secret: text } : { subject: text },
      additionalProperties: false,
    }),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-bench-sync-'));
const t = await createTestApp('postgres', { config: { dataDir } });
const admin: SessionUser = {
  id: 'bench',
  username: 'bench',
  realname: null,
  userType: 'staff' as SessionUser['userType'],
  isAdmin: true,
  companyId: null,
  divisionId: null,
  orgCode: null,
  roles: ['admin'],
  permissions: new Set(),
  tokenId: 'bench',
};

async function tableWithRows(table: string): Promise<void> {
  await applySync(t.app.db, await planSync(t.app, t.app.db, { entity: entity(table, true) }), {
    confirm: [],
    files: t.app,
    user: admin,
  });
  await sql`insert into ${sql.id(table)} (id, subject, secret)
    select 'r' || g, 'subject ' || g, 'secret value ' || g from generate_series(1, ${ROWS}) g`.execute(
    t.app.db,
  );
}

/** Inserts one row after another until `done`; answers the longest wait of one insert, in ms. */
async function insertLoop(
  table: string,
  done: Promise<unknown>,
): Promise<{ longest: number; count: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  let longest = 0;
  let count = 0;
  while (!finished) {
    const started = performance.now();
    await loose(t.app.db)
      .insertInto(table)
      .values({ id: `w${table}${count}`, subject: 'written during the sync' })
      .execute();
    longest = Math.max(longest, performance.now() - started);
    count++;
  }
  return { longest, count };
}

async function measure(label: string, table: string, sync: () => Promise<unknown>): Promise<void> {
  await tableWithRows(table);
  const started = performance.now();
  const running = sync();
  const writes = await insertLoop(table, running);
  await running;
  console.log(
    `${label}: sync ${((performance.now() - started) / 1000).toFixed(2)} s, longest insert wait ${(writes.longest / 1000).toFixed(2)} s (${writes.count} inserts during the sync)`,
  );
}

try {
  console.log(`${ROWS} rows, load average ${loadavg()[0]!.toFixed(2)}`);
  await measure('backup under the lock', 'bench_lock_old', async () => {
    const plan = await planSync(t.app, t.app.db, { entity: entity('bench_lock_old', false) });
    await t.app.db.transaction().execute(async (trx) => {
      await sql`lock table bench_lock_old in share row exclusive mode`.execute(trx);
      const draft = await startBackup(t.app, trx, plan);
      await writeBackup(trx, admin, plan, 'old.xlsx', draft);
      for (const step of plan.steps) await stepRunner(step)!(trx);
    });
  });
  await measure('backup before the lock', 'bench_lock_new', async () => {
    const plan = await planSync(t.app, t.app.db, { entity: entity('bench_lock_new', false) });
    await applySync(t.app.db, plan, { confirm: ['secret'], files: t.app, user: admin });
  });
} finally {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
}
