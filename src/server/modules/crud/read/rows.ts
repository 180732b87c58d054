/** Selecting an entity's readable fields and shaping rows for the client (never a write-only field). */
import { sql, type AliasedRawBuilder } from 'kysely';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import type { SortKey } from '../../../../shared/query/ast';
import type { DictItems } from '../../dict/dict-items';
import { dictText } from '../../dict/dict-items';
import { schemaKeyword, X_DICT } from '../../../../shared/schema/keywords';

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

/**
 * The record answered for a row: the selected fields only, without the hidden sort keys. A new
 * object rather than `delete`: deleting turns node-postgres' row into a dictionary-mode object,
 * which made adding the `_dictText` texts and JSON.stringify of a page about twice as slow.
 */
export function recordOf(row: Row, fields: readonly ResolvedField[]): Row {
  const record: Row = {};
  for (const f of fields) record[f.name] = row[f.name];
  return record;
}

/** `<field>_dictText` in the request language for every dictionary field of the page. */
export function addDictTexts(
  rows: Row[],
  fields: ResolvedField[],
  dicts: DictItems,
  locale: 'zh-CN' | 'en-US',
): void {
  const dictFields = fields.flatMap((f) => {
    const code = schemaKeyword(f.schema, X_DICT);
    return code ? [{ name: f.name, key: `${f.name}_dictText`, items: dicts[code] }] : [];
  });
  for (const row of rows) {
    for (const f of dictFields) {
      const value = row[f.name];
      if (value === null || value === undefined || value === '') {
        row[f.key] = '';
        continue;
      }
      const text = String(value);
      // Most values hold one code; only multi-select values need the split and join.
      row[f.key] = text.includes(',')
        ? text
            .split(',')
            .map((v) => dictText(f.items, v, locale))
            .join(',')
        : dictText(f.items, text, locale);
    }
  }
}

export function dictCodes(fields: ResolvedField[]): string[] {
  return fields.map((f) => schemaKeyword(f.schema, X_DICT)).filter((c): c is string => typeof c === 'string');
}
