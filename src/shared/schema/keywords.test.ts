import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENTITY_KEYWORDS,
  FIELD_KEYWORDS,
  schemaKeyword,
  X_API,
  X_CREATE_ONLY,
  X_DICT,
  X_I18N_FIELD,
  X_MESSAGE,
  X_PERMISSIONS,
  X_WIDGET_OPTIONS,
} from './keywords';
import type { EntitySchema, FieldSchema } from './types';

const meta = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../schemas/meta/entity.schema.json'), 'utf8'),
) as { properties: Record<string, unknown>; definitions: { field: { properties: Record<string, unknown> } } };

const xKeys = (properties: Record<string, unknown>) =>
  Object.keys(properties)
    .filter((k) => k.startsWith('x-'))
    .sort();

describe('schema keywords', () => {
  it('name every x- keyword of the meta schema, entity and field ones', () => {
    expect([...ENTITY_KEYWORDS].sort()).toEqual(xKeys(meta.properties));
    expect([...FIELD_KEYWORDS].sort()).toEqual(xKeys(meta.definitions.field.properties));
  });

  it('read a typed field and entity', () => {
    const field: FieldSchema = { type: 'string', title: '性别', 'x-dict': 'sex', 'x-create-only': true };
    expect(schemaKeyword(field, X_DICT)).toBe('sex');
    expect(schemaKeyword(field, X_CREATE_ONLY)).toBe(true);
    expect(schemaKeyword(field, X_I18N_FIELD)).toBeUndefined();
    expect(schemaKeyword(undefined, X_DICT)).toBeUndefined();
    const entity = {
      $id: 'demo',
      type: 'object',
      title: 'Demo',
      'x-table': 'demo',
      'x-api': '/demo',
      'x-scope': 'none',
      'x-permissions': { list: 'demo:demo:list' },
      properties: { name: { type: 'string', title: 'Name' } },
      additionalProperties: false,
    } satisfies EntitySchema;
    expect(schemaKeyword(entity, X_API)).toBe('/demo');
    expect(schemaKeyword(entity, X_PERMISSIONS)).toEqual({ list: 'demo:demo:list' });
  });

  it('read a plain JSON Schema and give undefined for a value of the wrong type', () => {
    // As rjsf hands a widget its schema: no x- keyword in the type.
    const plain: Record<string, unknown> = {
      type: 'string',
      'x-dict': 42,
      'x-message': { 'zh-CN': '错了', 'en-US': 'Wrong' },
      'x-widget-options': ['not', 'an', 'object'],
    };
    expect(schemaKeyword(plain, X_DICT)).toBeUndefined();
    expect(schemaKeyword(plain, X_MESSAGE)).toEqual({ 'zh-CN': '错了', 'en-US': 'Wrong' });
    expect(schemaKeyword({ 'x-message': 'key.of.text' }, X_MESSAGE)).toBe('key.of.text');
    expect(schemaKeyword(plain, X_WIDGET_OPTIONS)).toBeUndefined();
    expect(schemaKeyword({ 'x-dict': 'sex' }, X_DICT)).toBe('sex');
  });

  it('never reads an inherited property', () => {
    const inherited = Object.create({ 'x-dict': 'sex' }) as object;
    expect(schemaKeyword(inherited, X_DICT)).toBeUndefined();
  });
});
