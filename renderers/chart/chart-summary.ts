/**
 * One sentence a screen reader reads for the chart image: every category with its figures (the first
 * SUMMARY_LIMIT of a long report, then how many more; the table view lists them all).
 */
import type { ChartSeries } from './chart-types';

export const SUMMARY_LIMIT = 30;

export function chartSummary(
  title: string,
  categories: readonly string[],
  series: readonly ChartSeries[],
  locale: 'zh-CN' | 'en-US',
): string {
  const sep = locale === 'zh-CN' ? '；' : '; ';
  const items = categories.slice(0, SUMMARY_LIMIT).map((category, index) => {
    const figures = series.map((s) =>
      series.length > 1 ? `${s.name} ${s.data[index] ?? 0}` : String(s.data[index] ?? 0),
    );
    return `${category} ${figures.join(', ')}`;
  });
  const rest = categories.length - items.length;
  if (rest > 0) items.push(locale === 'zh-CN' ? `另有 ${rest} 项` : `${rest} more`);
  return `${title}${locale === 'zh-CN' ? '：' : ': '}${items.join(sep)}`;
}
