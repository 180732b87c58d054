/**
 * System dictionaries with zh-CN and en-US texts (docs/contracts.md, Languages). Their data is
 * schemas/dicts/*.json, reconciled on every start (dict-reconcile.ts); insertDicts is also how a
 * migration brings the dictionaries of its time and a module the ones it derives from code.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { loadDictDocuments, schemasRoot } from '../../shared/schema/load-fs';
import { mergeDicts } from '../../shared/schema/dicts';
import { seedId } from './seed-id';

export interface SeedDict {
  code: string;
  name: string;
  nameEn: string;
  items: [value: string, text: string, textEn: string][];
}

export function dictId(code: string): string {
  return seedId(`dict:${code}`);
}

export function dictItemId(code: string, value: string): string {
  return seedId(`dict:${code}:${value}`);
}

/** Read once per schema root (a changed SCHEMAS_DIR reads its own). */
let cached: { root: string; dicts: SeedDict[] } | null = null;

/** The dictionaries of the schema root's dicts/, merged and checked (codes, values, both texts). */
export function systemDicts(): SeedDict[] {
  const root = schemasRoot();
  if (cached?.root !== root)
    cached = {
      root,
      dicts: mergeDicts(loadDictDocuments([root])).map((d) => ({
        code: d.code,
        name: d.name['zh-CN'],
        nameEn: d.name['en-US'],
        items: d.items.map((i) => [i.value, i.text['zh-CN'], i.text['en-US']]),
      })),
    };
  return cached.dicts;
}

/**
 * Inserts dictionaries and their items, keeping whatever already exists (an administrator's texts,
 * order and status). A dictionary whose row holds another code now (an administrator renamed it)
 * gets no items: its code is not in the database.
 */
export async function insertDicts(db: Kysely<Database>, list: readonly SeedDict[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insertInto('sys_dict')
    .values(
      list.map((d) => ({
        id: dictId(d.code),
        dict_code: d.code,
        dict_name: d.name,
        dict_name_en: d.nameEn,
        create_by: 'system',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await insertDictItems(db, list, () => true);
}

/**
 * Inserts the items `include` picks, of dictionaries whose row exists (found by code), keeping items
 * that already exist; the dictionaries' own rows are not written. An item's order is its place in its
 * dictionary's data, whichever items are picked.
 */
export async function insertDictItems(
  db: Kysely<Database>,
  list: readonly SeedDict[],
  include: (code: string, value: string) => boolean,
): Promise<void> {
  if (!list.some((d) => d.items.some(([value]) => include(d.code, value)))) return;
  // Items hang off the dictionary that actually holds the code (it may predate this seed).
  const dicts = await db
    .selectFrom('sys_dict')
    .select(['id', 'dict_code'])
    .where(
      'dict_code',
      'in',
      list.map((d) => d.code),
    )
    .execute();
  const idOf = new Map(dicts.map((d) => [d.dict_code, d.id]));
  const items = list.flatMap((d) => {
    const dictRow = idOf.get(d.code);
    if (dictRow === undefined) return [];
    return d.items.flatMap(([value, text, textEn], index) =>
      include(d.code, value)
        ? [
            {
              id: dictItemId(d.code, value),
              dict_id: dictRow,
              item_value: value,
              item_text: text,
              item_text_en: textEn,
              sort_order: index + 1,
              create_by: 'system',
            },
          ]
        : [],
    );
  });
  if (items.length === 0) return;
  await db
    .insertInto('sys_dict_item')
    .values(items)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
