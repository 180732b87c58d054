import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { useLocale } from '../i18n/use-locale';
import type { RouteEntry } from '../router/menu-types';
import { builtInView, OnlineReportView, schemaPageId } from '../router/page-components';
import { onlineScreen } from '../router/online-screens';
import { PARENT_COMPONENT, routeTitle } from '../router/route-table';
import { SchemaRouteLazy } from '../router/SchemaRouteLazy';
import ExceptionPage from '../views/exception/ExceptionPage';

/** Renders the page of a route entry; an unknown component shows the 404 view inside the layout. */
export function PageView({ entry }: { entry: RouteEntry }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  if (entry.component === PARENT_COMPONENT) {
    return entry.redirect ? <Navigate to={entry.redirect} replace /> : <ExceptionPage status={404} />;
  }
  // An online form's list (page online-<code>) or an online report, opened by a menu item (online-screens.ts).
  const online = onlineScreen(entry.component, pathname);
  if (online?.kind === 'report') {
    return (
      <Suspense fallback={<PageLoading />}>
        <OnlineReportView key={online.code} code={online.code} />
      </Suspense>
    );
  }
  const pageId = online?.kind === 'form' ? online.pageId : schemaPageId(entry.component);
  if (pageId) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SchemaRouteLazy key={pageId} pageId={pageId} />
      </Suspense>
    );
  }
  const View = builtInView(entry.component);
  if (View) {
    return (
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    );
  }
  // An internal link to an external page (checked http(s) URL) is framed.
  if (entry.url && !entry.internalOrExternal) {
    return (
      <iframe
        src={entry.url}
        title={routeTitle(entry, locale)}
        style={{ width: '100%', minHeight: 'calc(100vh - 220px)', border: 0 }}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    );
  }
  return <ExceptionPage status={404} />;
}
