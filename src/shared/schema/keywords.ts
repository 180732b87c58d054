/**
 * The `x-` keywords of the schema format (schemas/meta/entity.schema.json; their meaning is in
 * types.ts) as named constants, and the one way to read one: `schemaKeyword(field, X_DICT)` gives
 * the keyword's declared type, also for a schema typed as plain JSON Schema (rjsf's), so no caller
 * casts a schema to reach a keyword. keywords.test.ts fails when the meta schema and this list part.
 */
import type { EntitySchema, FieldSchema } from './types';

// Entity keywords.
export const X_TABLE = 'x-table';
export const X_API = 'x-api';
export const X_SCOPE = 'x-scope';
export const X_OWNER_COLUMN = 'x-owner-column';
export const X_PERMISSIONS = 'x-permissions';
export const X_LIST_SIGNED_IN = 'x-list-signed-in';
export const X_PROTECTED = 'x-protected';
export const X_SOFT_DELETE = 'x-soft-delete';
export const X_LINKAGE = 'x-linkage';
export const X_SUB_TABLES = 'x-sub-tables';
export const X_WORKFLOW = 'x-workflow';

// Field keywords.
export const X_COLUMN = 'x-column';
export const X_DICT = 'x-dict';
export const X_I18N_FIELD = 'x-i18n-field';
export const X_UNIQUE = 'x-unique';
export const X_NOT_NULL = 'x-not-null';
export const X_CHECK_RULE = 'x-check-rule';
export const X_NUMERIC = 'x-numeric';
export const X_WIDGET = 'x-widget';
export const X_WIDGET_OPTIONS = 'x-widget-options';
export const X_MESSAGE = 'x-message';
export const X_VIRTUAL = 'x-virtual';
export const X_FILTER = 'x-filter';
export const X_SORT = 'x-sort';
export const X_EXPORT = 'x-export';
export const X_IMPORT = 'x-import';
export const X_CREATE_ONLY = 'x-create-only';
export const X_ROW_VALUE = 'x-row-value';
export const X_DEFAULT_VAR = 'x-default-var';
export const X_DEFAULT_RULE = 'x-default-rule';

export type EntityKeyword = Extract<keyof EntitySchema, `x-${string}`>;
export type FieldKeyword = Extract<keyof FieldSchema, `x-${string}`>;
export type SchemaKeyword = EntityKeyword | FieldKeyword;

/** The JSON type each keyword holds (the meta schema checks the rest of its shape at load). */
type JsonKind = 'string' | 'boolean' | 'object' | 'array';

const ENTITY_KINDS = {
  [X_TABLE]: 'string',
  [X_API]: 'string',
  [X_SCOPE]: 'string',
  [X_OWNER_COLUMN]: 'string',
  [X_PERMISSIONS]: 'object',
  [X_LIST_SIGNED_IN]: 'boolean',
  [X_PROTECTED]: 'object',
  [X_SOFT_DELETE]: 'object',
  [X_LINKAGE]: 'array',
  [X_SUB_TABLES]: 'array',
  [X_WORKFLOW]: 'object',
} as const satisfies Record<EntityKeyword, JsonKind>;

const FIELD_KINDS = {
  [X_COLUMN]: 'string',
  [X_DICT]: 'string',
  [X_I18N_FIELD]: 'object',
  [X_UNIQUE]: 'boolean',
  [X_NOT_NULL]: 'boolean',
  [X_CHECK_RULE]: 'string',
  [X_NUMERIC]: 'array',
  [X_WIDGET]: 'string',
  [X_WIDGET_OPTIONS]: 'object',
  // An I18nText: a key or a { zh-CN, en-US } pair.
  [X_MESSAGE]: ['string', 'object'],
  [X_VIRTUAL]: 'boolean',
  [X_FILTER]: 'boolean',
  [X_SORT]: 'boolean',
  [X_EXPORT]: 'boolean',
  [X_IMPORT]: 'boolean',
  [X_CREATE_ONLY]: 'boolean',
  [X_ROW_VALUE]: 'string',
  [X_DEFAULT_VAR]: 'string',
  [X_DEFAULT_RULE]: 'string',
} as const satisfies Record<FieldKeyword, JsonKind | readonly JsonKind[]>;

/** Every keyword, entity ones first. */
export const ENTITY_KEYWORDS = Object.keys(ENTITY_KINDS) as EntityKeyword[];
export const FIELD_KEYWORDS = Object.keys(FIELD_KINDS) as FieldKeyword[];

const KINDS: Record<SchemaKeyword, JsonKind | readonly JsonKind[]> = { ...ENTITY_KINDS, ...FIELD_KINDS };

export type KeywordValue<K extends SchemaKeyword> = K extends FieldKeyword
  ? FieldSchema[K]
  : K extends EntityKeyword
    ? EntitySchema[K]
    : never;

function kindOf(value: unknown): JsonKind | 'other' {
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return 'other';
}

/** The keyword's value when it has the JSON type the keyword holds, else undefined. */
export function schemaKeyword<K extends EntityKeyword>(schema: EntitySchema, keyword: K): EntitySchema[K];
export function schemaKeyword<K extends FieldKeyword>(
  schema: FieldSchema | undefined,
  keyword: K,
): FieldSchema[K];
export function schemaKeyword<K extends SchemaKeyword>(
  schema: object | undefined,
  keyword: K,
): KeywordValue<K> | undefined;
export function schemaKeyword(schema: object | undefined, keyword: SchemaKeyword): unknown {
  if (schema === undefined || !Object.hasOwn(schema, keyword)) return undefined;
  const value: unknown = Reflect.get(schema, keyword);
  const expected = KINDS[keyword];
  const kinds: readonly string[] = typeof expected === 'string' ? [expected] : expected;
  return kinds.includes(kindOf(value)) ? value : undefined;
}
