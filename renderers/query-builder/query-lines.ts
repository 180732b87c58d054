/**
 * Advanced query lines (JSuperQuery): fields from the entity, the ten rules, and the normalisation
 * before sending: empty lines dropped, 'in' joins several values with commas, other rules keep the
 * first value, dates become text; each line carries its `type`/`dbType` for the server.
 */
import type { EntitySchema, FieldSchema, QueryRuleName } from '../../src/shared/schema/types';
import { isSystemField, valueKind } from '../schema-text';
import type { SuperQueryLine } from '../list/list-state';

export const SUPER_QUERY_RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
] as const satisfies readonly QueryRuleName[];
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

export interface QueryLine {
  key: string;
  field?: string;
  rule: SuperQueryRule;
  val?: unknown;
}

/** Fields that may be queried: declared filterable, never write-only secrets. */
export function queryableFields(entity: EntitySchema): Array<[string, FieldSchema]> {
  return Object.entries(entity.properties).filter(
    ([name, f]) =>
      f['x-filter'] !== false &&
      !f.writeOnly &&
      f.type !== 'array' &&
      (!isSystemField(name) || name === 'createTime' || name === 'createBy'),
  );
}

function lineTypes(field: FieldSchema): { type: string; dbType: string } {
  const kind = valueKind(field);
  if (kind === 'date') return { type: 'date', dbType: 'date' };
  if (kind === 'datetime') return { type: 'datetime', dbType: 'datetime' };
  if (field.type === 'integer') return { type: 'int', dbType: 'int' };
  if (field.type === 'number') return { type: 'number', dbType: 'bigdecimal' };
  if (kind === 'switch') return { type: 'switch', dbType: 'string' };
  return { type: 'string', dbType: 'string' };
}

function valueText(val: unknown, rule: SuperQueryRule): string {
  const list = (Array.isArray(val) ? val : [val])
    .filter((v) => v !== undefined && v !== null && String(v).trim() !== '')
    .map((v) => String(v).trim());
  if (list.length === 0) return '';
  return rule === 'in' ? list.join(',') : (list[0] ?? '');
}

export function normaliseLines(lines: readonly QueryLine[], entity: EntitySchema): SuperQueryLine[] {
  const out: SuperQueryLine[] = [];
  for (const line of lines) {
    if (!line.field) continue;
    const field = Object.prototype.hasOwnProperty.call(entity.properties, line.field)
      ? entity.properties[line.field]
      : undefined;
    if (!field) continue;
    const val = valueText(line.val, line.rule);
    if (val === '') continue;
    out.push({ field: line.field, rule: line.rule, val, ...lineTypes(field) });
  }
  return out;
}

/** Saved records back to editable lines ('in' values split again). */
export function linesFromRecords(records: readonly SuperQueryLine[]): QueryLine[] {
  return records.map((r, i) => ({
    key: `saved-${i}`,
    field: r.field,
    rule: (SUPER_QUERY_RULES as readonly string[]).includes(r.rule) ? (r.rule as SuperQueryRule) : 'eq',
    val: r.rule === 'in' ? r.val.split(',') : r.val,
  }));
}
