import { memo, type ComponentType } from 'react';
import { Route, Routes, type Location } from 'react-router-dom';
import type { RouteEntry } from '../router/menu-types';

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
 * is `hidden` and aria-hidden, so it is neither shown nor found by role queries. It sees its own
 * location rather than the active tab's, so a page reading the URL does not react to other tabs.
 * Memoised: with primitive/stable props, hidden pages do not re-render on every navigation.
 */
export const TabPage = memo(function TabPage({ entry, visible, location, page: Page }: TabPageProps) {
  return (
    <div data-tab-page={entry.path} hidden={!visible} aria-hidden={visible ? undefined : true}>
      <Routes location={location}>
        <Route path="*" element={<Page entry={entry} />} />
      </Routes>
    </div>
  );
});
