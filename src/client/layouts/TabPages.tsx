import { useLocation } from 'react-router-dom';
import { findRoute } from '../router/route-table';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { keptPages } from './kept-pages';
import { PageView } from './PageView';
import { TabPage, type PageComponent } from './TabPage';
import { useCurrentRoute } from './use-current-route';

/**
 * The pages of all open tabs, only the current one visible (rules in kept-pages.ts). Every page is
 * kept alive: the server stores keep_alive as a NOT NULL column defaulting to false and no seeded
 * menu sets it, so `meta.keepAlive` is false everywhere and cannot mean "opt out".
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
  return keptPages(keepTabs ? tabs : [], current ? location.pathname : undefined, refreshKeys).map((kept) => {
    const entry = findRoute(routes, kept.path);
    if (!entry) return null;
    const own = kept.visible ? location : (fullPaths[kept.path] ?? kept.path);
    return <TabPage key={kept.key} entry={entry} visible={kept.visible} location={own} page={page} />;
  });
}
