/** Small lookups over an entity schema shared by the list, the form and the query builder. */
import type { EntitySchema, FieldSchema, Locale } from '../src/shared/schema/types';
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

/** The property that holds `field`'s text in `locale`, when the entity declares one. */
export function i18nFieldOf(entity: EntitySchema, name: string, locale: Locale): string | undefined {
  const field = fieldOf(entity, name);
  const other = field?.['x-i18n-field']?.[locale];
  return other && fieldOf(entity, other) ? other : undefined;
}

/** Every declared localised-text property of these fields, so a list asks the server for them too. */
export function i18nFieldsOf(entity: EntitySchema, names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const field = fieldOf(entity, name);
    for (const other of Object.values(field?.['x-i18n-field'] ?? {})) {
      if (other && fieldOf(entity, other) && !out.includes(other)) out.push(other);
    }
  }
  return out;
}

/** A record's value of `name` in `locale`: the localised property when it holds text, else its own. */
export function localisedValue(
  entity: EntitySchema,
  row: Record<string, unknown>,
  name: string,
  locale: Locale,
): unknown {
  const other = i18nFieldOf(entity, name, locale);
  const localised = other ? row[other] : undefined;
  return typeof localised === 'string' && localised.trim() !== '' ? localised : row[name];
}
