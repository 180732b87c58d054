import { useLocation } from 'react-router-dom';
import { HOME_PATH } from '../router/paths';
import { findRoute } from '../router/route-table';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { keptPages } from './kept-pages';
import { PageView } from './PageView';
import { TabPage, type PageComponent } from './TabPage';
import { useCurrentRoute } from './use-current-route';

/**
 * The pages of all open tabs, only the current one visible (rules in kept-pages.ts). A page whose
 * menu item says `meta.keepAlive: false` is not kept while hidden (the seeded pages say true; a
 * menu an admin adds defaults to false, as in JeecgBoot). The home page is always kept.
 * @param page renders a route entry (the shell's PageView; tests pass their own)
 * @param keepTabs false keeps only the current page mounted
 */
export function TabPages({ page = PageView, keepTabs = true }: { page?: PageComponent; keepTabs?: boolean }) {
  const location = useLocation();
  const current = useCurrentRoute();
  const routes = useMenuStore((s) => s.routes);
  const tabs = useTabsStore((s) => s.tabs);
  const fullPaths = useTabsStore((s) => s.fullPaths);
  const refreshKeys = useTabsStore((s) => s.refreshKeys);
  if (!routes) return null;

  // Without a tab bar (mobile) no tab can be closed, so only the current page is mounted.
  const keepAlive = (path: string) => path === HOME_PATH || findRoute(routes, path)?.keepAlive !== false;
  return keptPages(keepTabs ? tabs : [], current ? location.pathname : undefined, refreshKeys, keepAlive).map(
    (kept) => {
      const entry = findRoute(routes, kept.path);
      if (!entry) return null;
      const own = kept.visible ? location : (fullPaths[kept.path] ?? kept.path);
      return <TabPage key={kept.key} entry={entry} visible={kept.visible} location={own} page={page} />;
    },
  );
}
