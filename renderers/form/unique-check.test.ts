import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/schema/types';
import { uniqueCheckOf, uniqueFieldsWithValues } from './unique-check';

const entity = {
  'x-table': 'sys_user',
  properties: {
    username: { 'x-unique': true },
    orgCode: { 'x-unique': true },
    phone: { 'x-column': 'mobile_no', 'x-unique': true },
    realname: {},
  },
} as unknown as EntitySchema;

describe('duplicate check', () => {
  it('asks with the field, its column, the value and the record id', () => {
    expect(uniqueCheckOf(entity, 'orgCode', 'A01', 'abc')).toEqual({
      field: 'orgCode',
      column: 'org_code',
      value: 'A01',
      dataId: 'abc',
    });
    expect(uniqueCheckOf(entity, 'phone', '138')).toEqual({
      field: 'phone',
      column: 'mobile_no',
      value: '138',
    });
  });
  it('checks only unique fields with values', () => {
    expect(
      uniqueFieldsWithValues(entity, ['username', 'orgCode', 'realname'], {
        username: 'a',
        orgCode: '',
        realname: 'x',
      }),
    ).toEqual(['username']);
  });
});
