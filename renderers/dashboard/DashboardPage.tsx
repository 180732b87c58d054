/**
 * A dashboard page (`kind: "dashboard"`): its title and intro, then its blocks over the answers of
 * the sources they name; while those load it says so, and when one cannot be read it says that.
 */
import { Alert, Card, Col, Row, Typography } from 'antd';
import { useId } from 'react';
import type {
  DashboardBlock,
  DashboardPage as DashboardPageSchema,
} from '../../src/shared/schema/dashboard-page';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { Loading } from '../Loading';
import { FiguresBlock } from './FiguresBlock';
import { ListBlock } from './ListBlock';
import { useDashboardSources } from './use-dashboard-sources';

export interface DashboardPageProps {
  page: DashboardPageSchema;
  navigate?: (path: string) => void;
}

export function DashboardPage({ page, navigate }: DashboardPageProps) {
  const { t, hasPermission } = useRenderer();
  const text = useText();
  const id = useId();
  const titleId = `${id}-title`;
  const sources = useDashboardSources(page);

  const renderBlock = (block: DashboardBlock, index: number, result: unknown) => {
    if (block.kind === 'figures') return <FiguresBlock block={block} labels={page.labels} result={result} />;
    const headingId = `${id}-block-${index}`;
    const list = (
      <ListBlock
        block={block}
        labels={page.labels}
        result={result}
        labelledBy={block.title ? headingId : titleId}
        navigate={navigate}
      />
    );
    return (
      <Card
        size="small"
        title={
          block.title && (
            <h4 id={headingId} style={{ margin: 0, fontSize: 16 }}>
              {t(block.title)}
            </h4>
          )
        }
      >
        {list}
      </Card>
    );
  };

  let body;
  if (sources.phase === 'loading') body = <Loading label={text('loading')} />;
  else if (sources.phase === 'failed')
    body = <Alert type="warning" showIcon title={text('dashboardFailed')} />;
  else {
    const shown = page.blocks
      .map((block, index) => ({ block, index, result: sources.results.get(block.source) }))
      .filter(
        ({ block, result }) =>
          hasPermission(block.permission) && (block.when === undefined || logicTruthy(block.when, result)),
      );
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
      <Typography.Title level={3} id={titleId}>
        {t(page.title)}
      </Typography.Title>
      {page.intro && <Typography.Paragraph type="secondary">{t(page.intro)}</Typography.Paragraph>}
      {body}
    </section>
  );
}
