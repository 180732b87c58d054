import { describe, expect, it } from 'vitest';
import type { SysPermission } from '../../db/types';
import { buildMenuTree } from './menu-tree';

function row(
  partial: Partial<SysPermission> & Pick<SysPermission, 'id' | 'name' | 'menu_type'>,
): SysPermission {
  return {
    parent_id: null,
    name_en: null,
    url: null,
    component: null,
    component_name: null,
    redirect: null,
    perms: null,
    perms_type: '1',
    sort_no: 0,
    always_show: false,
    icon: null,
    is_route: true,
    hidden: false,
    keep_alive: false,
    internal_or_external: false,
    status: '1',
    create_by: null,
    create_time: new Date(0),
    update_by: null,
    update_time: null,
    ...partial,
  };
}

describe('buildMenuTree', () => {
  it('nests by parent, sorts by sort_no, folds buttons and keeps redirect on top level only', () => {
    const tree = buildMenuTree([
      row({
        id: 'b',
        name: 'B',
        menu_type: 0,
        sort_no: 2,
        url: '/b',
        component: 'layouts/RouteView',
        redirect: '/b/x',
      }),
      row({ id: 'a', name: 'A', menu_type: 0, sort_no: 1, url: '/a', component: 'dashboard/Analysis' }),
      row({
        id: 'bx',
        parent_id: 'b',
        name: 'BX',
        menu_type: 1,
        url: '/b/x',
        component: 'schema/x-list',
        redirect: '/ignored',
      }),
      row({ id: 'btn', parent_id: 'bx', name: 'Add', menu_type: 2, perms: 'x:add' }),
      row({ id: 'orphan', parent_id: 'missing', name: 'O', menu_type: 1, url: '/o' }),
    ]);
    expect(tree.map((m) => m.name)).toEqual(['a', 'b']);
    expect(tree[0]!.meta.componentName).toBe('Analysis');
    expect(tree[1]!.redirect).toBe('/b/x');
    const child = tree[1]!.children![0]!;
    expect(child).not.toHaveProperty('redirect');
    expect(child.name).toBe('b-x');
    expect(child.meta.permissionList).toEqual([{ action: 'x:add', type: '1', status: '1', describe: 'Add' }]);
  });

  it('hashes external urls into the path and keeps the url in meta', () => {
    const [item] = buildMenuTree([
      row({
        id: 'e',
        name: 'Docs',
        menu_type: 0,
        url: 'https://example.org/docs',
        internal_or_external: true,
      }),
    ]);
    expect(item!.path).toMatch(/^\/[0-9a-f]{32}$/);
    expect(item!.meta).toMatchObject({ url: 'https://example.org/docs', internalOrExternal: true });
  });
});
