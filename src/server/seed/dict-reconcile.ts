/**
 * Brings sys_dict and sys_dict_item in line with schemas/dicts on every start (docs/contracts.md,
 * Dictionaries): a dictionary or item the reconcile has never applied is added (row ids derive from
 * the code and value, so the rows of an earlier seed or migration are found and kept); once applied,
 * its key is recorded in sys_dict_seed and it is not applied again, so a row an administrator deleted
 * stays deleted and one they changed (texts, order, status) stays as they left it. Nothing is deleted.
 * One transaction, serialized by a lock row, so two instances starting together add each row once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { takeSeedLock } from './seed-lock';
import { insertDictItems, insertDicts, type SeedDict } from './dicts';

const LOCK = 'seed:dicts-reconcile-lock';
/** Keys per statement: far below PostgreSQL's parameter limit. */
const CHUNK = 500;

export interface DictReconcileReport {
  /** Seed keys whose rows this run added: `dict:<code>` and `dict:<code>:<value>`. */
  inserted: string[];
}

const dictKey = (code: string): string => `dict:${code}`;
const itemKey = (code: string, value: string): string => `dict:${code}:${value}`;

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
    ...dictRows.map((r) => dictKey(r.dict_code)),
    ...itemRows.map((r) => itemKey(r.dict_code, r.item_value)),
  ]);
}

async function appliedKeys(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const applied = new Set<string>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await db
      .selectFrom('sys_dict_seed')
      .select('seed_key')
      .where('seed_key', 'in', keys.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) applied.add(row.seed_key);
  }
  return applied;
}

async function recordApplied(db: Kysely<Database>, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += CHUNK) {
    await db
      .insertInto('sys_dict_seed')
      .values(keys.slice(start, start + CHUNK).map((seed_key) => ({ seed_key })))
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
  }
}

export async function reconcileDicts(
  db: Kysely<Database>,
  dicts: readonly SeedDict[],
): Promise<DictReconcileReport> {
  return db.transaction().execute(async (trx) => {
    await takeSeedLock(trx, LOCK, 'dicts reconcile');
    const wanted = dicts.flatMap((d) => [
      dictKey(d.code),
      ...d.items.map(([value]) => itemKey(d.code, value)),
    ]);
    const applied = await appliedKeys(trx, wanted);
    const before = await presentKeys(trx, dicts);
    await insertDicts(
      trx,
      dicts.filter((d) => !applied.has(dictKey(d.code))).map((d) => ({ ...d, items: [] })),
    );
    await insertDictItems(trx, dicts, (code, value) => !applied.has(itemKey(code, value)));
    const after = await presentKeys(trx, dicts);
    // A key counts as applied once its row exists: an item whose dictionary an administrator renamed
    // has no row to hang off, and is applied if the code comes back.
    await recordApplied(
      trx,
      wanted.filter((key) => after.has(key) && !applied.has(key)),
    );
    return { inserted: [...after].filter((key) => !before.has(key)).sort() };
  });
}
