/** The task dashboard (/dashboard/task): everything waiting on the signed-in user, grouped by kind. */
import { Card, Typography } from 'antd';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { DashboardPending } from './DashboardState';
import { useDashboard } from './use-dashboard';
import { WorkList } from './WorkList';

export default function Task() {
  const locale = useLocale();
  const state = useDashboard('work');
  return (
    <section aria-labelledby="task-title">
      <Typography.Title level={3} id="task-title">
        {DASHBOARD_TEXTS.task[locale]}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{DASHBOARD_TEXTS.taskIntro[locale]}</Typography.Paragraph>
      {state.phase === 'ready' ? (
        <Card size="small">
          <WorkList items={state.data.items} labelledBy="task-title" />
        </Card>
      ) : (
        <DashboardPending failed={state.phase === 'failed'} />
      )}
    </section>
  );
}
