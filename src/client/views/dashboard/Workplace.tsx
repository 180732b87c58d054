/**
 * The workplace dashboard (/dashboard/workplace): counts of what waits on the user by kind, the
 * items themselves, and (staff) the workflow steps they took recently.
 */
import { Card, Col, List, Row, Statistic, Typography } from 'antd';
import type { WorkDashboard, WorkKind } from '../../../shared/dashboard/dashboard-types';
import { useLocale } from '../../i18n/use-locale';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { DashboardPending } from './DashboardState';
import { useDashboard } from './use-dashboard';
import { WorkList } from './WorkList';

const KINDS: WorkKind[] = ['application', 'project', 'company', 'certificate'];
/** Kinds only staff have: companies to review, their division's certificate dates. */
const STAFF_KINDS: ReadonlySet<WorkKind> = new Set(['company', 'certificate']);

function WorkplaceBody({ d }: { d: WorkDashboard }) {
  const locale = useLocale();
  const kinds = KINDS.filter((kind) => d.role === 'staff' || !STAFF_KINDS.has(kind));
  return (
    <Row gutter={[16, 16]}>
      {kinds.map((kind) => (
        <Col key={kind} xs={24} sm={kinds.length > 3 ? 6 : 8}>
          <Card size="small">
            <Statistic
              title={DASHBOARD_TEXTS[`kind_${kind}`][locale]}
              value={d.items.filter((i) => i.kind === kind).length}
            />
          </Card>
        </Col>
      ))}
      <Col xs={24} lg={d.role === 'staff' ? 14 : 24}>
        <Card
          size="small"
          title={
            <h4 id="workplace-waiting" style={{ margin: 0, fontSize: 16 }}>
              {DASHBOARD_TEXTS.waiting[locale]}
            </h4>
          }
        >
          <WorkList items={d.items} labelledBy="workplace-waiting" />
        </Card>
      </Col>
      {d.role === 'staff' && (
        <Col xs={24} lg={10}>
          <Card
            size="small"
            title={
              <h4 id="workplace-recent" style={{ margin: 0, fontSize: 16 }}>
                {DASHBOARD_TEXTS.recent[locale]}
              </h4>
            }
          >
            <List
              aria-labelledby="workplace-recent"
              size="small"
              dataSource={d.history}
              locale={{ emptyText: DASHBOARD_TEXTS.noRecent[locale] }}
              renderItem={(h) => (
                <List.Item key={h.id}>
                  <List.Item.Meta
                    title={`${h.entityText} · ${h.transitionText}`}
                    description={`${h.fromStateText} → ${h.toStateText}${h.note ? ` · ${h.note}` : ''} · ${new Date(h.time).toLocaleString(locale)}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}

export default function Workplace() {
  const locale = useLocale();
  const state = useDashboard('work');
  return (
    <section aria-labelledby="workplace-title">
      <Typography.Title level={3} id="workplace-title">
        {DASHBOARD_TEXTS.workplace[locale]}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{DASHBOARD_TEXTS.workplaceIntro[locale]}</Typography.Paragraph>
      {state.phase === 'ready' ? (
        <WorkplaceBody d={state.data} />
      ) : (
        <DashboardPending failed={state.phase === 'failed'} />
      )}
    </section>
  );
}
