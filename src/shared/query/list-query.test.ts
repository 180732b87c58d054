import { describe, expect, it } from 'vitest';
import { resolveEntity } from '../schema/registry';
import type { EntitySchema } from '../schema/types';
import { parseListQuery } from './list-query';
import { encodeCursor } from './cursor';
import { QueryError } from './errors';

const entity = resolveEntity({
  $id: 'demo',
  type: 'object',
  title: 'demo',
  'x-table': 'demo_item',
  'x-api': '/demo/item',
  'x-scope': 'company',
  'x-permissions': { list: 'demo:item:list' },
  properties: {
    name: { type: 'string', title: 'name' },
    code: { type: 'string', title: 'code', 'x-column': 'item_code' },
    qty: { type: 'integer', title: 'qty' },
    price: { type: 'number', title: 'price' },
    active: { type: 'boolean', title: 'active' },
    issued: { type: 'string', format: 'date', title: 'issued' },
    secret: { type: 'string', title: 'secret', writeOnly: true },
    note: { type: 'string', title: 'note', 'x-filter': false, 'x-sort': false },
    tags: { type: 'array', title: 'tags', items: { type: 'string' } },
    flag: { type: 'string', title: 'flag', 'x-virtual': true, readOnly: true },
    typed: { type: 'string', title: 'typed', 'x-virtual': true },
  },
  additionalProperties: false,
} satisfies EntitySchema);

const parse = (params: Record<string, unknown>) => parseListQuery(entity, params);
const refused = (params: Record<string, unknown>, param: RegExp) => {
  try {
    parse(params);
  } catch (err) {
    expect(err).toBeInstanceOf(QueryError);
    expect((err as QueryError).param).toMatch(param);
    expect((err as QueryError).text['zh-CN']).toContain((err as QueryError).param);
    return;
  }
  throw new Error(`accepted ${JSON.stringify(params)}`);
};

describe('value grammar', () => {
  it.each([
    ['abc', { kind: 'compare', op: 'eq', value: 'abc', column: 'name' }],
    ['*ab*', { kind: 'like', mode: 'contains', value: 'ab' }],
    ['*ab', { kind: 'like', mode: 'ends', value: 'ab' }],
    ['ab*', { kind: 'like', mode: 'starts', value: 'ab' }],
    ['a,b', { kind: 'in', values: ['a', 'b'] }],
    ['!ab', { kind: 'compare', op: 'ne', value: 'ab' }],
    ['a++b', { kind: 'compare', op: 'eq', value: 'a,b' }],
    ['a++b,c', { kind: 'in', values: ['a,b', 'c'] }],
  ])('name=%s', (raw, expected) => {
    expect(parse({ name: raw }).conditions).toEqual([expect.objectContaining(expected)]);
  });

  it(',a,b, is an OR of contains-likes', () => {
    expect(parse({ name: ',a,b,' }).conditions).toEqual([
      {
        kind: 'group',
        match: 'or',
        conditions: [
          { kind: 'like', field: 'name', column: 'name', mode: 'contains', value: 'a' },
          { kind: 'like', field: 'name', column: 'name', mode: 'contains', value: 'b' },
        ],
      },
    ]);
  });

  it.each([
    ['> 5', 'gt', 5],
    ['>= 5', 'ge', 5],
    ['< 5', 'lt', 5],
    ['<= 5', 'le', 5],
  ])('qty=%s', (raw, op, value) => {
    expect(parse({ qty: raw }).conditions).toEqual([
      { kind: 'compare', field: 'qty', column: 'qty', op, value },
    ]);
  });

  it('maps x-column and coerces types', () => {
    expect(parse({ code: 'X1', price: '2.5', active: 'true' }).conditions).toEqual([
      { kind: 'compare', field: 'code', column: 'item_code', op: 'eq', value: 'X1' },
      { kind: 'compare', field: 'price', column: 'price', op: 'eq', value: 2.5 },
      { kind: 'compare', field: 'active', column: 'active', op: 'eq', value: true },
    ]);
  });

  it('ranges and MultiString', () => {
    expect(
      parse({
        issued_begin: '2024-01-01',
        issued_end: '2024-12-31',
        createTime_end: '2024-02-01',
        code_MultiString: 'a,b',
      }).conditions,
    ).toEqual([
      { kind: 'compare', field: 'issued', column: 'issued', op: 'ge', value: '2024-01-01' },
      { kind: 'compare', field: 'issued', column: 'issued', op: 'le', value: '2024-12-31' },
      {
        kind: 'compare',
        field: 'createTime',
        column: 'create_time',
        op: 'le',
        value: '2024-02-01 23:59:59.999999',
      },
      { kind: 'in', field: 'code', column: 'item_code', values: ['a', 'b'] },
    ]);
  });

  it('ignores empty values (the query form sends them)', () => {
    expect(parse({ name: '', qty: '', _t: '1700000000' }).conditions).toEqual([]);
  });

  it('refuses values of the wrong type and likes on non-text fields', () => {
    refused({ qty: 'abc' }, /^qty$/);
    refused({ qty: '*5*' }, /^qty$/);
    refused({ issued: '2024-02-30' }, /^issued$/);
    refused({ active: 'yes' }, /^active$/);
    refused({ qty: '1,x' }, /^qty$/);
  });
});

