/**
 * The sys_permission rows and grants a list of menu entries asks for, and the fingerprint of a row's
 * data columns: the reconcile compares it to tell an admin's edit from a change in the files.
 */
import { createHash } from 'node:crypto';
import type { MenuEntry } from '../../shared/schema/menus';
import type { SysPermission } from '../db/types';
import { buttonId, menuId } from './menus';

/** The columns the data decides (status too: an admin disabling an entry is an edit). */
export const DATA_COLUMNS = [
  'parent_id',
  'name',
  'name_en',
  'url',
  'component',
  'component_name',
  'redirect',
  'menu_type',
  'perms',
  'perms_type',
  'sort_no',
  'always_show',
  'keep_alive',
  'hidden',
  'icon',
  'status',
] as const;

export type DataColumns = Pick<SysPermission, (typeof DATA_COLUMNS)[number]>;

export interface DesiredRow {
  /** `menu:<key>` or `button:<perms>`: what the id derives from, the report's key. */
  seedKey: string;
  id: string;
  data: DataColumns;
  /** Role codes, sorted. */
  grants: string[];
}

const ROUTE_VIEW = 'layouts/RouteView';

const sortedGrants = (grants: string[] | undefined): string[] => [...new Set(grants ?? [])].sort();

function menuRow(entry: MenuEntry): DesiredRow {
  return {
    seedKey: `menu:${entry.key}`,
    id: menuId(entry.key),
    grants: sortedGrants(entry.grants),
    data: {
      parent_id: entry.parent ? menuId(entry.parent) : null,
      name: entry.title['zh-CN'],
      name_en: entry.title['en-US'],
      url: entry.url ?? null,
      component: entry.component ?? null,
      component_name: entry.componentName ?? null,
      redirect: entry.redirect ?? null,
      menu_type: entry.menuType,
      perms: null,
      perms_type: '1',
      sort_no: entry.sortNo,
      always_show: entry.alwaysShow ?? false,
      // Pages keep their state across tab switches (SPEC §2 keep-alive routes); a parent that only redirects is not a page.
      keep_alive: entry.keepAlive ?? (entry.component !== undefined && entry.component !== ROUTE_VIEW),
      hidden: entry.hidden ?? false,
      icon: entry.icon ?? null,
      status: '1',
    },
  };
}

function buttonRows(entry: MenuEntry): DesiredRow[] {
  return (entry.buttons ?? []).map((button, index) => ({
    seedKey: `button:${button.perms}`,
    id: buttonId(button.perms),
    grants: sortedGrants(button.grants ?? entry.grants),
    data: {
      parent_id: menuId(entry.key),
      name: button.title['zh-CN'],
      name_en: button.title['en-US'],
      url: null,
      component: null,
      component_name: null,
      redirect: null,
      menu_type: 2,
      perms: button.perms,
      perms_type: '1',
      sort_no: index + 1,
      always_show: false,
      keep_alive: false,
      hidden: false,
      icon: null,
      status: '1',
    },
  }));
}

export function desiredRows(entries: MenuEntry[]): DesiredRow[] {
  return entries.flatMap((entry) => [menuRow(entry), ...buttonRows(entry)]);
}

export function fingerprint(data: DataColumns): string {
  return createHash('sha256')
    .update(JSON.stringify(DATA_COLUMNS.map((column) => data[column])))
    .digest('hex');
}
