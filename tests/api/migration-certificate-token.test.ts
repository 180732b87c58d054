/**
 * Migration 0410 on an install that already holds certificates: every existing certificate gets its
 * own verification token (unpadded base64url, at least 128 bits), and new rows draw one of their own.
 */
import type { Kysely, Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/0410_certificate_verify_token';
import { newId } from '../../src/server/db/ids';
import type { Database } from '../../src/server/db/types';
import { useBareDatabase } from './helpers/bare-database';
import { loose, type LooseTables } from '../../src/server/modules/crud/loose-db';
import { backends } from './helpers/test-app';

/** Rows written as the table was before the migration: no compile-time table types. */
type AnyDb = Kysely<LooseTables> | Transaction<LooseTables>;

async function insertCertificates(db: AnyDb, companyId: string, count: number, from: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    certificate_no: `CD-S-2025-${String(from + i).padStart(6, '0')}`,
    project_id: newId(),
    company_id: companyId,
    holder_name: 'Holder',
    standard: 'ISO 9001:2015',
    scope: 'Scope',
    decision_date: '2025-01-01',
    issue_date: '2025-01-02',
    valid_until: '2028-01-01',
  }));
  await db.insertInto('isps_certificate').values(rows).execute();
}

describe.each(backends())('migration 0410 certificate verification tokens (%s)', (backend) => {
  const db = useBareDatabase(backend, 'm0410');

  it('back-fills a distinct token for every existing certificate and draws one for each new row', async () => {
    const handle = db.handle.db as Kysely<Database>;
    const companyId = newId();
    await handle
      .insertInto('cust_company')
      .values({ id: companyId, name: 'Token Co', status: 'activated' })
      .execute();
    await down(handle);
    await insertCertificates(loose(handle), companyId, 50, 1);
    await up(handle);
    await insertCertificates(loose(handle), companyId, 5, 51);
    const tokens = (await handle.selectFrom('isps_certificate').select('verify_token').execute()).map(
      (r) => r.verify_token,
    );
    expect(tokens).toHaveLength(55);
    expect(new Set(tokens).size).toBe(55);
    // 43 base64url characters: 32 bytes, 244 of their bits random.
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(
      handle
        .updateTable('isps_certificate')
        .set({ verify_token: tokens[0]! })
        .where('verify_token', '=', tokens[1]!)
        .execute(),
    ).rejects.toThrow();
  });
});
