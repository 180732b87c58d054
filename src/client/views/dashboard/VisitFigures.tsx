/**
 * The administrator's login statistics on the home page (GET /sys/loginfo, /sys/visitInfo): today's
 * visits and addresses, all visits, and the last 7 days as a chart readable as a table.
 */
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { ChartPanel } from '../../../../renderers/chart';
import { useLocale } from '../../i18n/use-locale';
import { DashboardRenderer } from './DashboardRenderer';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { DashboardPending } from './DashboardState';
import { useDashboard } from './use-dashboard';

const FIGURES = ['todayVisitCount', 'todayIp', 'totalVisitCount'] as const;

export function VisitFigures() {
  const locale = useLocale();
  const info = useDashboard('loginfo');
  const days = useDashboard('visitInfo');
  const t = (key: keyof typeof DASHBOARD_TEXTS) => DASHBOARD_TEXTS[key][locale];
  return (
    <section aria-labelledby="home-visits-title" style={{ marginTop: 24 }}>
      <Typography.Title level={4} id="home-visits-title">
        {t('visits')}
      </Typography.Title>
      <DashboardRenderer>
        <Row gutter={[16, 16]}>
          {info.phase === 'ready' ? (
            FIGURES.map((key) => (
              <Col key={key} xs={24} sm={8}>
                <Card size="small">
                  <Statistic title={t(key)} value={info.data[key]} />
                </Card>
              </Col>
            ))
          ) : (
            <Col span={24}>
              <DashboardPending failed={info.phase === 'failed'} />
            </Col>
          )}
          <Col span={24}>
            {days.phase === 'ready' ? (
              <ChartPanel
                title={t('lastSevenDays')}
                kind="bar"
                categories={days.data.map((d) => d.type)}
                series={[
                  { name: t('visitCount'), data: days.data.map((d) => d.visit) },
                  { name: t('ipCount'), data: days.data.map((d) => d.ip) },
                ]}
              />
            ) : (
              <DashboardPending failed={days.phase === 'failed'} />
            )}
          </Col>
        </Row>
      </DashboardRenderer>
    </section>
  );
}
