import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/schema/types';
import { duplicateCheckRequest, uniqueFieldsWithValues } from './unique-check';

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
  it('asks with table, column, value and the record id', () => {
    expect(duplicateCheckRequest(entity, 'orgCode', 'A01', 'abc')).toEqual({
      url: '/sys/duplicate/check',
      method: 'GET',
      params: { tableName: 'sys_user', fieldName: 'org_code', fieldVal: 'A01', dataId: 'abc' },
    });
    expect(duplicateCheckRequest(entity, 'phone', '138').params).toEqual({
      tableName: 'sys_user',
      fieldName: 'mobile_no',
      fieldVal: '138',
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
