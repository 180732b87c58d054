import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MENUS } from '../../server/seed/menus';
import type { MenuItem } from '../router/menu-types';
import { buildRouteTable } from '../router/route-table';
import { iconKey } from '../../shared/icons/icon-names';
import { knownMenuIcon, menuIcon } from './menu-icons';
import { buildMenuItems, openKeysFor } from './menu-items';

const menu: MenuItem[] = [
  {
    id: 'h',
    path: '/dashboard/analysis',
    name: 'home',
    component: 'dashboard/Analysis',
    meta: { title: '首页', titleEn: 'Home', icon: 'home' },
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
        name: 'detail',
        component: 'x/Detail',
        hidden: true,
        meta: { title: '详情' },
      },
      {
        id: 'e',
        path: '/site',
        name: 'site',
        component: 'layouts/IframePageView',
        meta: {
          title: '官网',
          titleEn: 'Website',
          url: 'https://www.example.org/',
          internalOrExternal: true,
        },
      },
    ],
  },
];
const table = buildRouteTable(menu, { apiBase: '', origin: 'http://localhost' });

interface Node {
  key: string;
  label: unknown;
  icon?: unknown;
  children?: Node[];
}

/** The icon component's name (antd icons are forwardRef components with a displayName). */
function iconName(icon: unknown): string | undefined {
  if (!isValidElement(icon)) return undefined;
  const type = (icon as ReactElement).type as { displayName?: string; render?: { displayName?: string } };
  return type.displayName ?? type.render?.displayName;
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
    expect(props).toMatchObject({
      href: 'https://www.example.org/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('opens the parents of the highlighted entry (a hidden route highlights its parent)', () => {
    expect(openKeysFor(table.get('/system/user'), table)).toEqual(['/system']);
    expect(table.get('/system/user/detail')?.menuKey).toBe('/system');
    expect(openKeysFor(table.get('/system/user/detail'), table)).toEqual([]);
  });

  it('gives every entry an icon: its own, else a folder for a submenu and a page for an entry', () => {
    const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    for (const node of all(items)) expect(isValidElement(node.icon), node.key).toBe(true);
    expect(iconName(items[0]?.icon)).toBe('HomeOutlined');
    // /system and /system/user name no icon in this menu.
    expect(iconName(items[1]?.icon)).toBe('FolderOutlined');
    expect(iconName(items[1]?.children?.[0]?.icon)).toBe('FileOutlined');
    expect(iconName(menuIcon('no-such-icon'))).toBe('FileOutlined');
    expect(iconName(menuIcon('icon-jeecg-foo', true))).toBe('FolderOutlined');
  });

  it('knows every icon the seeded menus name', () => {
    const named = MENUS.flatMap((m) => (m.icon ? [m.icon] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(knownMenuIcon(name), name).toBeDefined();
    expect(iconName(menuIcon('apartment'))).toBe('ApartmentOutlined');
    expect(iconName(menuIcon('history'))).toBe('HistoryOutlined');
  });

  it('reads icon names in antd component, kebab and old "-o" forms', () => {
    expect(iconKey('BarChartOutlined')).toBe('bar-chart');
    expect(iconKey('bar-chart-o')).toBe('bar-chart');
    expect(iconKey(' SafetyCertificate ')).toBe('safety-certificate');
    expect(iconName(menuIcon('TeamOutlined'))).toBe('TeamOutlined');
  });
});
