import { useLocation } from 'react-router-dom';
import type { RouteEntry } from '../router/menu-types';
import { findRoute } from '../router/route-table';
import { useMenuStore } from '../stores/menu';

/** The route table entry of the current location (undefined when unknown). */
export function useCurrentRoute(): RouteEntry | undefined {
  const { pathname } = useLocation();
  const routes = useMenuStore((s) => s.routes);
  return routes ? findRoute(routes, pathname) : undefined;
}
