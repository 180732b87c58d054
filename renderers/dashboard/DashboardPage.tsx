/**
 * A dashboard page (`kind: "dashboard"`): its title and intro, then its blocks over the answers of
 * the sources they name. A list with its own failure text says in place while its source loads and
 * when it cannot be read; for the other blocks the page says so once, and shows them when all are read.
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
import { useDashboardSources, type DashboardSource } from './use-dashboard-sources';

/** The page title's heading level; the blocks' headings are one below it. */
export type DashboardHeadingLevel = 2 | 3 | 4;

export interface DashboardPageProps {
  page: DashboardPageSchema;
  navigate?: (path: string) => void;
  /** 3 on a page of its own; lower inside a page that has its own title (default 3). */
  headingLevel?: DashboardHeadingLevel;
}

const BLOCK_HEADING: React.CSSProperties = { margin: 0, fontSize: 16 };

/** A list that declares its failure text shows its own loading and failure. */
function reportsInPlace(block: DashboardBlock): boolean {
  return block.kind === 'list' && block.failed !== undefined;
}

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

  const renderBlock = (block: DashboardBlock, index: number, source: DashboardSource) => {
    const headingId = `${id}-block-${index}`;
    const result = source.phase === 'ready' ? source.result : undefined;
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
      case 'list': {
        const labelledBy = title ? headingId : titleId;
        let content: ReactNode;
        if (source.phase === 'loading') content = <Loading label={text('loading')} />;
        else if (source.phase === 'failed')
          content = <Typography.Text type="secondary">{t(block.failed)}</Typography.Text>;
        else
          content = (
            <ListBlock
              block={block}
              labels={page.labels}
              result={result}
              labelledBy={labelledBy}
              navigate={navigate}
            />
          );
        return (
          <Card
            size="small"
            style={{ height: '100%' }}
            title={title && heading(headingId, title)}
            extra={
              block.more && (
                <InAppLink path={block.more.path} navigate={navigate} describedBy={labelledBy}>
                  {t(block.more.label)}
                </InAppLink>
              )
            }
          >
            {content}
          </Card>
        );
      }
    }
  };

  // Blocks that do not report in place wait for all their sources, and the page speaks for them once.
  const shared = visible.filter(({ block }) => !reportsInPlace(block)).map(({ block }) => sources.of(block));
  const sharedFailed = shared.some((state) => state.phase === 'failed');
  const sharedLoading = !sharedFailed && shared.some((state) => state.phase === 'loading');
  const shown = visible.filter(({ block }) => {
    const source = sources.of(block);
    if (!reportsInPlace(block) && (sharedFailed || sharedLoading)) return false;
    return source.phase !== 'ready' || block.when === undefined || logicTruthy(block.when, source.result);
  });
  const body = (
    <>
      {sharedLoading && <Loading label={text('loading')} />}
      {sharedFailed && <Alert type="warning" showIcon title={text('dashboardFailed')} />}
      {shown.length > 0 && (
        <Row gutter={[16, 16]} style={sharedFailed ? { marginTop: 16 } : undefined}>
          {shown.flatMap(({ block, index }) => [
            ...(block.heading
              ? [
                  <Col key={`${index}-heading`} span={24}>
                    {heading(`${id}-group-${index}`, t(block.heading), { ...BLOCK_HEADING, fontSize: 18 })}
                  </Col>,
                ]
              : []),
            <Col key={index} xs={24} lg={block.span ?? 24}>
              {renderBlock(block, index, sources.of(block))}
            </Col>,
          ])}
        </Row>
      )}
    </>
  );

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
