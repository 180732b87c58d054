/**
 * The menu tree flattened into a route table (path → component, titles, parent chain). The shell
 * renders pages by looking paths up here instead of generating nested <Route>s, so tabs,
 * breadcrumb, side menu and document title all read the same data.
 */
import { matchPath } from 'react-router-dom';
import type { Locale } from '../i18n/locale';
import { resolveMenuUrl, type UrlContext } from './menu-url';
import type { MenuItem, RouteEntry, RouteTable } from './menu-types';
import { noticeEnUS, noticeZhCN } from '../notice/texts';
import { HOME_PATH, USER_ANNOUNCEMENT_PATH } from './paths';

export const PARENT_COMPONENT = 'layouts/RouteView';

function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

const HOME_ENTRY: RouteEntry = {
  path: HOME_PATH,
  name: 'dashboard-analysis',
  component: 'dashboard/Analysis',
  title: '首页',
  titleEn: 'Home',
  hidden: false,
  internalOrExternal: false,
  keepAlive: false,
  parents: [],
  menuKey: HOME_PATH,
};

const USER_ANNOUNCEMENT_ENTRY: RouteEntry = {
  path: USER_ANNOUNCEMENT_PATH,
  name: 'isps-userAnnouncement',
  component: 'isps/UserAnnouncement',
  title: noticeZhCN.listTitle,
  titleEn: noticeEnUS.listTitle,
  hidden: true,
  internalOrExternal: false,
  keepAlive: false,
  parents: [],
  // No menu entry of its own: the side menu highlights nothing else.
  menuKey: USER_ANNOUNCEMENT_PATH,
};

export function buildRouteTable(menu: readonly MenuItem[], ctx: UrlContext): RouteTable {
  const table: RouteTable = new Map();
  const walk = (items: readonly MenuItem[], parents: string[], visibleAncestor: string | undefined) => {
    for (const item of items) {
      const path = normalisePath(item.path);
      const children = item.children ?? [];
      const hidden = Boolean(item.hidden);
      const firstChild = children.find((c) => !c.hidden) ?? children[0];
      const redirect = item.redirect
        ? normalisePath(item.redirect)
        : item.component === PARENT_COMPONENT && firstChild
          ? normalisePath(firstChild.path)
          : undefined;
      table.set(path, {
        path,
        name: item.name,
        component: item.component,
        title: item.meta.title,
        titleEn: item.meta.titleEn || item.meta.title,
        icon: item.meta.icon,
        hidden,
        redirect: redirect === path ? undefined : redirect,
        url: resolveMenuUrl(item.meta.url, ctx),
        internalOrExternal: Boolean(item.meta.internalOrExternal),
        keepAlive: Boolean(item.meta.keepAlive),
        parents,
        menuKey: hidden ? (visibleAncestor ?? path) : path,
      });
      walk(children, [...parents, path], hidden ? visibleAncestor : path);
    }
  };
  walk(menu, [], undefined);
  // The home page is the guard's landing place: it must exist even if the menu forgot it.
  if (!table.has(HOME_PATH)) table.set(HOME_PATH, HOME_ENTRY);
  // SPEC §2's fixed route of every signed-in user (the bell opens it); a menu entry may override it.
  if (!table.has(USER_ANNOUNCEMENT_PATH)) table.set(USER_ANNOUNCEMENT_PATH, USER_ANNOUNCEMENT_ENTRY);
  return table;
}

/** The entry for a location: exact path first, then parameterised paths (`/online/cgformList/:code`). */
export function findRoute(table: RouteTable, pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  const exact = table.get(path);
  if (exact) return exact;
  for (const entry of table.values()) {
    if (entry.path.includes(':') && matchPath({ path: entry.path, end: true }, path)) return entry;
  }
  return undefined;
}

export function routeTitle(entry: Pick<RouteEntry, 'title' | 'titleEn'>, locale: Locale): string {
  return locale === 'en-US' ? entry.titleEn || entry.title : entry.title;
}
