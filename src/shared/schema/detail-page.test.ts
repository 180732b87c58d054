/** Detail pages: the fields their groups name, and the check that every page of schemas/ passes. */
import { describe, expect, it } from 'vitest';
import { loadRegistry } from './load-fs';
import { detailGroupFields, detailPageProblems, isSelfDetailPage } from './detail-page';
import type { PageSchema } from './types';

const registry = loadRegistry();
const users = registry.entities.get('sys_user')!;
const roles = registry.entities.get('sys_role')!;

const selfPage: PageSchema = {
  $id: 'p',
  kind: 'detail',
  title: 'x',
  entity: 'sys_user',
  api: {},
  record: 'self',
  groups: [
    { fields: ['username', { field: 'email', title: 'e' }] },
    { fields: ['username', 'selecteddeparts'] },
  ],
};

describe('detail pages', () => {
  it('lists the fields of the groups once, in order', () => {
    expect(detailGroupFields(selfPage)).toEqual(['username', 'email', 'selecteddeparts']);
    expect(detailGroupFields({ ...selfPage, groups: undefined })).toEqual([]);
  });

  it('knows a self page', () => {
    expect(isSelfDetailPage(selfPage)).toBe(true);
    expect(isSelfDetailPage({ ...selfPage, record: { query: 'id' } })).toBe(false);
    expect(isSelfDetailPage({ ...selfPage, kind: 'list' })).toBe(false);
  });

  it('every detail page of schemas/ passes the check (account-settings among them)', () => {
    const detail = [...registry.pages.values()].filter((p) => p.kind === 'detail');
    expect(detail.map((p) => p.$id)).toContain('account-settings');
    for (const page of registry.pages.values()) {
      expect(detailPageProblems(page, registry.entities.get(page.entity)!), page.$id).toEqual([]);
    }
  });

  it('refuses a missing or secret field, a self page on another table, detail keywords on a list', () => {
    const bad: PageSchema = { ...selfPage, groups: [{ fields: ['nope', 'password'] }] };
    expect(detailPageProblems(bad, users)).toEqual([
      ['/groups/0/fields/0', 'field "nope" is not a property of the entity'],
      ['/groups/0/fields/1', 'field "password" is write-only'],
    ]);
    expect(detailPageProblems({ ...selfPage, entity: 'sys_role', groups: undefined }, roles)).toEqual([
      ['/record', '"self" needs an entity on sys_user'],
    ]);
    expect(detailPageProblems({ ...selfPage, kind: 'list' }, users).map(([path]) => path)).toEqual([
      '/groups',
      '/record',
    ]);
  });
});
