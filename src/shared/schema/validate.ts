/**
 * Write validation of an entity, compiled once per entity and mode and shared by the browser and
 * the server: the same ajv document (standard keywords only, derived from the entity), the same
 * named formats, the same per-field messages. Every error is reported, one per field.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ResolvedEntity, ResolvedField } from './registry';
import { addFormats, isFormatName, FORMATS } from './formats';
import { resolveText } from './i18n';
import type { FieldSchema } from './types';

export type WriteMode = 'add' | 'edit' | 'import';
export type Pair = { 'zh-CN': string; 'en-US': string };
export interface FieldProblem {
  field: string;
  message: Pair;
}

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });
addFormats(ajv);

function writableIn(field: ResolvedField, mode: WriteMode): boolean {
  if (!field.writable) return false;
  if (mode === 'edit' && field.schema['x-create-only']) return false;
  if (mode === 'import' && !field.importable) return false;
  return true;
}

const STANDARD = ['type', 'format', 'maxLength', 'minLength', 'minimum', 'maximum', 'pattern', 'enum', 'items', 'maxItems', 'minItems'] as const;

function standardPart(schema: FieldSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of STANDARD) if (schema[key] !== undefined) out[key] = schema[key];
  // An empty optional field may be sent as null by forms; required-ness is checked separately.
  out.type = [schema.type, 'null'];
  if (schema.enum) out.enum = [...schema.enum, null];
  return out;
}

/** The ajv document for one mode: only writable fields; unknown properties refused. */
export function writeSchema(entity: ResolvedEntity, mode: WriteMode): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of entity.fields.values()) if (writableIn(field, mode)) properties[field.name] = standardPart(field.schema);
  if (mode === 'edit') properties.id = { type: 'string', minLength: 1, maxLength: 64 };
  const required = (entity.schema.required ?? []).filter((name) => {
    const f = entity.fields.get(name);
    return f !== undefined && writableIn(f, mode);
  });
  if (mode === 'edit') required.push('id');
  return { type: 'object', properties, required, additionalProperties: false };
}

const REQUIRED: Pair = { 'zh-CN': '该字段不能为空!', 'en-US': 'This field is required!' };

function messageFor(entity: ResolvedEntity, e: ErrorObject): { field: string; message: Pair } {
  if (e.keyword === 'required') {
    const field = String((e.params as { missingProperty: string }).missingProperty);
    return { field, message: REQUIRED };
  }
  if (e.keyword === 'additionalProperties') {
    const field = String((e.params as { additionalProperty: string }).additionalProperty);
    const known = entity.fields.has(field);
    return {
      field,
      message: known
        ? { 'zh-CN': '该字段不允许修改!', 'en-US': 'This field cannot be written!' }
        : { 'zh-CN': '未知字段!', 'en-US': 'Unknown field!' },
    };
  }
  const field = e.instancePath.split('/')[1] ?? '';
  const schema = entity.fields.get(field)?.schema;
  const custom = schema?.['x-message'];
  if ((e.keyword === 'format' || e.keyword === 'pattern') && custom) {
    return { field, message: typeof custom === 'string' ? { 'zh-CN': custom, 'en-US': custom } : custom };
  }
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'format': {
      const name = String(p.format);
      return { field, message: isFormatName(name) ? FORMATS[name].message : { 'zh-CN': '格式不正确!', 'en-US': 'Invalid format!' } };
    }
    case 'maxLength':
      return { field, message: { 'zh-CN': `最多${String(p.limit)}个字符!`, 'en-US': `At most ${String(p.limit)} characters!` } };
    case 'minLength':
      return Number(p.limit) <= 1 ? { field, message: REQUIRED } : { field, message: { 'zh-CN': `至少${String(p.limit)}个字符!`, 'en-US': `At least ${String(p.limit)} characters!` } };
    case 'minimum':
      return { field, message: { 'zh-CN': `不能小于${String(p.limit)}!`, 'en-US': `Must be at least ${String(p.limit)}!` } };
    case 'maximum':
      return { field, message: { 'zh-CN': `不能大于${String(p.limit)}!`, 'en-US': `Must be at most ${String(p.limit)}!` } };
    case 'maxItems':
      return { field, message: { 'zh-CN': `最多选择${String(p.limit)}项!`, 'en-US': `Choose at most ${String(p.limit)}!` } };
    case 'minItems':
      return { field, message: { 'zh-CN': `至少选择${String(p.limit)}项!`, 'en-US': `Choose at least ${String(p.limit)}!` } };
    case 'enum':
      return { field, message: { 'zh-CN': '不是可选的值!', 'en-US': 'Not one of the allowed values!' } };
    case 'type':
      return { field, message: { 'zh-CN': '数据类型不正确!', 'en-US': 'Wrong type of value!' } };
    case 'pattern':
      return { field, message: { 'zh-CN': '格式不正确!', 'en-US': 'Invalid format!' } };
    default:
      return { field, message: { 'zh-CN': '值无效!', 'en-US': 'Invalid value!' } };
  }
}

export interface EntityValidator {
  (data: unknown): FieldProblem[];
  schema: Record<string, unknown>;
}

const cache = new WeakMap<ResolvedEntity, Map<WriteMode, EntityValidator>>();

/** Compiled once per entity and mode; answers every field's first problem, in field order. */
export function entityValidator(entity: ResolvedEntity, mode: WriteMode): EntityValidator {
  let perEntity = cache.get(entity);
  if (!perEntity) cache.set(entity, (perEntity = new Map()));
  const existing = perEntity.get(mode);
  if (existing) return existing;
  const schema = writeSchema(entity, mode);
  const compiled: ValidateFunction = ajv.compile(schema);
  const validator = ((data: unknown): FieldProblem[] => {
    if (compiled(data)) return [];
    const seen = new Map<string, FieldProblem>();
    for (const e of compiled.errors ?? []) {
      const problem = messageFor(entity, e);
      if (!seen.has(problem.field)) seen.set(problem.field, problem);
    }
    return [...seen.values()];
  }) as EntityValidator;
  validator.schema = schema;
  // Required but empty strings count as missing, like the form's required rule.
  const required = new Set((schema.required as string[]) ?? []);
  const wrapped = ((data: unknown): FieldProblem[] => {
    const problems = validator(data);
    if (typeof data === 'object' && data !== null) {
      for (const name of required) {
        const v = (data as Record<string, unknown>)[name];
        if ((v === '' || v === null) && !problems.some((p) => p.field === name)) problems.push({ field: name, message: REQUIRED });
      }
    }
    return problems;
  }) as EntityValidator;
  wrapped.schema = schema;
  perEntity.set(mode, wrapped);
  return wrapped;
}

/** The field's title in a locale, for messages and Excel headers. */
export function fieldTitle(field: ResolvedField, locale: 'zh-CN' | 'en-US'): string {
  return resolveText(field.schema.title, locale);
}
