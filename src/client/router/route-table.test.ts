import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu-types';
import { buildRouteTable, findRoute, routeTitle } from './route-table';

const ctx = { apiBase: 'https://api.example.com', origin: 'https://portal.example.com' };

const menu: MenuItem[] = [
  {
    id: 'h',
    path: '/dashboard/analysis',
    name: 'home',
    component: 'dashboard/Analysis',
    meta: { title: '首页', titleEn: 'Home' },
  },
  {
    id: 's',
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    meta: { title: '系统管理', titleEn: 'System' },
    children: [
      {
        id: 'u',
        path: '/system/user',
        name: 'user',
        component: 'schema/sys-user',
        meta: { title: '用户管理', titleEn: 'Users' },
      },
      {
        id: 'd',
        path: '/system/user/detail',
        name: 'user-detail',
        component: 'schema/sys-user-detail',
        hidden: true,
        meta: { title: '用户详情' },
        children: [
          {
            id: 'dd',
            path: '/system/user/detail/more',
            name: 'more',
            component: 'x/More',
            hidden: true,
            meta: { title: '更多' },
          },
        ],
      },
      {
        id: 'o',
        path: '/online/cgformList/:code',
        name: 'online',
        component: 'schema/online',
        meta: { title: '在线表单' },
      },
      {
        id: 'e',
        path: 'druid',
        name: 'druid',
        component: 'layouts/IframePageView',
        meta: { title: '监控', url: "{{ window._CONFIG['domianURL'] }}/druid/" },
      },
      {
        id: 'x',
        path: '/evil',
        name: 'evil',
        component: 'layouts/IframePageView',
        meta: { title: 'x', url: 'javascript:alert(1)' },
      },
    ],
  },
];

describe('menu → route table', () => {
  const table = buildRouteTable(menu, ctx);

  it('flattens every node with its parent chain', () => {
    expect(table.get('/system/user')).toMatchObject({
      component: 'schema/sys-user',
      parents: ['/system'],
      title: '用户管理',
    });
    expect(table.get('/system/user/detail/more')?.parents).toEqual(['/system', '/system/user/detail']);
    expect(table.get('/system')).toMatchObject({
      component: 'layouts/RouteView',
      redirect: '/system/user',
      parents: [],
    });
  });

  it('maps hidden routes onto their nearest visible parent for the menu highlight', () => {
    expect(table.get('/system/user')?.menuKey).toBe('/system/user');
    expect(table.get('/system/user/detail')?.menuKey).toBe('/system');
    expect(table.get('/system/user/detail/more')?.menuKey).toBe('/system');
  });

  it('normalises paths and matches parameterised ones', () => {
    expect(table.has('/druid')).toBe(true);
    expect(findRoute(table, '/online/cgformList/abc123')?.name).toBe('online');
    expect(findRoute(table, '/system/user/')?.name).toBe('user');
    expect(findRoute(table, '/nowhere')).toBeUndefined();
  });

  it('substitutes allowed URL placeholders and drops javascript: URLs', () => {
    expect(table.get('/druid')?.url).toBe('https://api.example.com/druid/');
    expect(table.get('/evil')?.url).toBeUndefined();
  });

  it('always contains the home page and picks the title by language', () => {
    const bare = buildRouteTable([], ctx);
    const home = bare.get('/dashboard/analysis');
    expect(home?.component).toBe('dashboard/Analysis');
    expect(home && routeTitle(home, 'en-US')).toBe('Home');
    const detail = table.get('/system/user/detail');
    expect(detail && routeTitle(detail, 'en-US')).toBe('用户详情');
  });
});
