import { describe, expect, it } from 'vitest';
import retrieveSchema, { retrieveSchemaInternal } from './plain-retrieve-schema';

const plain = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 50 }, tags: { type: 'array', items: { type: 'string' } } },
  additionalProperties: false,
};

describe('plain-retrieve-schema (rjsf retrieveSchema stand-in)', () => {
  it.each([
    ['an object schema of the subset', plain],
    ['a field schema', { type: 'string', format: 'mobile' }],
    ['a schema with oneOf, which rjsf leaves to its field', { oneOf: [{ type: 'string' }] }],
  ])('answers %s itself, as rjsf does', (_case, schema) => {
    expect(retrieveSchema(undefined, schema)).toBe(schema);
    expect(retrieveSchemaInternal(undefined, schema)[0]).toBe(schema);
  });

  it.each([
    ['a boolean schema', true],
    ['no schema', undefined],
  ])('answers {} for %s, as rjsf does', (_case, schema) => {
    expect(retrieveSchema(undefined, schema)).toEqual({});
  });

  it.each([
    ['$ref', { $ref: '#/definitions/x' }],
    ['allOf', { allOf: [{ type: 'string' }] }],
    ['dependencies', { dependencies: { a: ['b'] } }],
    ['if', { if: { required: ['a'] }, then: { required: ['b'] } }],
    ['patternProperties', { patternProperties: { '^x': { type: 'string' } } }],
    ['additionalProperties', { type: 'object', additionalProperties: true }],
  ])('refuses a schema with %s, which rjsf would transform', (keyword, schema) => {
    expect(() => retrieveSchema(undefined, schema)).toThrow(`unsupported schema keyword "${keyword}"`);
  });
});
