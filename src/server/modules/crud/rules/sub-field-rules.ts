/**
 * The user's field rules of the sub entities (x-sub-tables) in what the client is told about a main
 * entity: each sub table property's editable-table columns (`x-widget-options.columns`) lose the
 * columns of fields hidden from the user and mark the read-only ones `disabled`, as the main
 * entity's own properties lose hidden fields and say `readOnly` (field-rules.ts `restrictEntity`).
 * The server enforces the rules on the rows anyway (read/sub-rows.ts, write/sub-tables.ts); this only keeps
 * the form from offering what it would refuse.
 */
import type { FastifyRequest } from 'fastify';
import type { EntitySchema, FieldSchema } from '../../../../shared/schema/types';
import { subTablesOf } from '../../../../shared/schema/sub-tables';
import { fieldRulesFor, type FieldRules } from './field-rules';

type Column = Record<string, unknown>;

function columnName(column: Column): string | undefined {
  const name = column.key ?? column.field;
  return typeof name === 'string' ? name : undefined;
}

function restrictColumns(columns: readonly unknown[], rules: FieldRules): unknown[] {
  return columns.flatMap((c) => {
    if (typeof c !== 'object' || c === null) return [c];
    const name = columnName(c as Column);
    if (name === undefined) return [c];
    if (rules.hidden.has(name)) return [];
    return rules.readonly.has(name) ? [{ ...(c as Column), disabled: true }] : [c];
  });
}

/** `schema` with its sub tables' columns as this request's user may see and write them (the same object when nothing changes). */
export async function withSubTableFieldRules(
  request: FastifyRequest,
  schema: EntitySchema,
): Promise<EntitySchema> {
  let properties: Record<string, FieldSchema> | undefined;
  for (const spec of subTablesOf(schema)) {
    const property = schema.properties[spec.property];
    const options = property?.['x-widget-options'];
    if (!property || !options || !Array.isArray(options.columns)) continue;
    const rules = await fieldRulesFor(request, spec.entity);
    if (rules.hidden.size === 0 && rules.readonly.size === 0) continue;
    properties ??= { ...schema.properties };
    properties[spec.property] = {
      ...property,
      'x-widget-options': { ...options, columns: restrictColumns(options.columns, rules) },
    };
  }
  return properties ? { ...schema, properties } : schema;
}
