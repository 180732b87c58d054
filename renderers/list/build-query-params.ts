/**
 * The query form's values in JeecgBoot's list grammar (reference/jeecg.md §1.3): a `like` rule
 * sends `*value*`, `right_like` `value*`, `left_like` `*value`, `ne` `!value`, comparisons
 * `> value`…, `in` a comma list, and `range` the pair `<field>_begin` / `<field>_end`.
 * Empty values are dropped.
 */
import type { QueryField } from '../../src/shared/schema/types';

export type QueryValues = Record<string, unknown>;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function text(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

const COMPARISONS: Record<string, string> = { gt: '>', ge: '>=', lt: '<', le: '<=' };

export function buildQueryParams(fields: readonly QueryField[], values: QueryValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const { field, rule = 'eq' } of fields) {
    const value = values[field];
    if (rule === 'range') {
      const [begin, end] = Array.isArray(value) ? value : [values[`${field}_begin`], values[`${field}_end`]];
      if (!isEmpty(begin)) params[`${field}_begin`] = String(begin);
      if (!isEmpty(end)) params[`${field}_end`] = String(end);
      continue;
    }
    if (isEmpty(value)) continue;
    const v = text(value).trim();
    if (v === '') continue;
    if (rule === 'like') params[field] = `*${v}*`;
    else if (rule === 'right_like') params[field] = `${v}*`;
    else if (rule === 'left_like') params[field] = `*${v}`;
    else if (rule === 'ne') params[field] = `!${v}`;
    else if (COMPARISONS[rule]) params[field] = `${COMPARISONS[rule]} ${v}`;
    else params[field] = v;
  }
  return params;
}
