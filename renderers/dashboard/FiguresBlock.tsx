/** A dashboard's counts: the block's items counted by a field, one card per value the schema names. */
import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardFiguresBlock, DashboardPage } from '../../src/shared/schema/dashboard-page';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { useRenderer } from '../context';
import { fieldText, itemsAt } from './dashboard-values';

export function FiguresBlock({
  block,
  labels,
  result,
}: {
  block: DashboardFiguresBlock;
  labels: DashboardPage['labels'];
  result: unknown;
}) {
  const { t } = useRenderer();
  const items = itemsAt(result, block.items);
  const figures = block.figures.filter(
    (figure) => figure.when === undefined || logicTruthy(figure.when, result),
  );
  // Four to a row at most on a small screen and up, fewer cards share the row.
  const span = Math.max(6, Math.floor(24 / Math.max(figures.length, 1)));
  return (
    <Row gutter={[16, 16]} role="list" aria-label={block.title ? t(block.title) : undefined}>
      {figures.map((figure) => (
        <Col key={figure.value} xs={24} sm={span} role="listitem">
          <Card size="small">
            <Statistic
              title={t(labels?.[block.groupBy]?.[figure.value])}
              value={items.filter((item) => fieldText(item, block.groupBy) === figure.value).length}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
