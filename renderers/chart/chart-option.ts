/**
 * The ECharts option for a chart block: a pure function of the props and the theme's palette, so
 * the figures the chart draws are the ones the table lists. No animation (a dashboard refreshes and
 * motion should not distract; it also keeps screenshots stable).
 */
import type { ChartKind, ChartPalette, ChartSeries } from './chart-types';

type Option = Record<string, unknown>;

export function chartOption(
  kind: ChartKind,
  categories: readonly string[],
  series: readonly ChartSeries[],
  palette: ChartPalette,
): Option {
  const textStyle = { color: palette.text };
  const base: Option = {
    animation: false,
    color: palette.series,
    textStyle,
    tooltip: { trigger: kind === 'pie' ? 'item' : 'axis' },
    legend: { show: kind === 'pie' || series.length > 1, bottom: 0, textStyle },
    aria: { enabled: false },
  };
  if (kind === 'pie') {
    const first = series[0];
    return {
      ...base,
      series: [
        {
          type: 'pie',
          name: first?.name ?? '',
          radius: ['35%', '65%'],
          top: 0,
          bottom: 28,
          label: { color: palette.text, formatter: '{b}: {c}' },
          data: categories.map((name, index) => ({ name, value: first?.data[index] ?? 0 })),
        },
      ],
    };
  }
  return {
    ...base,
    grid: { left: 8, right: 16, top: 16, bottom: series.length > 1 ? 32 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: [...categories],
      axisLabel: { color: palette.text, interval: 0, hideOverlap: true },
      axisLine: { lineStyle: { color: palette.axis } },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: palette.text },
      splitLine: { lineStyle: { color: palette.split } },
    },
    series: series.map((s) => ({ type: kind, name: s.name, data: [...s.data], smooth: false })),
  };
}
