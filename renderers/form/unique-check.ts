/** The duplicate check of a unique field (GET /sys/duplicate/check, reference/jeecg.md §5.1). */
import type { EntitySchema } from '../../src/shared/schema/types';
import type { RequestConfig } from '../context';

export function columnOf(entity: EntitySchema, field: string): string {
  return entity.properties[field]?.['x-column'] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function duplicateCheckRequest(
  entity: EntitySchema,
  field: string,
  value: unknown,
  dataId?: string,
): RequestConfig {
  const params: Record<string, string> = {
    tableName: entity['x-table'],
    fieldName: columnOf(entity, field),
    fieldVal: String(value),
  };
  if (dataId) params.dataId = dataId;
  return { url: '/sys/duplicate/check', method: 'GET', params };
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
