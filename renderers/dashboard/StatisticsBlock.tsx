/**
 * A dashboard's single numbers: each titled, linked to its screen when the block says so (the link is
 * named by the visible title and number), in the error colour when it asks for attention; a number the
 * answer leaves null (a count the user may not see) is not shown.
 */
import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardStatisticsBlock } from '../../src/shared/schema/dashboard-page';
import { useRenderer } from '../context';
import { numberAt } from './dashboard-values';
import { InAppLink } from './InAppLink';
import { useThemeToken } from '../use-theme-token';

export function StatisticsBlock({
  block,
  result,
  navigate,
}: {
  block: DashboardStatisticsBlock;
  result: unknown;
  navigate?: (path: string) => void;
}) {
  const { t } = useRenderer();
  const token = useThemeToken();
  const shown = block.numbers
    .map((number) => ({ number, value: numberAt(result, number.value) }))
    .filter((entry): entry is { number: typeof entry.number; value: number } => entry.value !== null);
  // Three to a row at most on a small screen and up; fewer share the row.
  const span = Math.max(8, Math.floor(24 / Math.max(shown.length, 1)));
  return (
    <Row gutter={[16, 16]}>
      {shown.map(({ number, value }) => {
        const statistic = (
          <Statistic
            title={t(number.title)}
            value={value}
            // The error red on white is readable as text (WCAG 1.4.3); the title says what it counts.
            styles={number.emphasis && value > 0 ? { content: { color: token.colorErrorText } } : undefined}
          />
        );
        return (
          <Col key={number.value} xs={24} sm={span}>
            <Card size="small">
              {number.link ? (
                <InAppLink path={number.link} navigate={navigate}>
                  {statistic}
                </InAppLink>
              ) : (
                statistic
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
