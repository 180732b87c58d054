/**
 * A dashboard page (`kind: "dashboard"`): its title and intro, then its blocks over the answers of
 * the sources they name; while those load it says so, and when one cannot be read it says that.
 */
import { Alert, Card, Col, Row, Typography } from 'antd';
import { createElement, useId, type ReactNode } from 'react';
import type {
  DashboardBlock,
  DashboardPage as DashboardPageSchema,
} from '../../src/shared/schema/dashboard-page';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';
import { ChartBlock } from './ChartBlock';
import { fillTemplate } from './dashboard-values';
import { FiguresBlock } from './FiguresBlock';
import { InAppLink } from './InAppLink';
import { ListBlock } from './ListBlock';
import { StatisticsBlock } from './StatisticsBlock';
import { useDashboardSources } from './use-dashboard-sources';

/** The page title's heading level; the blocks' headings are one below it. */
export type DashboardHeadingLevel = 2 | 3 | 4;

export interface DashboardPageProps {
  page: DashboardPageSchema;
  navigate?: (path: string) => void;
  /** 3 on a page of its own; lower inside a page that has its own title (default 3). */
  headingLevel?: DashboardHeadingLevel;
}

const BLOCK_HEADING: React.CSSProperties = { margin: 0, fontSize: 16 };

export function DashboardPage({ page, navigate, headingLevel = 3 }: DashboardPageProps) {
  const { t, locale, hasPermission, user } = useRenderer();
  const text = useText();
  const id = useId();
  const titleId = `${id}-title`;
  // Who may see a block is known before anything is read: only those blocks read their sources (the
  // hook reads again only when the set of their sources changes).
  const visible = page.blocks
    .map((block, index) => ({ block, index }))
    .filter(
      ({ block }) =>
        hasPermission(block.permission) &&
        (block.audience === undefined || logicTruthy(block.audience, { user: user ?? {} })),
    );
  const sources = useDashboardSources(visible.map(({ block }) => block));

  const heading = (headingId: string, title: string, style = BLOCK_HEADING): ReactNode =>
    createElement(`h${headingLevel + 1}`, { id: headingId, style }, title);

  const renderBlock = (block: DashboardBlock, index: number, result: unknown) => {
    const headingId = `${id}-block-${index}`;
    const title = 'title' in block && block.title ? fillTemplate(t(block.title), result, locale) : '';
    switch (block.kind) {
      case 'figures':
        return <FiguresBlock block={block} labels={page.labels} result={result} />;
      case 'chart':
        return <ChartBlock block={block} result={result} />;
      case 'statistics':
        return title ? (
          <section aria-labelledby={headingId}>
            {heading(headingId, title, { ...BLOCK_HEADING, marginBottom: 8 })}
            <StatisticsBlock block={block} result={result} navigate={navigate} />
          </section>
        ) : (
          <StatisticsBlock block={block} result={result} navigate={navigate} />
        );
      case 'list':
        return (
          <Card
            size="small"
            title={title && heading(headingId, title)}
            extra={
              block.more && (
                <InAppLink path={block.more.path} navigate={navigate}>
                  {t(block.more.label)}
                </InAppLink>
              )
            }
          >
            <ListBlock
              block={block}
              labels={page.labels}
              result={result}
              labelledBy={title ? headingId : titleId}
              navigate={navigate}
            />
          </Card>
        );
    }
  };

  let body;
  if (sources.phase === 'loading') body = <Loading label={text('loading')} />;
  else if (sources.phase === 'failed')
    body = <Alert type="warning" showIcon title={text('dashboardFailed')} />;
  else {
    const shown = visible
      .map(({ block, index }) => ({ block, index, result: sources.results.get(block.source) }))
      .filter(({ block, result }) => block.when === undefined || logicTruthy(block.when, result));
    body = (
      <Row gutter={[16, 16]}>
        {shown.map(({ block, index, result }) => (
          <Col key={index} xs={24} lg={block.span ?? 24}>
            {renderBlock(block, index, result)}
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <section aria-labelledby={titleId} className="renderer-dashboard-page">
      <Typography.Title level={headingLevel} id={titleId}>
        {t(page.title)}
      </Typography.Title>
      {page.intro && <Typography.Paragraph type="secondary">{t(page.intro)}</Typography.Paragraph>}
      {body}
    </section>
  );
}
