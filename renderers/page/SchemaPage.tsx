/** A schema page by id: loads it and renders its kind (list, form, detail or dashboard). */
import { Result } from 'antd';
import { useText } from '../i18n/use-text';
import { ListPage } from '../list/ListPage';
import { FormPage } from './lazy-form-page';
import { RenderBoundary } from '../RenderBoundary';
import { DetailPage, type PageActionHandlers } from './DetailPage';
import { useSchemaPage } from './use-schema-page';
import { isLoadedDashboard } from './types';
import { DashboardPage } from '../dashboard/DashboardPage';
import { Loading } from '../Loading';

export interface SchemaPageProps {
  pageId: string;
  /** Fixed filter of a sub-list (sent with every list call, preset on add). */
  fixedFilter?: Record<string, string>;
  /** A detail page's record id (default: the query parameter its `record` names). */
  recordId?: string;
  /** The app's handlers for the pages' `shell` actions, by key (e.g. changePassword). */
  pageActions?: PageActionHandlers;
  /**
   * A list page reads its rows again, keeping its query and page, whenever this changes: the app's
   * signal that the rows changed elsewhere (e.g. a push, or the same records read in another view).
   */
  revision?: number;
  /** The app's in-app navigation, for the links a page shows (a dashboard's items); without it a link loads its page. */
  navigate?: (path: string) => void;
}

/** A schema page that fails while rendering shows the 500 message with a reload button, not a blank screen. */
export function SchemaPage(props: SchemaPageProps) {
  return (
    <RenderBoundary key={props.pageId}>
      <SchemaPageView {...props} />
    </RenderBoundary>
  );
}

function SchemaPageView({ pageId, fixedFilter, recordId, pageActions, revision, navigate }: SchemaPageProps) {
  const state = useSchemaPage(pageId);
  const text = useText();
  if (state.status === 'loading')
    return <Loading style={{ display: 'block', margin: '48px auto' }} label={text('loading')} />;
  if (state.status === 'failed')
    return <Result status="warning" title={text('loadFailed')} subTitle={state.message} />;
  if (isLoadedDashboard(state.loaded)) return <DashboardPage page={state.loaded.page} navigate={navigate} />;
  const { page, entity } = state.loaded;
  if (page.kind === 'list')
    return (
      <ListPage
        page={page}
        entity={entity}
        fixedFilter={fixedFilter}
        pageActions={pageActions}
        revision={revision}
        subPage={SchemaPage}
      />
    );
  if (page.kind === 'detail')
    // Opened as a row's sub page (subList with filter { id: "$row.id" }): that row is the record.
    return (
      <DetailPage
        page={page}
        entity={entity}
        recordId={recordId ?? fixedFilter?.id}
        pageActions={pageActions}
      />
    );
  return <FormPage page={page} entity={entity} />;
}
