/**
 * A titled chart with its figures also as a table (toggle 图表/表格): the generic chart block of the
 * dashboards and online reports. The chart is an image to assistive technology (role="img" with a
 * summary of every figure); the table view is the same figures for reading and copying.
 */
import { Suspense, useMemo, useState } from 'react';
import { lazyChunk } from '../lazy-chunk';
import { Card, Empty, Segmented } from 'antd';
import { useRenderer } from '../context';
import { chartOption } from './chart-option';
import { useChartPalette } from './chart-palette';
import { chartSummary } from './chart-summary';
import { CHART_TEXTS, type ChartTextKey } from './chart-texts';
import type { ChartPanelProps } from './chart-types';
import { ChartTable } from './ChartTable';
import { Loading } from '../Loading';
import { useText } from '../i18n/use-text';
import './chart.css';

const EChartsCanvas = lazyChunk(() => import('./EChartsCanvas'));

type View = 'chart' | 'table';

export function ChartPanel({ title, kind, categories, series, height = 280 }: ChartPanelProps) {
  const { locale } = useRenderer();
  const text = (key: ChartTextKey) => CHART_TEXTS[key][locale];
  const say = useText();
  const [view, setView] = useState<View>('chart');
  const palette = useChartPalette();
  const option = useMemo(
    () => chartOption(kind, categories, series, palette),
    [kind, categories, series, palette],
  );
  const summary = chartSummary(title, categories, series, locale);
  const empty = categories.length === 0 || series.length === 0;

  const toggle = (
    <Segmented<View>
      size="small"
      aria-label={`${title} ${text('view')}`}
      value={view}
      onChange={setView}
      options={[
        { value: 'chart', label: text('chart') },
        { value: 'table', label: text('table') },
      ]}
    />
  );

  let body;
  if (empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />;
  else if (view === 'table')
    body = (
      <ChartTable caption={title} categoryHeader={text('category')} categories={categories} series={series} />
    );
  else
    body = (
      <div role="img" aria-label={summary} className="rf-chart-canvas" style={{ height }}>
        <Suspense fallback={<Loading label={say('loading')} />}>
          <EChartsCanvas option={option} height={height} />
        </Suspense>
      </div>
    );

  return (
    <Card size="small" title={title} extra={empty ? undefined : toggle} className="rf-chart-panel">
      {body}
    </Card>
  );
}
