/**
 * Sub tables (`x-sub-tables`): an entity's rows of another entity, edited in the record's form and
 * written with it in one transaction (server: src/server/modules/crud/write/sub-tables.ts). This module
 * reads the keyword and checks that every entry names what it must, for the registry to refuse a
 * schema that does not.
 */
import { schemaKeyword, X_SUB_TABLES } from './keywords';
import type { EntitySchema, SubTableSpec } from './types';

/** The body key that lists the ids of a sub table's persisted rows the user removed. */
export function deletedIdsKey(property: string): string {
  return `${property}_deleted`;
}

export function subTablesOf(schema: EntitySchema | undefined): readonly SubTableSpec[] {
  return schemaKeyword(schema, X_SUB_TABLES) ?? [];
}

export interface SubTableProblem {
  path: string;
  detail: string;
}

/**
 * What is wrong with the entity's sub tables: the property must be a virtual array of the entity,
 * the sub entity must exist (another one), its foreign key a stored string property and its order
 * field a stored number property.
 */
export function subTableProblems(
  entity: EntitySchema,
  lookup: (id: string) => EntitySchema | undefined,
): SubTableProblem[] {
  const problems: SubTableProblem[] = [];
  const seen = new Set<string>();
  subTablesOf(entity).forEach((spec, i) => {
    const at = (key: string) => `/x-sub-tables/${i}/${key}`;
    const property = entity.properties[spec.property];
    if (seen.has(spec.property))
      problems.push({ path: at('property'), detail: `property "${spec.property}" holds two sub tables` });
    seen.add(spec.property);
    if (!property || property.type !== 'array' || property['x-virtual'] !== true) {
      problems.push({
        path: at('property'),
        detail: `property "${spec.property}" must be declared as an x-virtual array`,
      });
    }
    const sub = spec.entity === entity.$id ? undefined : lookup(spec.entity);
    if (!sub) {
      problems.push({
        path: at('entity'),
        detail: `entity "${spec.entity}" does not exist (or is the entity itself)`,
      });
      return;
    }
    const key = sub.properties[spec.foreignKey];
    if (!key || key.type !== 'string' || key['x-virtual'] === true) {
      problems.push({
        path: at('foreignKey'),
        detail: `"${spec.foreignKey}" is not a stored string property of "${sub.$id}"`,
      });
    }
    if (spec.orderField !== undefined) {
      const order = sub.properties[spec.orderField];
      if (!order || (order.type !== 'integer' && order.type !== 'number') || order['x-virtual'] === true) {
        problems.push({
          path: at('orderField'),
          detail: `"${spec.orderField}" is not a stored number property of "${sub.$id}"`,
        });
      }
    }
  });
  return problems;
}
