/**
 * Project, certificate and application numbers are numbering rules (schemas/fill-rules): migration
 * 0500 carries an installation's project and certificate counters on (and drops the old tables), concurrent draws in their own
 * transactions never share a number, and the start-up reconcile adds a missing rule back while
 * keeping an administrator's pattern.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/0500_fill_rule_numbering';
import type { Database } from '../../src/server/db/types';
import { nextProjectNo } from '../../src/server/modules/project/project-no';
import { nextCertificateNo } from '../../src/server/modules/certificate/cert-numbering';
import { newApplyNo } from '../../src/server/modules/apply/apply-hooks';
import { loose } from '../../src/server/modules/crud/loose-db';
import { SYSTEM_RULE } from '../../src/server/modules/fill-rule/system-rules';
import { reconcileFillRules } from '../../src/server/seed/fill-rule-reconcile';
import { systemFillRules } from '../../src/server/seed/fill-rules';
import { useBareDatabase } from './helpers/bare-database';
import { backends } from './helpers/test-app';

const consecutive = (prefix: string, count: number, width: number): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(width, '0')}`);

describe.each(backends())('numbering rules of projects, certificates and applications (%s)', (backend) => {
  const bare = useBareDatabase(backend, 'numbering', async (handle) => {
    await reconcileFillRules(handle.db, systemFillRules());
  });
  const db = (): Kysely<Database> => bare.handle.db;

  it('carries the project and certificate counters of an installation on (migration 0500)', async () => {
    // down brings back the counter tables of an installation from before the rules (today's types lack them).
    await down(db());
    await loose(db())
      .insertInto('isps_project_seq')
      .values([
        { period: '202511', last_value: 41 },
        { period: '202512', last_value: 3 },
      ])
      .execute();
    await loose(db())
      .insertInto('isps_certificate_seq')
      .values([
        { seq_key: 'S-2025', last_value: 41 },
        { seq_key: 'X-2024', last_value: 9 },
      ])
      .execute();
    // A counter the new rule already drew further keeps its larger value.
    await db()
      .insertInto('sys_fill_rule_seq')
      .values({ rule_code: SYSTEM_RULE.project, period: '202512', last_value: 5 })
      .execute();
    await up(db());
    const drawn = await db()
      .transaction()
      .execute(async (trx) => [
        await nextProjectNo(trx, new Date(2025, 10, 20)),
        await nextProjectNo(trx, new Date(2025, 11, 1)),
        await nextProjectNo(trx, new Date(2026, 0, 1)),
        await nextCertificateNo(trx, 'system', '2025-03-05'),
        await nextCertificateNo(trx, null, '2024-12-31'),
        await nextCertificateNo(trx, 'product', '2025-03-05'),
      ]);
    expect(drawn).toEqual([
      'P2025110042',
      'P2025120006',
      'P2026010001',
      'CD-S-2025-000042',
      'CD-X-2024-000010',
      'CD-P-2025-000001',
    ]);
    // The rules are the only source now: the old counter tables are gone, and down brings them back
    // with the counters the rules reached.
    const oldTables = async () =>
      (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_name in ('isps_project_seq', 'isps_certificate_seq')`.execute(db())
      ).rows;
    expect(await oldTables()).toEqual([]);
    await down(db());
    const counters = (table: string, key: string) =>
      loose(db()).selectFrom(table).select([key, 'last_value']).orderBy(key).execute();
    expect(await counters('isps_project_seq', 'period')).toEqual([
      { period: '202511', last_value: 42 },
      { period: '202512', last_value: 6 },
      { period: '202601', last_value: 1 },
    ]);
    expect(await counters('isps_certificate_seq', 'seq_key')).toEqual([
      { seq_key: 'P-2025', last_value: 1 },
      { seq_key: 'S-2025', last_value: 42 },
      { seq_key: 'X-2024', last_value: 10 },
    ]);
    await up(db());
    expect(await oldTables()).toEqual([]);
  });

  it('gives concurrent creations distinct consecutive numbers, each drawn in its own transaction', async () => {
    const month = new Date(2030, 4, 6, 7, 8, 9);
    const draws = (count: number, draw: (trx: Transaction<Database>) => Promise<string>) =>
      Promise.all(Array.from({ length: count }, () => db().transaction().execute(draw)));
    const projects = await draws(12, (trx) => nextProjectNo(trx, month));
    expect([...projects].sort()).toEqual(consecutive('P203005', 12, 4));
    const certificates = await draws(12, (trx) => nextCertificateNo(trx, 'inspection', '2030-05-06'));
    expect([...certificates].sort()).toEqual(consecutive('CD-I-2030-', 12, 6));
    const applications = await draws(12, (trx) => newApplyNo(trx, month));
    expect([...applications].sort()).toEqual(consecutive('AP20300506070809', 12, 4));
  });

  it('gives a number back when the creating transaction rolls back', async () => {
    const day = new Date(2031, 0, 1);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await nextProjectNo(trx, day);
          throw new Error('creation refused');
        }),
    ).rejects.toThrow('creation refused');
    expect(
      await db()
        .transaction()
        .execute((trx) => nextProjectNo(trx, day)),
    ).toBe('P2031010001');
  });

  it('adds a removed rule back on start and keeps an edited one as the administrator left it', async () => {
    await db()
      .updateTable('sys_fill_rule')
      .set({ pattern: 'PRJ-{yyyy}{MM}-{seq:5}' })
      .where('rule_code', '=', SYSTEM_RULE.project)
      .execute();
    await db().deleteFrom('sys_fill_rule').where('rule_code', '=', SYSTEM_RULE.apply).execute();
    await expect(
      db()
        .transaction()
        .execute((trx) => newApplyNo(trx)),
    ).rejects.toThrow(`numbering rule "${SYSTEM_RULE.apply}" is missing`);
    expect(await reconcileFillRules(db(), systemFillRules())).toEqual([SYSTEM_RULE.apply]);
    expect(await reconcileFillRules(db(), systemFillRules())).toEqual([]);
    const rows = await db()
      .selectFrom('sys_fill_rule')
      .select(['rule_code', 'pattern'])
      .where('rule_code', 'in', [SYSTEM_RULE.apply, SYSTEM_RULE.project])
      .orderBy('rule_code')
      .execute();
    expect(rows).toEqual([
      { rule_code: SYSTEM_RULE.apply, pattern: 'AP{yyyy}{MM}{dd}{HH}{mm}{ss}{seq:4}' },
      { rule_code: SYSTEM_RULE.project, pattern: 'PRJ-{yyyy}{MM}-{seq:5}' },
    ]);
    expect(
      await db()
        .transaction()
        .execute((trx) => nextProjectNo(trx, new Date(2032, 1, 2))),
    ).toBe('PRJ-203202-00001');
  });
});
