/**
 * The TypeScript type of one column of an entity table, from the same column kind the DDL creates
 * (crud/ddl/column-kind.ts): text as string (a literal union where the property has an `enum`),
 * integer as number, numeric as string (both drivers read it as text), `date` as 'YYYY-MM-DD' text,
 * timestamptz as Date. A column holds no null where the entity requires the property, marks it
 * x-not-null (the server fills it) or it is the soft-delete flag; a default (the property's
 * `default`, the flag's active value) makes such a column Generated, optional on insert.
 */
import type { EntityColumn } from '../../modules/crud/ddl/entity-columns';

function literal(value: unknown): string {
  return JSON.stringify(value);
}

function valueType(column: EntityColumn): string {
  const values = column.field?.schema.enum;
  switch (column.kind.kind) {
    case 'varchar':
    case 'text':
      return values?.every((v) => typeof v === 'string') ? values.map(literal).join(' | ') : 'string';
    case 'integer':
      return values?.every((v) => typeof v === 'number') ? values.map(literal).join(' | ') : 'number';
    case 'numeric':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'string';
    case 'timestamptz':
      return 'Date';
  }
}

/** The names of column-types.ts (and kysely's Generated) a rendered type may use. */
export const COLUMN_TYPE_NAMES = ['DateText', 'NullableTimestamp', 'RequiredDateText', 'RequiredTimestamp'];

export function columnTsType(column: EntityColumn): string {
  const value = valueType(column);
  const defaulted = column.defaultTo !== undefined || column.field?.schema.default !== undefined;
  if (!column.notNull) {
    if (column.kind.kind === 'date') return 'DateText';
    if (column.kind.kind === 'timestamptz') return 'NullableTimestamp';
    // Optional on insert already: Kysely leaves out nullable columns.
    return `${value} | null`;
  }
  if (defaulted) return `Generated<${value}>`;
  if (column.kind.kind === 'date') return 'RequiredDateText';
  if (column.kind.kind === 'timestamptz') return 'RequiredTimestamp';
  return value;
}
