/** Turns the query form's picker values (dayjs objects) into the strings the list grammar sends. */
import type { Dayjs } from 'dayjs';
import type { EntitySchema, QueryField } from '../../src/shared/schema/types';
import { fieldOf, valueKind } from '../schema-text';

function isDayjs(value: unknown): value is Dayjs {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Dayjs).format === 'function' &&
    typeof (value as Dayjs).isValid === 'function'
  );
}

function toText(value: unknown, pattern: string): unknown {
  if (isDayjs(value)) return value.format(pattern);
  if (Array.isArray(value)) return value.map((v) => toText(v, pattern));
  return value;
}

export function normaliseQueryValues(
  fields: readonly QueryField[],
  entity: EntitySchema,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field } of fields) {
    const kind = valueKind(fieldOf(entity, field));
    out[field] = toText(values[field], kind === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
  }
  return out;
}
