/** Texts of the report view (the report page and the popup picker's table). */
import type { Locale } from '../../src/shared/schema/types';

export const REPORT_TEXTS = {
  from: { 'zh-CN': '开始', 'en-US': 'From' },
  to: { 'zh-CN': '结束', 'en-US': 'To' },
  totals: { 'zh-CN': '合计', 'en-US': 'Total' },
  query: { 'zh-CN': '查询条件', 'en-US': 'Search' },
  rows: { 'zh-CN': '报表数据', 'en-US': 'Report rows' },
  chart: { 'zh-CN': '图表', 'en-US': 'Chart' },
  notFound: { 'zh-CN': '报表不存在', 'en-US': 'The report does not exist' },
} as const;

export type ReportTextKey = keyof typeof REPORT_TEXTS;

export function reportText(locale: Locale, key: ReportTextKey): string {
  return REPORT_TEXTS[key][locale];
}
