/**
 * The menu tree → antd Menu items (hidden nodes left out; external links open a new window; every
 * entry has an icon, menu-icons.tsx).
 */
import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import type { Locale } from '../i18n/locale';
import type { MenuItem, RouteEntry, RouteTable } from '../router/menu-types';
import { routeTitle } from '../router/route-table';
import { menuIcon } from './menu-icons';

type Items = NonNullable<MenuProps['items']>;

function label(entry: RouteEntry, locale: Locale) {
  const title = routeTitle(entry, locale);
  if (entry.internalOrExternal && entry.url) {
    return (
      <a href={entry.url} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    );
  }
  return <Link to={entry.path}>{title}</Link>;
}

export function buildMenuItems(menu: readonly MenuItem[], table: RouteTable, locale: Locale): Items {
  const items: Items = [];
  for (const node of menu) {
    if (node.hidden) continue;
    const entry = table.get(node.path.startsWith('/') ? node.path.replace(/(.)\/+$/, '$1') : `/${node.path}`);
    if (!entry) continue;
    const children = buildMenuItems(node.children ?? [], table, locale);
    items.push(
      children.length > 0
        ? { key: entry.path, icon: menuIcon(entry.icon, true), label: routeTitle(entry, locale), children }
        : { key: entry.path, icon: menuIcon(entry.icon), label: label(entry, locale) },
    );
  }
  return items;
}

/** Submenus to open so the highlighted entry is visible. */
export function openKeysFor(entry: RouteEntry | undefined, table: RouteTable): string[] {
  if (!entry) return [];
  const highlighted = table.get(entry.menuKey) ?? entry;
  return highlighted.parents;
}
