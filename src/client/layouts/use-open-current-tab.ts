import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteEntry } from '../router/menu-types';
import { PARENT_COMPONENT } from '../router/route-table';
import { useTabsStore } from '../stores/tabs';

/** Opening a page adds (or activates) its tab; parents only redirect, so they get none. */
export function useOpenCurrentTab(current: RouteEntry | undefined): void {
  const { pathname, search } = useLocation();
  const openTab = useTabsStore((s) => s.open);
  const isPage = current !== undefined && current.component !== PARENT_COMPONENT;
  useEffect(() => {
    if (isPage) openTab(pathname, pathname + search);
  }, [isPage, pathname, search, openTab]);
}
