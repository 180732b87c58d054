import { memo, useLayoutEffect, useRef, type ComponentType } from 'react';
import { Route, Routes, type Location } from 'react-router-dom';
import type { RouteEntry } from '../router/menu-types';
import { keepIdsAside } from './kept-page-ids';
import { PageErrorBoundary } from './PageErrorBoundary';

export type PageComponent = ComponentType<{ entry: RouteEntry }>;

interface TabPageProps {
  entry: RouteEntry;
  visible: boolean;
  /** The live location when visible; the tab's own last path while hidden. */
  location: Location | string;
  page: PageComponent;
}

/**
 * One open tab's page in its own container. A hidden page stays mounted (its state survives) but
 * is `hidden` and aria-hidden, so it is neither shown nor found by role queries, and its ids are
 * set aside (kept-page-ids.ts) so that no id is on the document twice. It sees its own location
 * rather than the active tab's, so a page reading the URL does not react to other tabs. A page
 * that throws shows the 500 message in its tab (PageErrorBoundary).
 * Memoised: with primitive/stable props, hidden pages do not re-render on every navigation.
 */
export const TabPage = memo(function TabPage({ entry, visible, location, page: Page }: TabPageProps) {
  const container = useRef<HTMLDivElement>(null);
  // A layout effect: the ids move before the browser paints the switched tabs.
  useLayoutEffect(() => {
    if (visible || !container.current) return undefined;
    return keepIdsAside(container.current);
  }, [visible]);

  return (
    <div
      ref={container}
      data-tab-page={entry.path}
      hidden={!visible}
      aria-hidden={visible ? undefined : true}
    >
      <PageErrorBoundary>
        <Routes location={location}>
          <Route path="*" element={<Page entry={entry} />} />
        </Routes>
      </PageErrorBoundary>
    </div>
  );
});
