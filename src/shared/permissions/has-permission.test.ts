import { describe, expect, it } from 'vitest';
import { hasButtonPermission, hiddenCodesWithPrefix, type PermissionItem } from './has-permission';

const all: PermissionItem[] = [
  { action: 'system:user:add', type: '2', status: '1' },
  { action: 'system:user:edit,system:user:frozen', type: '2', status: '1' },
  { action: 'system:user:export', type: '2', status: '0' },
  { action: 'system:menu:users', type: '1', status: '1' },
  { action: 'system:menu:roles', type: '1', status: '1' },
];

describe('hasButtonPermission (SPEC §6)', () => {
  it('allows a button the user holds as type 2', () => {
    expect(hasButtonPermission('system:user:add', [{ action: 'system:user:add', type: '2' }], all)).toBe(
      true,
    );
  });
  it('hides an enabled button the user was not granted', () => {
    expect(hasButtonPermission('system:user:add', [], all)).toBe(false);
  });
  it('shows a button whose rule is switched off (status 0)', () => {
    expect(hasButtonPermission('system:user:export', [], all)).toBe(true);
  });
  it('splits comma-separated actions of one entry', () => {
    const user = [{ action: 'system:user:edit,system:user:frozen', type: '2' }];
    expect(hasButtonPermission('system:user:frozen', user, all)).toBe(true);
    expect(hasButtonPermission('system:user:add', user, all)).toBe(false);
  });
  it('denies a code the system does not know and allows an empty code', () => {
    expect(hasButtonPermission('nope:nope', [], all)).toBe(false);
    expect(hasButtonPermission(undefined, [], all)).toBe(true);
  });
  it('a type 1 grant does not allow a button', () => {
    expect(hasButtonPermission('system:user:add', [{ action: 'system:user:add', type: '1' }], all)).toBe(
      false,
    );
  });
});

describe('hiddenCodesWithPrefix', () => {
  it('lists enabled type 1 actions with the prefix the user lacks', () => {
    expect(hiddenCodesWithPrefix('system:menu:', [{ action: 'system:menu:users', type: '1' }], all)).toEqual([
      'system:menu:roles',
    ]);
  });
});
