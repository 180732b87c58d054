/** Small lookups over an entity schema shared by the list, the form and the query builder. */
import type { EntitySchema, FieldSchema } from '../src/shared/schema/types';
import { SYSTEM_FIELDS } from '../src/shared/schema/types';

export function fieldOf(entity: EntitySchema, name: string): FieldSchema | undefined {
  return Object.prototype.hasOwnProperty.call(entity.properties, name) ? entity.properties[name] : undefined;
}

export function isSystemField(name: string): boolean {
  return (SYSTEM_FIELDS as readonly string[]).includes(name);
}

export type ValueKind =
  'date' | 'datetime' | 'time' | 'number' | 'switch' | 'boolean' | 'dict' | 'enum' | 'text';

/** What kind of value a field holds, for choosing inputs and cell formats. */
export function valueKind(field: FieldSchema | undefined): ValueKind {
  if (!field) return 'text';
  if (field['x-dict']) return 'dict';
  if (field['x-widget'] === 'switch') return 'switch';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'time') return 'time';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'boolean') return 'boolean';
  if (field.enum) return 'enum';
  return 'text';
}
