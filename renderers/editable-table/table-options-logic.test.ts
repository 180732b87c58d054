/** The pure parts of the table's column options: sorting rows, order numbers, the toolbar's permission. */
import { describe, expect, it } from 'vitest';
import {
  hasButtonPermission,
  hiddenCodesWithPrefix,
  type PermissionItem,
} from '../../src/shared/permissions/has-permission';
import { normaliseColumns } from './columns';
import { orderValues, sortRows } from './row-ops';
import { toolbarCodes } from './toolbar-auth';

describe('sortRows (sorter)', () => {
  const rows = [
    { id: '1', qty: 10, name: '乙' },
    { id: '2', qty: undefined, name: '' },
    { id: '3', qty: 2, name: '甲' },
    { id: '4', qty: 2, name: 'item 10' },
    { id: '5', qty: 7, name: 'item 9' },
  ];
  it('orders numbers by value, keeps equal rows in order and empty cells last either way', () => {
    expect(sortRows(rows, 'qty', 'ascending').map((r) => r.id)).toEqual(['3', '4', '5', '1', '2']);
    expect(sortRows(rows, 'qty', 'descending').map((r) => r.id)).toEqual(['1', '5', '3', '4', '2']);
  });
  it('orders text as Chinese collation does: Chinese by pinyin first, digits within text by value', () => {
    expect(sortRows(rows, 'name', 'ascending').map((r) => r.name)).toEqual([
      '甲',
      '乙',
      'item 9',
      'item 10',
      '',
    ]);
  });
});

describe('orderValues (isOrder)', () => {
  const columns = normaliseColumns([
    { key: 'sortNo', type: 'inputNumber', isOrder: true },
    { key: 'qty', type: 'inputNumber' },
  ]);
  it('numbers new rows on from the largest value; other columns untouched', () => {
    expect(orderValues(columns, [{ sortNo: 3 }, { sortNo: '9' }, { sortNo: '' }], 2)).toEqual([
      { sortNo: 10 },
      { sortNo: 11 },
    ]);
    expect(orderValues(columns, [], 1)).toEqual([{ sortNo: 1 }]);
    expect(orderValues(normaliseColumns([{ key: 'qty', type: 'inputNumber' }]), [], 1)).toEqual([{}]);
  });
});

describe('toolbarCodes (SPEC §6 authPre)', () => {
  const all: PermissionItem[] = [
    { action: 'bill:line:add', type: '1', status: '1' },
    { action: 'bill:line:batch_delete', type: '1', status: '1' },
  ];
  const services = (user: PermissionItem[], catalogue: PermissionItem[]) => ({
    hasPermission: (code: string | undefined) => hasButtonPermission(code, user, catalogue),
    hiddenCodes: (prefix: string) =>
      hiddenCodesWithPrefix(prefix, user, catalogue).map((c) => c.slice(prefix.length)),
  });
  it('shows both buttons without a prefix', () => {
    expect(toolbarCodes(undefined, services([], all))).toEqual({ add: true, batchDelete: true });
  });
  it('hides the codes the excluded list holds (an administrator’s whole catalogue)', () => {
    const granted = [{ action: 'bill:line:add', type: '2' }];
    expect(toolbarCodes('bill:line', services(granted, all))).toEqual({ add: true, batchDelete: false });
  });
  it('hides a code the user lacks when the catalogue they were sent leaves it out', () => {
    // A non-administrator is sent only their own codes and the switched-off ones (menu-routes.ts).
    const granted = [{ action: 'bill:line:batch_delete', type: '2' }];
    expect(toolbarCodes('bill:line:', services(granted, []))).toEqual({ add: false, batchDelete: true });
  });
  it('shows a code whose rule is switched off (status 0)', () => {
    const off = [{ action: 'bill:line:add', type: '1', status: '0' }];
    expect(toolbarCodes('bill:line:', services([], off))).toEqual({ add: true, batchDelete: false });
  });
});
