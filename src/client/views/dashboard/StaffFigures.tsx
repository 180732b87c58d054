/**
 * Staff figures below the home sections: their queues, the certificates whose surveillance audit
 * is overdue (count and link), the certificates due soon or overdue, the last 12 months'
 * throughput and the certificates by business domain, all within their division (the server's row scope).
 */
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { ChartPanel } from '../../../../renderers/chart';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { StaffDueList } from './StaffDueList';
import { DashboardPending } from './DashboardState';
import { useDashboard } from './use-dashboard';
import { MENU_PATHS } from '../../../shared/menu-paths';

/** antd's error red on white: 4.6:1, readable as text (WCAG 1.4.3); the words say overdue without it. */
const OVERDUE_COLOUR = '#cf1322';

export function StaffFigures() {
  const locale = useLocale();
  const state = useDashboard('staff');
  const t = (key: keyof typeof DASHBOARD_TEXTS) => DASHBOARD_TEXTS[key][locale];
  if (state.phase !== 'ready') return <DashboardPending failed={state.phase === 'failed'} />;
  const d = state.data;
  const queues: Array<{
    key: 'pendingCompanies' | 'submittedApplications' | 'activeProjects';
    value: number | null;
    path: string;
  }> = [
    { key: 'submittedApplications', value: d.queues.submittedApplications, path: '/isps/apply-review' },
    { key: 'activeProjects', value: d.queues.activeProjects, path: MENU_PATHS.projects },
    { key: 'pendingCompanies', value: d.queues.pendingCompanies, path: '/system/company-review' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {queues
        .filter((q) => q.value !== null)
        .map((q) => (
          <Col key={q.key} xs={24} sm={8}>
            <Card size="small">
              {/* Named by its visible title and figure (WCAG 2.5.3): an aria-label differed from the text in en-US. */}
              <Link to={q.path}>
                <Statistic title={t(q.key)} value={q.value ?? 0} />
              </Link>
            </Card>
          </Col>
        ))}
      <Col xs={24} sm={8}>
        <Card size="small">
          <Link to={MENU_PATHS.certificates}>
            <Statistic
              title={t('overdueSurveillance')}
              value={d.overdueSurveillance}
              styles={d.overdueSurveillance > 0 ? { content: { color: OVERDUE_COLOUR } } : undefined}
            />
          </Link>
        </Card>
      </Col>
      <Col xs={24}>
        <StaffDueList dues={d.dues} windowDays={d.dueWindowDays} />
      </Col>
      <Col xs={24} lg={16}>
        <ChartPanel
          title={t('throughput')}
          kind="line"
          categories={d.months}
          series={[
            { name: t('submitted'), data: d.throughput.submitted },
            { name: t('accepted'), data: d.throughput.accepted },
            { name: t('issued'), data: d.throughput.issued },
          ]}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ChartPanel
          title={t('certificatesByDomain')}
          kind="bar"
          categories={d.certificatesByDomain.map((i) => i.text)}
          series={[{ name: t('certificates'), data: d.certificatesByDomain.map((i) => i.count) }]}
        />
      </Col>
    </Row>
  );
}
