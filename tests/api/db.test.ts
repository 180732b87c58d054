/** The data layer: PGlite's single session is shared safely and write counts are reported. */
import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/types';
import { newId } from '../../src/server/db/ids';
import { useBareDatabase } from './helpers/bare-database';
import { backends } from './helpers/test-app';

async function countCompanies(db: Kysely<Database>, prefix: string): Promise<number> {
  const row = await db
    .selectFrom('cust_company')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('name', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return row.n;
}

describe.each(backends())('database layer (%s)', (backend) => {
  const bare = useBareDatabase(backend, 'db');

  it('keeps two concurrent transactions apart: the rolled-back one leaves nothing, the committed one stays', async () => {
    const db = bare.handle.db;
    let releaseFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });

    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('cust_company').values({ id: newId(), name: 'tx-a-1' }).execute();
      await firstMayFinish;
      await trx.insertInto('cust_company').values({ id: newId(), name: 'tx-a-2' }).execute();
      throw new Error('roll back A');
    });
    const committing = db.transaction().execute(async (trx) => {
      await trx.insertInto('cust_company').values({ id: newId(), name: 'tx-b-1' }).execute();
      await trx.insertInto('cust_company').values({ id: newId(), name: 'tx-b-2' }).execute();
    });
    // Let B be queued (PGlite) or run (PostgreSQL) while A is open, then let A go on and fail.
    setTimeout(releaseFirst, 50);

    const [a, b] = await Promise.allSettled([failing, committing]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('fulfilled');
    expect(await countCompanies(db, 'tx-a-')).toBe(0);
    expect(await countCompanies(db, 'tx-b-')).toBe(2);
  });

  it('reports affected rows of insert, update and delete', async () => {
    const db = bare.handle.db;
    const inserted = await db
      .insertInto('cust_company')
      .values([
        { id: newId(), name: 'rows-1' },
        { id: newId(), name: 'rows-2' },
        { id: newId(), name: 'rows-3' },
      ])
      .executeTakeFirstOrThrow();
    expect(inserted.numInsertedOrUpdatedRows).toBe(3n);

    const updated = await db
      .updateTable('cust_company')
      .set({ status: 'pending' })
      .where('name', 'like', 'rows-%')
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(3n);

    const deleted = await db
      .deleteFrom('cust_company')
      .where('name', '=', 'rows-1')
      .executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(1n);
    expect(await countCompanies(db, 'rows-')).toBe(2);
  });

  it('returns counts as numbers and dates as text on both databases', async () => {
    const row = await sql<{ n: number; d: string }>`select count(*) as n, date '2024-02-29' as d`.execute(
      bare.handle.db,
    );
    expect(row.rows[0]).toEqual({ n: 1, d: '2024-02-29' });
  });
});
