/**
 * Brings sys_dict and sys_dict_item in line with schemas/dicts on every start (docs/contracts.md,
 * Dictionaries): a dictionary or item missing from the database is added (row ids derive from the
 * code and value, so the rows of an earlier seed or migration are found); a row that exists is left
 * as it is, whatever an administrator changed in it (texts, order, status); nothing is deleted. One
 * transaction, serialized by a lock row, so two instances starting together add each row once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { insertDicts, type SeedDict } from './dicts';

const LOCK = 'seed:dicts-reconcile-lock';

export interface DictReconcileReport {
  /** Seed keys added by this run: `dict:<code>` and `dict:<code>:<value>`. */
  inserted: string[];
}

async function takeLock(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('sys_secret')
    .values({ name: LOCK, value: 'dicts reconcile' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // A second instance waits here until the first commits, then finds its rows.
  await trx.selectFrom('sys_secret').select('name').where('name', '=', LOCK).forUpdate().execute();
}

/** The seed keys of the data that have a row now (a dictionary by its code, an item by its dictionary and value). */
async function presentKeys(db: Kysely<Database>, dicts: readonly SeedDict[]): Promise<Set<string>> {
  const codes = dicts.map((d) => d.code);
  if (codes.length === 0) return new Set();
  const [dictRows, itemRows] = await Promise.all([
    db.selectFrom('sys_dict').select('dict_code').where('dict_code', 'in', codes).execute(),
    db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['d.dict_code', 'i.item_value'])
      .where('d.dict_code', 'in', codes)
      .execute(),
  ]);
  return new Set([
    ...dictRows.map((r) => `dict:${r.dict_code}`),
    ...itemRows.map((r) => `dict:${r.dict_code}:${r.item_value}`),
  ]);
}

export async function reconcileDicts(
  db: Kysely<Database>,
  dicts: readonly SeedDict[],
): Promise<DictReconcileReport> {
  return db.transaction().execute(async (trx) => {
    await takeLock(trx);
    const before = await presentKeys(trx, dicts);
    await insertDicts(trx, dicts);
    const after = await presentKeys(trx, dicts);
    return { inserted: [...after].filter((key) => !before.has(key)).sort() };
  });
}
