/** SPEC §2 breadcrumb: a home entry, then the matched routes; only the current one is not a link. */
import type { Locale } from '../i18n/locale';
import type { RouteEntry, RouteTable } from '../router/menu-types';
import { HOME_PATH } from '../router/paths';
import { routeTitle } from '../router/route-table';

export interface Crumb {
  title: string;
  /** Absent for the current page (plain text). */
  href?: string;
}

export function breadcrumbTrail(
  entry: RouteEntry,
  table: RouteTable,
  locale: Locale,
  homeTitle: string,
): Crumb[] {
  if (entry.path === HOME_PATH) return [{ title: homeTitle }];
  const chain = entry.parents
    .map((path) => table.get(path))
    .filter((e): e is RouteEntry => e !== undefined)
    .map((e) => ({ title: routeTitle(e, locale), href: e.redirect ?? e.path }));
  return [{ title: homeTitle, href: HOME_PATH }, ...chain, { title: routeTitle(entry, locale) }];
}
