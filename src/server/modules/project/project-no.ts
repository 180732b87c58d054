/**
 * Project numbers: P + yyyyMM + a four-digit sequence per month (P2026110001). The month's counter
 * row is incremented with one upsert inside the creating transaction, so two concurrent
 * acceptances never share a number (the row lock orders them) on PGlite and PostgreSQL alike.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';

export async function nextProjectNo(trx: Transaction<Database>, now: Date = new Date()): Promise<string> {
  const period = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
  const row = await trx
    .insertInto('isps_project_seq')
    .values({ period, last_value: 1 })
    .onConflict((oc) =>
      oc.column('period').doUpdateSet((eb) => ({ last_value: eb('isps_project_seq.last_value', '+', 1) })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `P${period}${String(row.last_value).padStart(4, '0')}`;
}
