/**
 * The monitor dashboard (/dashboard/monitor, administrators): this server process's uptime, memory,
 * event-loop delay, requests and errors per minute, database and Redis health. Refreshes every 10 s
 * while the page is visible.
 */
import { Badge, Card, Col, Row, Statistic, Typography } from 'antd';
import { useRef } from 'react';
import { ChartPanel } from '../../../../renderers/chart';
import type { MonitorSnapshot } from '../../../shared/dashboard/dashboard-types';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../i18n/locale';
import { DashboardRenderer } from './DashboardRenderer';
import { DASHBOARD_TEXTS, fillText } from './dashboard-texts';
import { DashboardPending } from './DashboardState';
import { formatBytes, formatDuration } from './format';
import { useDashboard } from './use-dashboard';

export const MONITOR_REFRESH_MS = 10_000;

function Health({
  ok,
  configured,
  ms,
  locale,
}: {
  ok: boolean | null;
  configured: boolean;
  ms: number | null;
  locale: Locale;
}) {
  // A status dot with the state in the normal text colour: coloured text on a tinted tag falls short of AA.
  if (!configured) return <Badge status="default" text={DASHBOARD_TEXTS.notConfigured[locale]} />;
  return (
    <span>
      <Badge
        status={ok ? 'success' : 'error'}
        text={ok ? DASHBOARD_TEXTS.healthy[locale] : DASHBOARD_TEXTS.unhealthy[locale]}
      />
      {ms !== null && <Typography.Text type="secondary">{` · ${ms} ms`}</Typography.Text>}
    </span>
  );
}

function MonitorBody({ m, at, locale }: { m: MonitorSnapshot; at: Date; locale: Locale }) {
  const t = (key: keyof typeof DASHBOARD_TEXTS) => DASHBOARD_TEXTS[key][locale];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('monitorIntro')} {fillText(t('lastUpdated'), { time: at.toLocaleTimeString(locale) })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={t('uptime')} value={formatDuration(m.uptimeSeconds, locale)} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={t('rss')} value={formatBytes(m.memory.rss)} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic
              title={t('heap')}
              value={`${formatBytes(m.memory.heapUsed)} / ${formatBytes(m.memory.heapTotal)}`}
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={t('loopDelay')} value={m.eventLoopDelayMs.p99} suffix="ms" />
            <Typography.Text type="secondary">
              {fillText(t('loopDelayDetail'), { mean: m.eventLoopDelayMs.mean, max: m.eventLoopDelayMs.max })}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <ChartPanel
            title={t('requests')}
            kind="bar"
            categories={m.requests.minutes}
            series={[
              { name: t('requestCount'), data: m.requests.counts },
              { name: t('errorCount'), data: m.requests.errors },
            ]}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('database')} style={{ marginBottom: 16 }}>
            <Typography.Text>{m.database.kind} </Typography.Text>
            <Health ok={m.database.ok} configured ms={m.database.ms} locale={locale} />
          </Card>
          <Card size="small" title={t('redis')}>
            <Health ok={m.redis.ok} configured={m.redis.configured} ms={m.redis.ms} locale={locale} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

export default function Monitor() {
  const locale = useLocale();
  const section = useRef<HTMLElement>(null);
  const state = useDashboard('monitor', MONITOR_REFRESH_MS, section);
  return (
    <section aria-labelledby="monitor-title" ref={section}>
      <Typography.Title level={3} id="monitor-title">
        {DASHBOARD_TEXTS.monitor[locale]}
      </Typography.Title>
      <DashboardRenderer>
        {state.phase === 'ready' ? (
          <MonitorBody m={state.data} at={state.at} locale={locale} />
        ) : (
          <DashboardPending failed={state.phase === 'failed'} />
        )}
      </DashboardRenderer>
    </section>
  );
}
