/**
 * The customer's business at a glance on the home page: four small lists — open
 * applications, projects with their current stage, certificates with status and validity, open
 * nonconformities to answer — each linking to its full page, each saying what to do while empty.
 */
import { Card, Col, Row, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MessagePair } from '../../../shared/messages/message-pair';
import { useLocale } from '../../i18n/use-locale';
import { fetchGlance, GLANCE_LISTS, type GlanceItem, type GlanceKind } from './glance-api';
import { GLANCE_TEXTS } from './glance-texts';
import { Loading } from '../../../../renderers/Loading';

const KINDS: ReadonlyArray<{ kind: GlanceKind; title: MessagePair; empty: MessagePair }> = [
  { kind: 'applications', title: GLANCE_TEXTS.applications, empty: GLANCE_TEXTS.noApplications },
  { kind: 'projects', title: GLANCE_TEXTS.projects, empty: GLANCE_TEXTS.noProjects },
  { kind: 'certificates', title: GLANCE_TEXTS.certificates, empty: GLANCE_TEXTS.noCertificates },
  { kind: 'nonconformities', title: GLANCE_TEXTS.nonconformities, empty: GLANCE_TEXTS.noNonconformities },
];

type State = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; items: GlanceItem[] };

function GlanceList({ kind, title, empty }: { kind: GlanceKind; title: MessagePair; empty: MessagePair }) {
  const locale = useLocale();
  const { token } = theme.useToken();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const headingId = `home-glance-${kind}`;

  useEffect(() => {
    let live = true;
    fetchGlance(kind).then(
      (items) => live && setState({ phase: 'ready', items }),
      () => live && setState({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [kind, locale]);

  return (
    <Card
      style={{ height: '100%' }}
      title={
        <h5 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {title[locale]}
        </h5>
      }
      extra={
        <Link to={GLANCE_LISTS[kind].page} aria-describedby={headingId}>
          {GLANCE_TEXTS.viewAll[locale]}
        </Link>
      }
    >
      {state.phase === 'loading' && <Loading label={GLANCE_TEXTS.loading[locale]} />}
      {state.phase === 'failed' && (
        <Typography.Text type="secondary">{GLANCE_TEXTS.failed[locale]}</Typography.Text>
      )}
      {state.phase === 'ready' && state.items.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {empty[locale]}
        </Typography.Paragraph>
      )}
      {state.phase === 'ready' && state.items.length > 0 && (
        <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.items.map((item) => (
            <li key={item.id} style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
              <div
                style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}
              >
                <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                  {item.title}
                </Typography.Text>
                {item.status && <Tag style={{ marginInlineEnd: 0 }}>{item.status}</Tag>}
              </div>
              {(item.detail || item.date) && (
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {kind === 'projects' && item.detail
                    ? `${GLANCE_TEXTS.stage[locale]}：${item.detail}`
                    : item.detail}
                  {item.date
                    ? `${item.detail ? ' · ' : ''}${GLANCE_TEXTS.validUntil[locale]} ${item.date}`
                    : ''}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function HomeGlance() {
  const locale = useLocale();
  return (
    <section aria-labelledby="home-glance-title" style={{ marginTop: 24 }}>
      <Typography.Title level={4} id="home-glance-title">
        {GLANCE_TEXTS.heading[locale]}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {KINDS.map(({ kind, title, empty }) => (
          <Col key={kind} xs={24} md={12} xl={6}>
            <GlanceList kind={kind} title={title} empty={empty} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
