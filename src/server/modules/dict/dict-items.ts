/**
 * Dictionary items (docs/contracts.md: `{ value, text, title, textEn }`, text = title = zh-CN).
 * `loadDictItems` reads many codes in one query, for lists that translate several columns at once.
 */
import type { Kysely } from 'kysely';
import { dictItemText, type DictItem } from '../../../shared/dict/dict-item';
import type { Database } from '../../db/types';

export type { DictItem };

export type DictItems = Record<string, DictItem[]>;

/** Enabled items of the given dictionaries, in sort order; unknown codes map to []. */
export async function loadDictItems(db: Kysely<Database>, codes: readonly string[]): Promise<DictItems> {
  const unique = [...new Set(codes)];
  const out: DictItems = Object.fromEntries(unique.map((code) => [code, []]));
  if (unique.length === 0) return out;
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en'])
    .where('d.dict_code', 'in', unique)
    .where('i.status', '=', '1')
    .orderBy('d.dict_code')
    .orderBy('i.sort_order')
    .orderBy('i.item_value')
    .execute();
  for (const row of rows) out[row.dict_code]?.push(toItem(row));
  return out;
}

/** Every enabled item of every dictionary (login answer, queryAllDictItems). */
export async function loadAllDictItems(db: Kysely<Database>): Promise<DictItems> {
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en'])
    .where('i.status', '=', '1')
    .orderBy('d.dict_code')
    .orderBy('i.sort_order')
    .orderBy('i.item_value')
    .execute();
  const out: DictItems = {};
  for (const row of rows) (out[row.dict_code] ??= []).push(toItem(row));
  return out;
}

function toItem(row: { item_value: string; item_text: string; item_text_en: string | null }): DictItem {
  return {
    value: row.item_value,
    text: row.item_text,
    title: row.item_text,
    textEn: row.item_text_en ?? row.item_text,
  };
}

/** The text of a value in the request language; the value itself when the dictionary lacks it. */
export function dictText(
  items: readonly DictItem[] | undefined,
  value: string,
  locale: 'zh-CN' | 'en-US',
): string {
  const item = items?.find((i) => i.value === value);
  if (!item) return value;
  return dictItemText(item, locale);
}
