/**
 * Stands in for @rjsf/utils' retrieveSchema module where rjsf's own modules import it
 * (vite.aliases.ts). rjsf's retrieveSchema turns a schema into the one to render for the data: it
 * follows `$ref`s, merges `allOf`, resolves `dependencies` and `if`/`then`/`else`, applies
 * `patternProperties` and adds schemas for the data's extra keys when `additionalProperties` allows them. A
 * schema with none of those comes back as the very same object (rjsf answers the input when the
 * resolved copy deep-equals it). The forms' schemas are the entity keyword subset, which has none
 * of them (`additionalProperties` is always false; the form validator refuses the others:
 * validator/interpret.ts), so this answers the schema itself, as rjsf does for them, without the
 * resolver (about 3 KB gzipped on a form page), and refuses loudly a schema rjsf would transform.
 */
import { isObject, type RJSFSchema } from '@rjsf/utils';
import { refuseKeyword } from './validator/unsupported-schema';

/** The keywords rjsf's retrieveSchema would resolve or merge into another schema. */
const RESOLVED = ['$ref', 'allOf', 'dependencies', 'if', 'patternProperties'] as const;

export default function retrieveSchema(_validator: unknown, schema: unknown): RJSFSchema {
  // rjsf answers {} for a boolean schema or a missing one.
  if (!isObject(schema)) return {};
  for (const keyword of RESOLVED) if (keyword in schema) refuseKeyword(keyword);
  if ('additionalProperties' in schema && schema.additionalProperties !== false)
    refuseKeyword('additionalProperties');
  return schema;
}

/** rjsf's list form of retrieveSchema (one schema without branches to expand). */
export function retrieveSchemaInternal(validator: unknown, schema: unknown): RJSFSchema[] {
  return [retrieveSchema(validator, schema)];
}

// The module's other exports serve `$ref`, `dependencies` and `anyOf`/`oneOf` resolution only.
export const resolveAllReferences = () => refuseKeyword('$ref');
export const resolveDependencies = () => refuseKeyword('dependencies');
export const relaxOptionsForScoring = () => refuseKeyword('oneOf');
export const resolveAnyOrOneOfSchemas = () => refuseKeyword('oneOf');
