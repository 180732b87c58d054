/** Turns one query-string text into the field's type, or refuses it (the 400 names the parameter). */
import type { ResolvedField } from '../schema/registry';
import { FORMATS } from '../validation/formats';
import { fitsColumn, hasNul } from '../validation/column-limits';
import type { Scalar } from './ast';
import { queryErrors } from './errors';

const MAX_VALUE_LENGTH = 500;

/** Text a column can hold: bounded, without NUL (PostgreSQL refuses it in any text). */
export function checkText(raw: string, param: string): string {
  if (raw.length > MAX_VALUE_LENGTH || hasNul(raw)) throw queryErrors.badValue(param);
  return raw;
}

export function coerceValue(field: ResolvedField, raw: string, param: string): Scalar {
  checkText(raw, param);
  const { type, format } = field.schema;
  if (type === 'integer' || type === 'number') {
    const pattern = type === 'integer' ? /^-?\d{1,15}$/ : /^-?\d{1,15}(\.\d{1,10})?$/;
    // A number past the column would make PostgreSQL fail the whole query: refuse it here.
    if (!pattern.test(raw) || !fitsColumn(type, Number(raw))) throw queryErrors.badValue(param);
    return Number(raw);
  }
  if (type === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw queryErrors.badValue(param);
  }
  if (format === 'date' && !FORMATS.date.test(raw)) throw queryErrors.badValue(param);
  if (format === 'date-time' && !FORMATS['date-time'].test(raw) && !FORMATS.date.test(raw))
    throw queryErrors.badValue(param);
  return raw;
}

/** Likes only make sense on text columns without a date format. */
export function isTextField(field: ResolvedField): boolean {
  return (
    field.schema.type === 'string' && field.schema.format !== 'date' && field.schema.format !== 'date-time'
  );
}
