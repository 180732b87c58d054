import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/schema/types';
import { linesFromRecords, normaliseLines, queryableFields } from './query-lines';

const entity = {
  properties: {
    realname: { type: 'string', title: '姓名' },
    sex: { type: 'string', title: '性别', 'x-dict': 'sex' },
    birthday: { type: 'string', title: '生日', format: 'date' },
    age: { type: 'integer', title: '年龄' },
    password: { type: 'string', title: '密码', writeOnly: true },
    secret: { type: 'string', title: 'x', 'x-filter': false },
    id: { type: 'string', title: 'id', readOnly: true },
  },
} as unknown as EntitySchema;

describe('normaliseLines', () => {
  it('drops empty lines, joins in-values and keeps the first value otherwise', () => {
    expect(
      normaliseLines(
        [
          { key: '1', field: 'sex', rule: 'in', val: ['1', '2'] },
          { key: '2', field: 'realname', rule: 'like', val: ['张', '李'] },
          { key: '3', field: 'age', rule: 'gt', val: 18 },
          { key: '4', field: 'birthday', rule: 'ge', val: '' },
          { key: '5', rule: 'eq', val: 'x' },
          { key: '6', field: 'nope', rule: 'eq', val: 'x' },
        ],
        entity,
      ),
    ).toEqual([
      { field: 'sex', rule: 'in', val: '1,2', type: 'string', dbType: 'string' },
      { field: 'realname', rule: 'like', val: '张', type: 'string', dbType: 'string' },
      { field: 'age', rule: 'gt', val: '18', type: 'int', dbType: 'int' },
    ]);
  });
  it('restores saved records as lines', () => {
    expect(linesFromRecords([{ field: 'sex', rule: 'in', val: '1,2' }])[0]?.val).toEqual(['1', '2']);
  });
  it('offers filterable fields without write-only ones', () => {
    expect(queryableFields(entity).map(([n]) => n)).toEqual(['realname', 'sex', 'birthday', 'age']);
  });
});
