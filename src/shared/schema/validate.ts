/**
 * Write validation of an entity on the server, compiled once per entity and mode: an ajv document
 * of standard keywords derived from the entity, the named formats of src/shared/validation and
 * its rule messages, which the browser's form validator (renderers/form/validator) also uses, so
 * both refuse the same values with the same words. One problem per field, every field reported.
 * An empty value (null or '') is no value: only `required` looks at it, on both sides.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ResolvedEntity, ResolvedField } from './registry';
import { registerFormats } from '../validation/register-formats';
import { patternEngine } from '../validation/linear-regexp';
import { ruleMessage, type RuleFailure } from '../validation/messages';
import { computeFieldStates } from '../linkage/field-states';
import { resolveText } from './i18n';
import type { FieldSchema, Locale } from './types';
import { schemaKeyword, X_LINKAGE, X_MESSAGE } from './keywords';
import { mayWrite } from './writable-fields';

export type WriteMode = 'add' | 'edit' | 'import';
export type Pair = { 'zh-CN': string; 'en-US': string };
export interface FieldProblem {
  field: string;
  message: Pair;
}

// Patterns run on RE2's linear-time engine (linear-regexp.ts): an online form's pattern comes from data.
const ajv = registerFormats(
  new Ajv({ allErrors: true, strict: false, coerceTypes: false, code: { regExp: patternEngine } }),
);

function writableIn(field: ResolvedField, mode: WriteMode): boolean {
  // The rule the form applies too (writable-fields.ts); an import creates records.
  if (!mayWrite(field.name, field.schema, mode === 'edit' ? 'edit' : 'add')) return false;
  if (mode === 'import' && !field.importable) return false;
  return true;
}

/** The field keywords the meta schema allows that validate (the rest are annotations or `x-`). */
const STANDARD = [
  'type',
  'format',
  'maxLength',
  'minLength',
  'minimum',
  'maximum',
  'pattern',
  'enum',
  'items',
  'maxItems',
  'minItems',
] as const;

function standardPart(schema: FieldSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of STANDARD) if (schema[key] !== undefined) out[key] = schema[key];
  // An empty optional field arrives as null; required-ness is checked separately.
  out.type = [schema.type, 'null'];
  if (schema.enum) out.enum = [...schema.enum, null];
  return out;
}

/** The ajv document for one mode: only writable fields; unknown properties refused. */
export function writeSchema(entity: ResolvedEntity, mode: WriteMode): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of entity.fields.values())
    if (writableIn(field, mode)) properties[field.name] = standardPart(field.schema);
  if (mode === 'edit') properties.id = { type: 'string', minLength: 1, maxLength: 64 };
  const required = (entity.schema.required ?? []).filter((name) => {
    const f = entity.fields.get(name);
    return f !== undefined && writableIn(f, mode);
  });
  if (mode === 'edit') required.push('id');
  return { type: 'object', properties, required, additionalProperties: false };
}

function pairOf(make: (locale: Locale) => string): Pair {
  return { 'zh-CN': make('zh-CN'), 'en-US': make('en-US') };
}

function fieldMessage(entity: ResolvedEntity, field: string, failure: RuleFailure): Pair {
  const schema = entity.fields.get(field)?.schema;
  const custom = schemaKeyword(schema, X_MESSAGE);
  return pairOf((locale) =>
    ruleMessage(failure, locale, {
      title: schema ? resolveText(schema.title, locale) : field,
      ...(custom !== undefined ? { custom: resolveText(custom, locale) } : {}),
    }),
  );
}

const LIMITED = new Set([
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxItems',
  'minItems',
]);
const PLAIN = new Set(['type', 'enum', 'const', 'pattern', 'uniqueItems']);

/** ajv's error as the shared rule failure; null for a keyword our schemas do not produce. */
function failureOf(e: ErrorObject): RuleFailure | null {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'format') return { keyword: 'format', format: String(p.format) };
  if (LIMITED.has(e.keyword)) return { keyword: e.keyword, limit: Number(p.limit) } as RuleFailure;
  if (PLAIN.has(e.keyword)) return { keyword: e.keyword } as RuleFailure;
  return null;
}

function problemOf(entity: ResolvedEntity, e: ErrorObject): FieldProblem {
  if (e.keyword === 'required') {
    const field = String((e.params as { missingProperty: string }).missingProperty);
    return { field, message: fieldMessage(entity, field, { keyword: 'required' }) };
  }
  if (e.keyword === 'additionalProperties') {
    const field = String((e.params as { additionalProperty: string }).additionalProperty);
    const known = entity.fields.has(field);
    return {
      field,
      message: known
        ? { 'zh-CN': '该字段不允许修改!', 'en-US': 'This field cannot be written!' }
        : fieldMessage(entity, field, { keyword: 'additionalProperties' }),
    };
  }
  // An item's error (/tags/0) belongs to its field, as in the form.
  const field = e.instancePath.split('/')[1] ?? '';
  const failure = failureOf(e);
  return {
    field,
    message: failure
      ? fieldMessage(entity, field, failure)
      : { 'zh-CN': '值无效!', 'en-US': 'Invalid value!' },
  };
}

/** A shallow copy with '' as null, so an emptied input means "no value" whoever sends it. */
function withEmptyAsNull(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = v === '' ? null : v;
  return out;
}

export interface EntityValidator {
  (data: unknown): FieldProblem[];
  schema: Record<string, unknown>;
}

const cache = new WeakMap<ResolvedEntity, Map<WriteMode, EntityValidator>>();

/** Compiled once per entity and mode; answers every field's first problem (required ones first). */
export function entityValidator(entity: ResolvedEntity, mode: WriteMode): EntityValidator {
  let perEntity = cache.get(entity);
  if (!perEntity) cache.set(entity, (perEntity = new Map()));
  const existing = perEntity.get(mode);
  if (existing) return existing;
  const schema = writeSchema(entity, mode);
  const compiled: ValidateFunction = ajv.compile(schema);
  const required = schema.required as string[];
  const rules = schemaKeyword(entity.schema, X_LINKAGE);
  const linkage = rules?.length ? rules : undefined;
  const validator = ((input: unknown): FieldProblem[] => {
    const data = withEmptyAsNull(input);
    const seen = new Map<string, FieldProblem>();
    // ajv's required only sees absent keys; a null (or emptied) required value is missing too.
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      for (const name of required)
        if ((data as Record<string, unknown>)[name] === null)
          seen.set(name, { field: name, message: fieldMessage(entity, name, { keyword: 'required' }) });
    }
    if (!compiled(data)) {
      for (const e of compiled.errors ?? []) {
        const problem = problemOf(entity, e);
        if (!seen.has(problem.field)) seen.set(problem.field, problem);
      }
    }
    // The schema's linkage can require a field (e.g. when another has a value); the browser shows
    // it as required, and a write that skips the form must meet the same rule.
    if (linkage && typeof data === 'object' && data !== null && !Array.isArray(data)) {
      const values = data as Record<string, unknown>;
      for (const [name, state] of Object.entries(computeFieldStates(linkage, values))) {
        if (state.required && (values[name] === undefined || values[name] === null) && !seen.has(name))
          seen.set(name, { field: name, message: fieldMessage(entity, name, { keyword: 'required' }) });
      }
    }
    return [...seen.values()];
  }) as EntityValidator;
  validator.schema = schema;
  perEntity.set(mode, validator);
  return validator;
}

/** The field's title in a locale, for messages and Excel headers. */
export function fieldTitle(field: ResolvedField, locale: 'zh-CN' | 'en-US'): string {
  return resolveText(field.schema.title, locale);
}
