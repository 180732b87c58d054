/**
 * Parses a whole list request (query string) against an entity into a ListQuery, refusing anything
 * the entity does not declare (DESIGN.md principle 4). Deny by default: an unknown parameter is a
 * 400 naming it; empty values are ignored like the original's query form sends them.
 */
import { isListValue, type ResolvedEntity } from '../schema/registry';
import type { Condition, ListQuery } from './ast';
import { queryErrors } from './errors';
import { parseFieldValue, parseMultiString, parseRangeBound } from './value-grammar';
import { parseSuperQuery } from './super-query';
import { parseSort } from './sort';
import { decodeCursor } from './cursor';
import { coerceValue } from './coerce';
import type { SortKey } from './ast';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/** Parameters of the list protocol itself (reference/jeecg.md §1.3) and export. */
const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  'superQueryParams',
  'superQueryMatchType',
  '_t',
  'cursor',
  'selections',
]);

export type QueryParams = Record<string, unknown>;

function single(params: QueryParams, name: string): string | undefined {
  const v = params[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw queryErrors.repeated(name);
  return v;
}

function positiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw queryErrors.badValue(name);
  const n = Number(raw);
  if (n < 1 || n > max) throw queryErrors.badValue(name);
  return n;
}

function filterField(entity: ResolvedEntity, name: string, param: string) {
  const field = entity.fields.get(name);
  if (!field) throw queryErrors.unknown(param);
  if (!field.filterable) throw queryErrors.notFilterable(param);
  return field;
}

/**
 * The fields a list answer is narrowed to ([] for all). A value the list hook fills in (isListValue)
 * is computed from other fields of the row, so asking for one keeps every field.
 */
function parseFieldList(entity: ResolvedEntity, raw: string | undefined): string[] {
  if (raw === undefined || raw === '') return [];
  const names = raw
    .split(',')
    .map((n) => n.trim().replace(/_dictText$/, ''))
    .filter((n) => n !== '');
  const out: string[] = [];
  let computed = false;
  for (const name of names) {
    const field = entity.fields.get(name);
    if (field && isListValue(field)) computed = true;
    else if (!field || !field.readable) throw queryErrors.unknown(`field=${name}`);
    else if (!out.includes(name)) out.push(name);
  }
  return computed ? [] : out;
}

function parseSelections(raw: string | undefined): string[] {
  if (raw === undefined || raw === '') return [];
  const ids = raw.split(',').filter((s) => s !== '');
  if (ids.length > 10_000 || ids.some((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id)))
    throw queryErrors.badValue('selections');
  return ids;
}

/** A cursor's values must be of their sort fields' types (a forged one could hold anything). */
function parseCursor(
  entity: ResolvedEntity,
  sort: SortKey[],
  raw: string | undefined,
): Array<string | null> | null {
  if (raw === undefined || raw === '') return null;
  const values = decodeCursor(sort, raw);
  sort.forEach((key, i) => {
    const value = values[i];
    const field = entity.fields.get(key.field);
    if (value !== null && value !== undefined && field) coerceValue(field, value, 'cursor');
  });
  return values;
}

export function parseListQuery(
  entity: ResolvedEntity,
  params: QueryParams,
  options: { defaultSort?: { column: string; order: 'asc' | 'desc' }; maxPageSize?: number } = {},
): ListQuery {
  const conditions: Condition[] = [];
  for (const key of Object.keys(params)) {
    if (RESERVED.has(key)) continue;
    const raw = single(params, key);
    if (raw === undefined) continue;
    const [, base, bound] = /^(.+)_(begin|end|MultiString)$/.exec(key) ?? [];
    let condition: Condition | null;
    if (base !== undefined && bound !== undefined && !entity.fields.has(key)) {
      const field = filterField(entity, base, key);
      condition =
        bound === 'MultiString'
          ? parseMultiString(field, key, raw)
          : parseRangeBound(field, key, raw, bound as 'begin' | 'end');
    } else {
      condition = parseFieldValue(filterField(entity, key, key), key, raw);
    }
    if (condition) conditions.push(condition);
  }
  const advanced = parseSuperQuery(
    entity,
    single(params, 'superQueryParams'),
    single(params, 'superQueryMatchType'),
  );
  if (advanced) conditions.push(advanced);
  const sort = parseSort(entity, single(params, 'column'), single(params, 'order'), options.defaultSort);
  return {
    conditions,
    sort,
    pageNo: positiveInt(single(params, 'pageNo'), 'pageNo', 1, 10_000_000),
    pageSize: positiveInt(
      single(params, 'pageSize'),
      'pageSize',
      DEFAULT_PAGE_SIZE,
      options.maxPageSize ?? MAX_PAGE_SIZE,
    ),
    fields: parseFieldList(entity, single(params, 'field')),
    cursor: parseCursor(entity, sort, single(params, 'cursor')),
    selections: parseSelections(single(params, 'selections')),
  };
}
