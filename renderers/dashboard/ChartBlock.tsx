/**
 * A dashboard's chart (the chart panel, readable as a table): categories from a field of each item and
 * series from their numeric fields, or categories and series from arrays of the answer.
 */
import { useMemo } from 'react';
import type { DashboardChartBlock } from '../../src/shared/schema/dashboard-page';
import type { I18nText } from '../../src/shared/schema/types';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { ChartPanel } from '../chart/ChartPanel';
import type { ChartSeries } from '../chart/chart-types';
import { useRenderer } from '../context';
import { fieldText, fillTemplate, itemsAt, numbersAt, textsAt, type DashboardItem } from './dashboard-values';

/** An item's number in the field, a missing one as 0 (a chart draws every category). */
function numberIn(item: DashboardItem, field: string | undefined): number {
  const value = field !== undefined && Object.hasOwn(item, field) ? item[field] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function chartData(
  block: DashboardChartBlock,
  result: unknown,
  t: (text: I18nText) => string,
): { categories: string[]; series: ChartSeries[] } {
  if (block.category === undefined)
    return {
      categories: textsAt(result, block.categories ?? ''),
      series: block.series.map((s) => ({ name: t(s.name), data: numbersAt(result, s.values ?? '') })),
    };
  const field = block.category;
  const items = itemsAt(result, block.items).filter(
    (item) => block.where === undefined || logicTruthy(block.where, item),
  );
  return {
    categories: items.map((item) => fieldText(item, field)),
    series: block.series.map((s) => ({
      name: t(s.name),
      data: items.map((item) => numberIn(item, s.field)),
    })),
  };
}

export function ChartBlock({ block, result }: { block: DashboardChartBlock; result: unknown }) {
  const { t, locale } = useRenderer();
  // One figure set per answer: the panel's chart option is built again only when it changes.
  const { categories, series } = useMemo(() => chartData(block, result, t), [block, result, t]);
  return (
    <ChartPanel
      title={fillTemplate(t(block.title), result, locale)}
      kind={block.chart}
      categories={categories}
      series={series}
      height={block.height}
    />
  );
}
