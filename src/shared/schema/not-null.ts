/**
 * `x-not-null`: a property whose column the database holds NOT NULL although no client must send a
 * value, because the server fills it on insert (a number drawn on submit, a state set by a
 * transition) or the database does with the property's `default`, which is then the column's
 * DEFAULT as well as the form's initial value. The CRUD's DDL, the start-up reconcile and the
 * generated table types read it through this module; the registry refuses a schema it does not fit.
 */
import { schemaKeyword, X_NOT_NULL } from './keywords';
import type { EntitySchema, FieldSchema } from './types';

/** A value a column's DEFAULT can hold as a literal. */
export type ColumnDefault = string | number | boolean;

export function isNotNullColumn(field: FieldSchema | undefined): boolean {
  return schemaKeyword(field, X_NOT_NULL) === true;
}

function fitsType(field: FieldSchema, value: unknown): value is ColumnDefault {
  switch (field.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return false;
  }
}

/** The column's DEFAULT: the `default` of an x-not-null property (undefined: the server fills it). */
export function notNullDefault(field: FieldSchema | undefined): ColumnDefault | undefined {
  if (!field || !isNotNullColumn(field)) return undefined;
  const value = field.default;
  return fitsType(field, value) ? value : undefined;
}

export interface NotNullProblem {
  path: string;
  detail: string;
}

/**
 * What the keyword cannot mean: a virtual property has no column, a required one is NOT NULL
 * already (and a client sends it), and a default the column cannot hold as a literal of its type.
 */
export function notNullProblems(entity: EntitySchema): NotNullProblem[] {
  const required = new Set(entity.required ?? []);
  const problems: NotNullProblem[] = [];
  for (const [name, field] of Object.entries(entity.properties)) {
    if (!isNotNullColumn(field)) continue;
    const path = `/properties/${name}`;
    if (field['x-virtual'] === true) {
      problems.push({ path: `${path}/x-not-null`, detail: `"${name}" is x-virtual: it has no column` });
    } else if (required.has(name)) {
      problems.push({
        path: `${path}/x-not-null`,
        detail: `"${name}" is required, so its column is NOT NULL already; x-not-null is for a column the server or a default fills`,
      });
    } else if (field.default !== undefined && !fitsType(field, field.default)) {
      problems.push({
        path: `${path}/default`,
        detail: `the default of "${name}" is its column's DEFAULT and must be a ${field.type} value`,
      });
    }
  }
  return problems;
}
