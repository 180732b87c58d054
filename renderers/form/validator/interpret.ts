/**
 * A JSON Schema interpreter for the keyword subset entity schemas may use (see
 * schemas/meta/entity.schema.json), so the browser validates without compiling code: ajv builds
 * validators with `new Function`, which the app's CSP (no 'unsafe-eval') forbids. Keywords are
 * checked in ajv's order (type; const, enum; number; string; array; object) so "the first failure
 * of a field" is the same one the server's ajv reports first. A schema with a keyword outside the
 * subset throws rather than passing silently.
 *
 * One rule of the app beyond JSON Schema: a property whose value is empty (undefined, null or '')
 * has no value; only `required` looks at it. The server does the same (src/shared/schema/validate.ts).
 * After a type failure nothing else is checked at that place (it would not be the first failure).
 */
import { FORMATS, isFormatName } from '../../../src/shared/validation/formats';
import type { RuleFailure } from '../../../src/shared/validation/messages';
import { refuseKeyword, UnsupportedSchemaError } from './unsupported-schema';

export interface Failure {
  /** Instance path; for `required`, the missing property's path. */
  path: string[];
  failure: RuleFailure;
}

type Schema = Record<string, unknown>;

/** Keywords that never fail a value. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
]);
const VALIDATING = new Set([
  'type',
  'const',
  'enum',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'uniqueItems',
  'items',
  'required',
  'properties',
  'additionalProperties',
]);

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function checkKeywords(schema: Schema): void {
  for (const key of Object.keys(schema)) {
    if (!VALIDATING.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-')) refuseKeyword(key);
  }
}

function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    // ajv's test, kept literally so both sides agree on edge values.
    case 'integer':
      return typeof value === 'number' && !(value % 1) && !Number.isNaN(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      throw new UnsupportedSchemaError(`unknown type ${JSON.stringify(type)}`);
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal((a as Schema)[k], (b as Schema)[k]))
  );
}

const patterns = new Map<string, RegExp>();

/** ajv compiles `pattern` with the 'u' flag; so do we, once per source. */
function patternOf(source: unknown): RegExp {
  if (typeof source !== 'string') throw new UnsupportedSchemaError('pattern must be a string');
  let re = patterns.get(source);
  if (!re) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      throw new UnsupportedSchemaError(`invalid pattern ${source}`);
    }
    patterns.set(source, re);
  }
  return re;
}

function limit(schema: Schema, key: string): number {
  const value = schema[key];
  if (typeof value !== 'number') throw new UnsupportedSchemaError(`${key} must be a number`);
  return value;
}

function asSchema(value: unknown, where: string): Schema {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UnsupportedSchemaError(`${where} must be a schema object`);
  return value as Schema;
}

function numberFailures(schema: Schema, value: number): RuleFailure[] {
  const out: RuleFailure[] = [];
  if (schema.maximum !== undefined && value > limit(schema, 'maximum'))
    out.push({ keyword: 'maximum', limit: limit(schema, 'maximum') });
  if (schema.minimum !== undefined && value < limit(schema, 'minimum'))
    out.push({ keyword: 'minimum', limit: limit(schema, 'minimum') });
  if (schema.exclusiveMaximum !== undefined && value >= limit(schema, 'exclusiveMaximum'))
    out.push({ keyword: 'exclusiveMaximum', limit: limit(schema, 'exclusiveMaximum') });
  if (schema.exclusiveMinimum !== undefined && value <= limit(schema, 'exclusiveMinimum'))
    out.push({ keyword: 'exclusiveMinimum', limit: limit(schema, 'exclusiveMinimum') });
  return out;
}