describe('refusals name the parameter', () => {
  it('unknown, write-only, non-filterable and array fields', () => {
    refused({ nope: 'x' }, /^nope$/);
    refused({ secret: 'x' }, /^secret$/);
    refused({ note: 'x' }, /^note$/);
    refused({ tags: 'x' }, /^tags$/);
    refused({ nope_begin: '1' }, /^nope_begin$/);
  });

  it('injection payloads as parameter names or values', () => {
    refused({ 'name;drop table demo_item': 'x' }, /drop table/);
    refused({ 'id) or (1=1': 'x' }, /1=1/);
    refused({ __proto__x: 'x' }, /__proto__x/);
    const proto = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
    refused(proto, /__proto__/);
    refused({ constructor: 'x' }, /constructor/);
    // A payload as a value is only ever a bound parameter: accepted as plain text.
    expect(parse({ name: "x' or '1'='1" }).conditions[0]).toMatchObject({
      kind: 'compare',
      value: "x' or '1'='1",
    });
    expect(parse({ name: '*%_\\*' }).conditions[0]).toMatchObject({ kind: 'like', value: '%_\\' });
  });

  it('sort column and order', () => {
    refused({ column: 'password' }, /column=password/);
    refused({ column: 'secret' }, /column=secret/);
    refused({ column: 'create_time desc,(select 1)' }, /column/);
    refused({ column: 'note' }, /column=note/);
    refused({ column: 'name', order: 'desc;drop' }, /^order$/);
    refused({ column: 'a,b,c,d,e,f' }, /^column$/);
  });

  it('paging and repeated parameters', () => {
    refused({ pageNo: '0' }, /^pageNo$/);
    refused({ pageNo: '1 or 1=1' }, /^pageNo$/);
    refused({ pageSize: '1001' }, /^pageSize$/);
    refused({ pageSize: '-521' }, /^pageSize$/);
    refused({ name: ['a', 'b'] }, /^name$/);
  });

  it('field list', () => {
    refused({ field: 'id,name,secret' }, /field=secret/);
    refused({ field: 'id,(select 1)' }, /field=/);
    expect(parse({ field: 'id,name,qty_dictText' }).fields).toEqual(['id', 'name', 'qty']);
    // A value the list hook fills in is computed from the row, so asking for it keeps every field;
    // a virtual input is refused.
    expect(parse({ field: 'id,flag,name' }).fields).toEqual([]);
    refused({ field: 'id,typed' }, /field=typed/);
  });
});

describe('sorting', () => {
  it('default is createTime desc then id', () => {
    expect(parse({}).sort).toEqual([
      { field: 'createTime', column: 'create_time', direction: 'desc' },
      { field: 'id', column: 'id', direction: 'desc' },
    ]);
  });

  it('column list with _dictText stripped, order applied to all', () => {
    expect(parse({ column: 'code_dictText,qty', order: 'ASC' }).sort).toEqual([
      { field: 'code', column: 'item_code', direction: 'asc' },
      { field: 'qty', column: 'qty', direction: 'asc' },
      { field: 'id', column: 'id', direction: 'asc' },
    ]);
  });
});

