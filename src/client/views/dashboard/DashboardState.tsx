/** What a dashboard shows while its figures load or when they cannot be read. */
import { Alert, Spin } from 'antd';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS } from './dashboard-texts';

export function DashboardPending({ failed }: { failed: boolean }) {
  const locale = useLocale();
  if (failed) return <Alert type="warning" showIcon title={DASHBOARD_TEXTS.failed[locale]} />;
  return <Spin role="status" aria-label={DASHBOARD_TEXTS.loading[locale]} />;
}
