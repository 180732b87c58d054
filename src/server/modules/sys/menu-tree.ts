/**
 * Builds the menu answer of GET /sys/permission/getCustomerMenu from sys_permission rows
 * (docs/contracts.md, Menus; reference/jeecg.md §2.1): menus (types 0/1) as a tree sorted by
 * sort_no, buttons (type 2) folded into their parent's meta.permissionList.
 */
import { createHash } from 'node:crypto';
import type { MenuItem } from '../../../shared/menu';
import type { SysPermission } from '../../db/types';

export interface ButtonAuth {
  action: string;
  type: string;
  status?: string;
  describe: string;
}

function isExternal(url: string): boolean {
  return /^https?:\/\//.test(url) || url.startsWith('{{');
}

/** Route path: the url, or an md5 of it for external links (they are not routes of the app). */
function pathOf(url: string): string {
  return isExternal(url) ? `/${createHash('md5').update(url).digest('hex')}` : url;
}

function routeName(row: SysPermission): string {
  if (row.component_name) return row.component_name;
  return (row.url ?? row.id).replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');
}

function componentName(row: SysPermission): string {
  if (row.component_name) return row.component_name;
  const component = row.component ?? '';
  return component.slice(component.lastIndexOf('/') + 1);
}

function button(row: SysPermission): ButtonAuth {
  return { action: row.perms ?? '', type: row.perms_type, status: row.status, describe: row.name };
}

const bySort = (a: SysPermission, b: SysPermission): number =>
  a.sort_no - b.sort_no || a.name.localeCompare(b.name);

export function buildMenuTree(rows: SysPermission[]): MenuItem[] {
  const menus = rows.filter((r) => r.menu_type !== 2 && r.is_route).sort(bySort);
  const buttonsByParent = new Map<string, ButtonAuth[]>();
  for (const row of rows.filter((r) => r.menu_type === 2 && r.perms).sort(bySort)) {
    if (!row.parent_id) continue;
    const list = buttonsByParent.get(row.parent_id) ?? [];
    list.push(button(row));
    buttonsByParent.set(row.parent_id, list);
  }

  const toItem = (row: SysPermission, topLevel: boolean): MenuItem => {
    const url = row.url ?? '';
    const children = menus.filter((m) => m.parent_id === row.id).map((m) => toItem(m, false));
    const permissionList = buttonsByParent.get(row.id);
    const item: MenuItem = {
      id: row.id,
      path: pathOf(url),
      name: routeName(row),
      component: row.component ?? '',
      meta: {
        title: row.name,
        titleEn: row.name_en ?? row.name,
        keepAlive: row.keep_alive,
        internalOrExternal: row.internal_or_external,
        componentName: componentName(row),
      },
    };
    if (topLevel && row.redirect) item.redirect = row.redirect;
    if (row.hidden) item.hidden = true;
    if (row.always_show) item.alwaysShow = true;
    if (row.icon) item.meta.icon = row.icon;
    if (isExternal(url)) item.meta.url = url;
    if (permissionList) item.meta.permissionList = permissionList;
    if (children.length > 0) item.children = children;
    return item;
  };

  // Built from the roots down: a sub-menu whose parent the user cannot see is not shown on its own.
  return menus.filter((m) => !m.parent_id).map((m) => toItem(m, true));
}
