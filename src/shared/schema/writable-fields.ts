/**
 * Which fields a write may carry, the one rule for the form (what it sends) and the server (what it
 * accepts): never a system field (id, createBy, …) or a read-only one; a create-only field
 * (`x-create-only`, e.g. a username) only when the record is created.
 */
import { schemaKeyword, X_CREATE_ONLY } from './keywords';
import { SYSTEM_FIELDS, type FieldSchema } from './types';

export type WriteKind = 'add' | 'edit';

const SYSTEM = new Set<string>(SYSTEM_FIELDS);

export function mayWrite(name: string, field: FieldSchema | undefined, kind: WriteKind): boolean {
  if (!field || SYSTEM.has(name) || field.readOnly === true) return false;
  return !(kind === 'edit' && schemaKeyword(field, X_CREATE_ONLY) === true);
}

/** "No value": absent, null, or a cleared input ('', as a form or a JeecgBoot client sends it). */
export function isNoValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function holdsValue(value: unknown): boolean {
  return !isNoValue(value);
}

/**
 * A write's body as the server reads it: a cleared input ('') becomes null, so formats, types and
 * required checks see "no value" and an edit clears the stored value.
 */
export function clearedAsNull(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) out[name] = value === '' ? null : value;
  return out;
}

/**
 * The body of a form's write: the shown fields it may carry that hold a value. A form turns a
 * cleared input into "no value"; on edit a field the stored record had is then sent as null, so the
 * stored value is cleared rather than silently kept.
 */
export function writeBody(
  properties: Readonly<Record<string, FieldSchema>>,
  fields: readonly string[],
  kind: WriteKind,
  data: Readonly<Record<string, unknown>>,
  stored?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of fields) {
    if (!mayWrite(name, properties[name], kind)) continue;
    if (data[name] !== undefined) body[name] = data[name];
    else if (kind === 'edit' && holdsValue(stored?.[name])) body[name] = null;
  }
  return body;
}