describe('advanced query', () => {
  const sq = (lines: unknown, match?: string) => {
    const params: Record<string, unknown> = { superQueryParams: encodeURIComponent(JSON.stringify(lines)) };
    if (match) params.superQueryMatchType = match;
    return parse(params).conditions;
  };

  it('and / or groups with every rule', () => {
    expect(
      sq(
        [
          { field: 'name', rule: 'like', val: 'a' },
          { field: 'name', rule: 'left_like', val: 'b' },
          { field: 'name', rule: 'right_like', val: 'c' },
          { field: 'qty', rule: 'ge', val: '3', type: 'int', dbType: 'int' },
          { field: 'qty', rule: 'in', val: '1,2' },
          { field: 'code', rule: 'ne', val: 'z' },
        ],
        'or',
      ),
    ).toEqual([
      {
        kind: 'group',
        match: 'or',
        conditions: [
          { kind: 'like', field: 'name', column: 'name', mode: 'contains', value: 'a' },
          { kind: 'like', field: 'name', column: 'name', mode: 'ends', value: 'b' },
          { kind: 'like', field: 'name', column: 'name', mode: 'starts', value: 'c' },
          { kind: 'compare', field: 'qty', column: 'qty', op: 'ge', value: 3 },
          { kind: 'in', field: 'qty', column: 'qty', values: [1, 2] },
          { kind: 'compare', field: 'code', column: 'item_code', op: 'ne', value: 'z' },
        ],
      },
    ]);
  });

  it('accepts the JSON unencoded too, defaults to and', () => {
    expect(
      parse({ superQueryParams: JSON.stringify([{ field: 'qty', rule: 'eq', val: 1 }]) }).conditions,
    ).toEqual([
      {
        kind: 'group',
        match: 'and',
        conditions: [{ kind: 'compare', field: 'qty', column: 'qty', op: 'eq', value: 1 }],
      },
    ]);
  });

  it('refuses unknown fields, rules, match types, bad JSON and dbType tricks', () => {
    expect(() => sq([{ field: 'secret', rule: 'eq', val: 'x' }])).toThrow(QueryError);
    expect(() => sq([{ field: 'name;drop table x', rule: 'eq', val: 'x' }])).toThrow(/Unknown/);
    expect(() => sq([{ field: 'name', rule: 'ext', val: '1=1' }])).toThrow(/rule/);
    expect(() => sq([{ field: 'qty', rule: 'like', val: '1' }])).toThrow(QueryError);
    expect(() => sq([{ field: 'qty', rule: 'eq', val: '1 or 1=1', dbType: 'string' }])).toThrow(QueryError);
    expect(() => sq([{ field: 'name', rule: 'eq', val: { a: 1 } }])).toThrow(QueryError);
    expect(() => sq([{ field: '__proto__', rule: 'eq', val: 'x' }])).toThrow(QueryError);
    expect(() => sq([], 'xor')).toThrow(/superQueryMatchType/);
    expect(() => parse({ superQueryParams: '[{' })).toThrow(/superQueryParams/);
    expect(() => parse({ superQueryParams: '{"field":"name"}' })).toThrow(/superQueryParams/);
  });
});

describe('cursor', () => {
  it('round-trips for the same sort and is refused for another sort or tampering', () => {
    const q = parse({});
    const cursor = encodeCursor(q.sort, ['2024-01-01 10:00:00.123456+00', 'abc']);
    expect(parse({ cursor }).cursor).toEqual(['2024-01-01 10:00:00.123456+00', 'abc']);
    expect(() => parse({ cursor, column: 'name' })).toThrow(/cursor/);
    expect(() => parse({ cursor: cursor + '!' })).toThrow(/cursor/);
    expect(() => parse({ cursor: encodeCursor(q.sort, [{ x: 1 } as unknown as string, 'a']) })).toThrow(
      /cursor/,
    );
    expect(() => parse({ cursor: encodeCursor(q.sort, ['a', null]) })).toThrow(/cursor/);
  });
});
