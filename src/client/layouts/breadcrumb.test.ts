import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../router/menu-types';
import { buildRouteTable } from '../router/route-table';
import { breadcrumbTrail } from './breadcrumb';
import { documentTitle } from './use-document-title';

const menu: MenuItem[] = [
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
    ],
  },
];
const table = buildRouteTable(menu, { apiBase: '', origin: 'http://localhost' });

describe('breadcrumb', () => {
  it('starts with home, links the parents and ends with the current page as text', () => {
    const user = table.get('/system/user');
    expect(user && breadcrumbTrail(user, table, 'en-US', 'Home')).toEqual([
      { title: 'Home', href: '/dashboard/analysis' },
      { title: 'System', href: '/system/user' },
      { title: 'Users' },
    ]);
  });

  it('is just the home entry, as text, on the home page', () => {
    const home = table.get('/dashboard/analysis');
    expect(home && breadcrumbTrail(home, table, 'zh-CN', '首页')).toEqual([{ title: '首页' }]);
  });
});

describe('document title', () => {
  it('is page title - platform name, or the platform name alone', () => {
    expect(documentTitle('用户管理', 'CertDesk 客户服务平台')).toBe('用户管理 - CertDesk 客户服务平台');
    expect(documentTitle(undefined, 'CertDesk 客户服务平台')).toBe('CertDesk 客户服务平台');
  });
});
