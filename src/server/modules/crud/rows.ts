/** Selecting an entity's readable fields and shaping rows for the client (never a write-only field). */
import { sql, type AliasedRawBuilder } from 'kysely';
import type { ResolvedEntity, ResolvedField } from '../../../shared/schema/registry';
import type { SortKey } from '../../../shared/query/ast';
import type { DictItems } from '../dict/dict-items';
import { dictText } from '../dict/dict-items';

export type Row = Record<string, unknown>;

/** The readable fields to answer: the requested ones (plus id) or all. */
export function selectedFields(entity: ResolvedEntity, requested: string[] = []): ResolvedField[] {
  const readable = [...entity.fields.values()].filter((f) => f.readable && f.column !== null);
  if (requested.length === 0) return readable;
  return readable.filter((f) => f.name === 'id' || requested.includes(f.name));
}

export function selections(fields: ResolvedField[]): AliasedRawBuilder<unknown, string>[] {
  return fields.map((f) => sql.ref(f.column as string).as(f.name));
}

/** Sort keys as the database's own text, so a cursor keeps microseconds and exact numerics. */
export function sortKeySelections(sort: SortKey[]): AliasedRawBuilder<unknown, string>[] {
  return sort.map((k, i) => sql<unknown>`${sql.ref(k.column)}::text`.as(`__k${i}`));
}

export function sortKeyValues(row: Row, sort: SortKey[]): Array<string | null> {
  return sort.map((_, i) => (row[`__k${i}`] ?? null) as string | null);
}

export function stripSortKeys(row: Row, sort: SortKey[]): Row {
  for (let i = 0; i < sort.length; i++) delete row[`__k${i}`];
  return row;
}

/** `<field>_dictText` in the request language for every dictionary field of the page. */
export function addDictTexts(rows: Row[], fields: ResolvedField[], dicts: DictItems, locale: 'zh-CN' | 'en-US'): void {
  const dictFields = fields.filter((f) => f.schema['x-dict']);
  for (const row of rows) {
    for (const f of dictFields) {
      const value = row[f.name];
      if (value === null || value === undefined || value === '') {
        row[`${f.name}_dictText`] = '';
        continue;
      }
      const items = dicts[f.schema['x-dict'] as string];
      row[`${f.name}_dictText`] = String(value)
        .split(',')
        .map((v) => dictText(items, v, locale))
        .join(',');
    }
  }
}

export function dictCodes(fields: ResolvedField[]): string[] {
  return fields.map((f) => f.schema['x-dict']).filter((c): c is string => typeof c === 'string');
}
