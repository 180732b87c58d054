/**
 * The customer's figures below the home sections: applications, projects and certificates by state
 * (charts readable as tables), the certificates due within 90 days and the unread notices.
 */
import { Card, Col, List, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ChartPanel } from '../../../../renderers/chart';
import type { CountItem } from '../../../shared/dashboard/dashboard-types';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS, fillText } from './dashboard-texts';
import { DashboardPending } from './DashboardState';
import { useDashboard } from './use-dashboard';
import { MENU_PATHS } from '../../../shared/menu-paths';
import { USER_ANNOUNCEMENT_PATH } from '../../router/paths';

const chartData = (items: readonly CountItem[], name: string) => ({
  categories: items.map((i) => i.text),
  series: [{ name, data: items.map((i) => i.count) }],
});

export function CustomerFigures() {
  const locale = useLocale();
  const state = useDashboard('customer');
  const t = (key: keyof typeof DASHBOARD_TEXTS) => DASHBOARD_TEXTS[key][locale];
  if (state.phase !== 'ready') return <DashboardPending failed={state.phase === 'failed'} />;
  const d = state.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <ChartPanel
          title={t('applicationsByStatus')}
          kind="bar"
          {...chartData(d.applicationsByStatus, t('applications'))}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ChartPanel
          title={t('projectsByStage')}
          kind="bar"
          {...chartData(d.projectsByStage, t('projects'))}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ChartPanel
          title={t('certificatesByStatus')}
          kind="pie"
          {...chartData(
            d.certificatesByStatus.filter((i) => i.count > 0),
            t('certificates'),
          )}
        />
      </Col>
      <Col xs={24} lg={16}>
        <Card
          size="small"
          title={fillText(t('dueSoon'), { days: d.dueWindowDays })}
          extra={<Link to={MENU_PATHS.myCertificates}>{t('certificates')}</Link>}
        >
          <List
            size="small"
            dataSource={d.dueSoon}
            locale={{ emptyText: t('noneDue') }}
            renderItem={(item) => (
              <List.Item
                key={`${item.id}-${item.kind}`}
                extra={<Tag>{fillText(t('daysLeft'), { n: item.daysLeft })}</Tag>}
              >
                <Typography.Text strong>{item.certificateNo}</Typography.Text>
                <Typography.Text type="secondary">{` · ${item.kindText} · ${item.dueDate}`}</Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small">
          <Link to={USER_ANNOUNCEMENT_PATH}>
            <Statistic title={t('unreadNotices')} value={d.unreadNotices} />
          </Link>
        </Card>
      </Col>
    </Row>
  );
}
