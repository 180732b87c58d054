/** The duplicate check of a unique field (the data provider's checkUnique). */
import type { EntitySchema } from '../../src/shared/schema/types';
import type { UniqueCheck } from '../data/data-provider';

export function columnOf(entity: EntitySchema, field: string): string {
  return entity.properties[field]?.['x-column'] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** What the provider is asked for a unique field's value (`dataId`: the record being edited). */
export function uniqueCheckOf(
  entity: EntitySchema,
  field: string,
  value: unknown,
  dataId?: string,
): UniqueCheck {
  return { field, column: columnOf(entity, field), value, ...(dataId ? { dataId } : {}) };
}

/** The unique fields of a form that hold a value. */
export function uniqueFieldsWithValues(
  entity: EntitySchema,
  fields: readonly string[],
  data: Record<string, unknown>,
): string[] {
  return fields.filter(
    (f) => entity.properties[f]?.['x-unique'] && data[f] !== undefined && data[f] !== null && data[f] !== '',
  );
}
