/**
 * A dashboard page by id inside a page of the app that has its own title (the home page's figures):
 * loads it, says so while loading or when it cannot be read, and renders it with its title at the
 * heading level the app gives. Imported by the shell directly, so the home chunk does not pull in the
 * whole renderer (lists, forms).
 */
import { Alert } from 'antd';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';
import { useSchemaPage } from '../page/use-schema-page';
import { isLoadedDashboard } from '../page/types';
import { DashboardPage, type DashboardHeadingLevel } from './DashboardPage';

export interface DashboardByIdProps {
  pageId: string;
  navigate?: (path: string) => void;
  headingLevel?: DashboardHeadingLevel;
}

export function DashboardById({ pageId, navigate, headingLevel }: DashboardByIdProps) {
  const state = useSchemaPage(pageId);
  const text = useText();
  if (state.status === 'loading') return <Loading label={text('loading')} />;
  if (state.status === 'failed' || !isLoadedDashboard(state.loaded))
    return <Alert type="warning" showIcon title={text('dashboardFailed')} />;
  return <DashboardPage page={state.loaded.page} navigate={navigate} headingLevel={headingLevel} />;
}
