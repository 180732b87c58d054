import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../router/menu-types';
import { buildRouteTable } from '../router/route-table';
import { buildMenuItems, openKeysFor } from './menu-items';

const menu: MenuItem[] = [
  { id: 'h', path: '/dashboard/analysis', name: 'home', component: 'dashboard/Analysis', meta: { title: '首页', titleEn: 'Home', icon: 'home' } },
  {
    id: 's',
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    meta: { title: '系统管理', titleEn: 'System' },
    children: [
      { id: 'u', path: '/system/user', name: 'user', component: 'schema/sys-user', meta: { title: '用户管理', titleEn: 'Users' } },
      { id: 'd', path: '/system/user/detail', name: 'detail', component: 'x/Detail', hidden: true, meta: { title: '详情' } },
      {
        id: 'e',
        path: '/site',
        name: 'site',
        component: 'layouts/IframePageView',
        meta: { title: '官网', titleEn: 'Website', url: 'https://www.example.org/', internalOrExternal: true },
      },
    ],
  },
];
const table = buildRouteTable(menu, { apiBase: '', origin: 'http://localhost' });

interface Node {
  key: string;
  label: unknown;
  children?: Node[];
}

describe('side menu items', () => {
  const items = buildMenuItems(menu, table, 'en-US') as unknown as Node[];

  it('lists visible entries only, with parents as submenus', () => {
    expect(items.map((i) => i.key)).toEqual(['/dashboard/analysis', '/system']);
    expect(items[1]?.label).toBe('System');
    expect(items[1]?.children?.map((c) => c.key)).toEqual(['/system/user', '/site']);
  });

  it('opens external entries in a new window with their checked URL', () => {
    const label = items[1]?.children?.[1]?.label;
    expect(isValidElement(label)).toBe(true);
    const props = (label as { props: { href: string; target: string; rel: string } }).props;
    expect(props).toMatchObject({ href: 'https://www.example.org/', target: '_blank', rel: 'noopener noreferrer' });
  });

  it('opens the parents of the highlighted entry (a hidden route highlights its parent)', () => {
    expect(openKeysFor(table.get('/system/user'), table)).toEqual(['/system']);
    expect(table.get('/system/user/detail')?.menuKey).toBe('/system');
    expect(openKeysFor(table.get('/system/user/detail'), table)).toEqual([]);
  });
});