function stringFailures(schema: Schema, value: string): RuleFailure[] {
  const out: RuleFailure[] = [];
  // Code points, as ajv counts (an emoji is one character, not two UTF-16 units).
  const length = schema.maxLength !== undefined || schema.minLength !== undefined ? [...value].length : 0;
  if (schema.maxLength !== undefined && length > limit(schema, 'maxLength'))
    out.push({ keyword: 'maxLength', limit: limit(schema, 'maxLength') });
  if (schema.minLength !== undefined && length < limit(schema, 'minLength'))
    out.push({ keyword: 'minLength', limit: limit(schema, 'minLength') });
  if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value))
    out.push({ keyword: 'pattern' });
  if (schema.format !== undefined) {
    const format = String(schema.format);
    if (!isFormatName(format)) throw new UnsupportedSchemaError(`unknown format "${format}"`);
    if (!FORMATS[format].test(value)) out.push({ keyword: 'format', format });
  }
  return out;
}

function arrayFailures(schema: Schema, value: unknown[], path: string[]): Failure[] {
  const out: Failure[] = [];
  const here = (failure: RuleFailure) => out.push({ path, failure });
  if (schema.maxItems !== undefined && value.length > limit(schema, 'maxItems'))
    here({ keyword: 'maxItems', limit: limit(schema, 'maxItems') });
  if (schema.minItems !== undefined && value.length < limit(schema, 'minItems'))
    here({ keyword: 'minItems', limit: limit(schema, 'minItems') });
  if (schema.uniqueItems === true && value.some((v, i) => value.findIndex((w) => equal(v, w)) !== i))
    here({ keyword: 'uniqueItems' });
  if (schema.items !== undefined) {
    const items = asSchema(schema.items, 'items');
    value.forEach((item, i) => out.push(...interpretAt(items, item, [...path, String(i)])));
  }
  return out;
}

function objectFailures(schema: Schema, value: Schema, path: string[]): Failure[] {
  const out: Failure[] = [];
  const required = schema.required ?? [];
  if (!Array.isArray(required)) throw new UnsupportedSchemaError('required must be an array');
  for (const name of required as string[])
    if (isEmptyValue(value[name])) out.push({ path: [...path, name], failure: { keyword: 'required' } });
  const properties = schema.properties === undefined ? {} : asSchema(schema.properties, 'properties');
  const extra = schema.additionalProperties;
  for (const [name, v] of Object.entries(value)) {
    const own = Object.prototype.hasOwnProperty.call(properties, name);
    if (isEmptyValue(v) && own) continue;
    if (own) out.push(...interpretAt(asSchema(properties[name], name), v, [...path, name]));
    else if (extra === false)
      out.push({ path: [...path, name], failure: { keyword: 'additionalProperties' } });
    else if (extra !== undefined && extra !== true)
      out.push(...interpretAt(asSchema(extra, 'additionalProperties'), v, [...path, name]));
  }
  return out;
}

function interpretAt(schema: Schema, value: unknown, path: string[]): Failure[] {
  checkKeywords(schema);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 0 && !types.some((t) => hasType(value, t)))
    return [{ path, failure: { keyword: 'type' } }];
  const out: Failure[] = [];
  const here = (failure: RuleFailure) => out.push({ path, failure });
  if (schema.const !== undefined && !equal(value, schema.const)) here({ keyword: 'const' });
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum)) throw new UnsupportedSchemaError('enum must be an array');
    if (!schema.enum.some((e) => equal(value, e))) here({ keyword: 'enum' });
  }
  if (typeof value === 'number') numberFailures(schema, value).forEach(here);
  if (typeof value === 'string') stringFailures(schema, value).forEach(here);
  if (Array.isArray(value)) out.push(...arrayFailures(schema, value, path));
  else if (typeof value === 'object' && value !== null)
    out.push(...objectFailures(schema, value as Schema, path));
  return out;
}

/** Every failure of `value` against `schema`, in ajv's order; throws UnsupportedSchemaError. */
export function interpret(schema: unknown, value: unknown): Failure[] {
  if (schema === true) return [];
  return interpretAt(asSchema(schema, 'schema'), value, []);
}
