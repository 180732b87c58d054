/** What a dashboard shows while its figures load or when they cannot be read. */
import { Alert } from 'antd';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { Loading } from '../../../../renderers/Loading';

export function DashboardPending({ failed }: { failed: boolean }) {
  const locale = useLocale();
  if (failed) return <Alert type="warning" showIcon title={DASHBOARD_TEXTS.failed[locale]} />;
  return <Loading label={DASHBOARD_TEXTS.loading[locale]} />;
}
