/**
 * JeecgBoot's list value syntax (reference/jeecg.md §1.3) for one `<field>=<value>` parameter:
 * `*x*` like, `*x` ends with, `x*` starts with, `a,b` in, `!x` not equal, `> x` `>= x` `< x` `<= x`,
 * `++` an escaped comma, `,a,b,` any of the likes (multi-select columns).
 */
import type { ResolvedField } from '../schema/registry';
import type { Condition } from './ast';
import { checkText, coerceValue, isTextField } from './coerce';
import { queryErrors } from './errors';

const COMMA = '\u0000';
const MAX_IN = 200;

function columnOf(field: ResolvedField): string {
  // Only filterable fields reach here, and those always have a column.
  return field.column as string;
}

function like(
  field: ResolvedField,
  param: string,
  mode: 'contains' | 'starts' | 'ends',
  value: string,
): Condition {
  if (!isTextField(field)) throw queryErrors.badValue(param);
  return { kind: 'like', field: field.name, column: columnOf(field), mode, value: checkText(value, param) };
}

export function parseFieldValue(field: ResolvedField, param: string, raw: string): Condition | null {
  if (raw === '') return null;
  // NUL stands for an escaped comma below, and no column can hold one anyway.
  checkText(raw, param);
  const column = columnOf(field);
  // ,a,b, — OR of contains-likes
  if (raw.length > 2 && raw.startsWith(',') && raw.endsWith(',')) {
    const parts = raw
      .slice(1, -1)
      .split(',')
      .filter((p) => p !== '');
    if (parts.length === 0 || parts.length > MAX_IN) throw queryErrors.badValue(param);
    return { kind: 'group', match: 'or', conditions: parts.map((p) => like(field, param, 'contains', p)) };
  }
  const op = /^(>=|<=|>|<) (.+)$/s.exec(raw);
  // Both groups take part in every match.
  const [, sign, operand] = op ?? [];
  if (sign !== undefined && operand !== undefined) {
    const ops = { '>': 'gt', '>=': 'ge', '<': 'lt', '<=': 'le' } as const;
    return {
      kind: 'compare',
      field: field.name,
      column,
      op: ops[sign as keyof typeof ops],
      value: coerceValue(field, operand, param),
    };
  }
  if (raw.startsWith('!') && raw.length > 1) {
    return {
      kind: 'compare',
      field: field.name,
      column,
      op: 'ne',
      value: coerceValue(field, raw.slice(1), param),
    };
  }
  if (raw.length > 2 && raw.startsWith('*') && raw.endsWith('*'))
    return like(field, param, 'contains', raw.slice(1, -1));
  if (raw.length > 1 && raw.startsWith('*')) return like(field, param, 'ends', raw.slice(1));
  if (raw.length > 1 && raw.endsWith('*')) return like(field, param, 'starts', raw.slice(0, -1));
  const escaped = raw.replaceAll('++', COMMA);
  if (escaped.includes(',')) {
    const values = escaped.split(',').filter((p) => p !== '');
    if (values.length === 0 || values.length > MAX_IN) throw queryErrors.badValue(param);
    return {
      kind: 'in',
      field: field.name,
      column,
      values: values.map((v) => coerceValue(field, v.replaceAll(COMMA, ','), param)),
    };
  }
  return {
    kind: 'compare',
    field: field.name,
    column,
    op: 'eq',
    value: coerceValue(field, escaped.replaceAll(COMMA, ','), param),
  };
}

/** `<field>_begin` / `<field>_end`: a date-only end of a date-time field covers the whole day. */
export function parseRangeBound(
  field: ResolvedField,
  param: string,
  raw: string,
  bound: 'begin' | 'end',
): Condition | null {
  if (raw === '') return null;
  let value = coerceValue(field, raw, param);
  if (bound === 'end' && field.schema.format === 'date-time' && /^\d{4}-\d{2}-\d{2}$/.test(raw))
    value = `${raw} 23:59:59.999999`;
  return {
    kind: 'compare',
    field: field.name,
    column: columnOf(field),
    op: bound === 'begin' ? 'ge' : 'le',
    value,
  };
}

/** `<field>_MultiString`: comma list → IN. */
export function parseMultiString(field: ResolvedField, param: string, raw: string): Condition | null {
  const values = raw.split(',').filter((p) => p !== '');
  if (values.length === 0) return null;
  if (values.length > MAX_IN) throw queryErrors.badValue(param);
  return {
    kind: 'in',
    field: field.name,
    column: columnOf(field),
    values: values.map((v) => coerceValue(field, v, param)),
  };
}
