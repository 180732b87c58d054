import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { UnsupportedSchemaError } from './unsupported-schema';

const keywords = (schema: unknown, value: unknown) => interpret(schema, value).map((f) => f.failure.keyword);

describe('interpret', () => {
  it("checks types, nullable types and ajv's integer rule", () => {
    expect(keywords({ type: 'string' }, 1)).toEqual(['type']);
    expect(keywords({ type: 'integer' }, 1.5)).toEqual(['type']);
    expect(keywords({ type: 'integer' }, 2)).toEqual([]);
    expect(keywords({ type: 'number' }, '2')).toEqual(['type']);
    expect(keywords({ type: 'boolean' }, 'true')).toEqual(['type']);
    expect(keywords({ type: ['string', 'null'] }, null)).toEqual([]);
    expect(keywords({ type: 'string' }, null)).toEqual(['type']);
    expect(keywords({ type: 'array' }, {})).toEqual(['type']);
    expect(keywords({ type: 'object' }, [])).toEqual(['type']);
  });
  it('counts lengths in code points and tests patterns with the u flag', () => {
    expect(keywords({ type: 'string', maxLength: 2 }, '😀😀')).toEqual([]);
    expect(keywords({ type: 'string', maxLength: 2 }, '😀😀😀')).toEqual(['maxLength']);
    expect(keywords({ type: 'string', minLength: 3 }, 'ab')).toEqual(['minLength']);
    expect(keywords({ type: 'string', pattern: '^\\p{Script=Han}+$' }, '证书')).toEqual([]);
    expect(keywords({ type: 'string', pattern: '^[A-Z]+$' }, 'ab')).toEqual(['pattern']);
  });
  it("reports failures in ajv's order: enum, length, pattern, format", () => {
    expect(
      interpret({ type: 'string', enum: ['a'], maxLength: 3, pattern: '^x', format: 'mobile' }, 'bbbb').map(
        (f) => f.failure,
      ),
    ).toEqual([
      { keyword: 'enum' },
      { keyword: 'maxLength', limit: 3 },
      { keyword: 'pattern' },
      { keyword: 'format', format: 'mobile' },
    ]);
  });
  it('checks ranges, including the exclusive ones', () => {
    expect(keywords({ type: 'number', minimum: 0, maximum: 10 }, -1)).toEqual(['minimum']);
    expect(keywords({ type: 'number', minimum: 0, maximum: 10 }, 10)).toEqual([]);
    expect(keywords({ type: 'number', exclusiveMaximum: 10 }, 10)).toEqual(['exclusiveMaximum']);
    expect(keywords({ type: 'number', exclusiveMinimum: 0 }, 0)).toEqual(['exclusiveMinimum']);
  });
  it('checks arrays: counts, uniqueness and each item with its path', () => {
    const schema = {
      type: 'array',
      items: { type: 'string', enum: ['a', 'b'] },
      minItems: 1,
      maxItems: 2,
      uniqueItems: true,
    };
    expect(keywords(schema, [])).toEqual(['minItems']);
    expect(keywords(schema, ['a', 'b', 'a'])).toEqual(['maxItems', 'uniqueItems']);
    expect(interpret(schema, ['a', 'c'])).toEqual([{ path: ['1'], failure: { keyword: 'enum' } }]);
  });
  it('treats empty properties as no value: only required sees them', () => {
    const schema = {
      type: 'object',
      required: ['a', 'b', 'c'],
      properties: {
        a: { type: 'string', format: 'm' },
        b: { type: 'string' },
        c: { type: 'integer' },
        d: { type: 'string', minLength: 3 },
      },
    };
    expect(interpret(schema, { a: '', b: null, d: '' })).toEqual([
      { path: ['a'], failure: { keyword: 'required' } },
      { path: ['b'], failure: { keyword: 'required' } },
      { path: ['c'], failure: { keyword: 'required' } },
    ]);
    expect(interpret(schema, { a: '123', b: 'x', c: 1, d: 'xy' })).toEqual([
      { path: ['a'], failure: { keyword: 'format', format: 'm' } },
      { path: ['d'], failure: { keyword: 'minLength', limit: 3 } },
    ]);
  });
  it('refuses properties outside additionalProperties: false', () => {
    expect(interpret({ type: 'object', properties: {}, additionalProperties: false }, { x: 1 })).toEqual([
      { path: ['x'], failure: { keyword: 'additionalProperties' } },
    ]);
  });
  it('ignores annotations and x- keywords, compares enum and const by value', () => {
    expect(
      keywords(
        {
          type: 'string',
          title: 'T',
          description: 'd',
          default: 'a',
          readOnly: true,
          'x-dict': 'sex',
          enum: ['1', '2'],
        },
        '1',
      ),
    ).toEqual([]);
    expect(keywords({ const: 3 }, 3)).toEqual([]);
    expect(keywords({ const: 3 }, 4)).toEqual(['const']);
  });
  it('throws on a keyword, type, format or pattern it cannot honour rather than passing', () => {
    expect(() => interpret({ type: 'string', $ref: '#/x' }, 'a')).toThrow(UnsupportedSchemaError);
    expect(() => interpret({ anyOf: [] }, 'a')).toThrow(/anyOf/);
    expect(() => interpret({ type: 'date' }, 'a')).toThrow(UnsupportedSchemaError);
    expect(() => interpret({ type: 'string', format: 'ipv4' }, 'a')).toThrow(/ipv4/);
    expect(() => interpret({ type: 'string', format: '__proto__' }, 'a')).toThrow(UnsupportedSchemaError);
    expect(() => interpret({ type: 'string', pattern: '(' }, 'a')).toThrow(UnsupportedSchemaError);
  });
});
