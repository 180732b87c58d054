/**
 * The page part of the shell: the page's h1 (its title as the menu and the tab name it) over the
 * pages of the open tabs. It is the skip link's target and sits inside the layout's one main
 * landmark (antd's Layout.Content renders <main>). After a route change the heading takes the
 * focus (use-page-focus.ts).
 */
import { theme } from 'antd';
import { useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale } from '../i18n/use-locale';
import type { RouteEntry } from '../router/menu-types';
import { routeTitle } from '../router/route-table';
import { MAIN_CONTENT_ID } from './SkipLink';
import type { PageComponent } from './TabPage';
import { TabPages } from './TabPages';
import { usePageFocus } from './use-page-focus';

interface PageMainProps {
  current: RouteEntry | undefined;
  keepTabs: boolean;
  /** The tab bar: a user moving between tabs there keeps the focus. */
  tabBar?: RefObject<HTMLElement | null>;
  /** Renders a route entry (the shell's PageView by default; tests pass their own). */
  page?: PageComponent;
}

const NO_REGION: RefObject<HTMLElement | null> = { current: null };

export function PageMain({ current, keepTabs, tabBar = NO_REGION, page }: PageMainProps) {
  const locale = useLocale();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const container = useRef<HTMLDivElement>(null);
  usePageFocus(heading, pathname, [tabBar, container]);
  return (
    <div id={MAIN_CONTENT_ID} tabIndex={-1} ref={container}>
      {current && (
        // Focused by script only (tabIndex -1), so it is no Tab stop.
        <h1
          ref={heading}
          tabIndex={-1}
          style={{
            fontSize: token.fontSizeLG,
            lineHeight: token.lineHeightLG,
            fontWeight: 600,
            margin: '0 0 12px',
          }}
        >
          {routeTitle(current, locale)}
        </h1>
      )}
      <TabPages keepTabs={keepTabs} page={page} />
    </div>
  );
}
