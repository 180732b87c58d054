/** Texts of the chart block (the renderer's own). */
export const CHART_TEXTS = {
  chart: { 'zh-CN': '图表', 'en-US': 'Chart' },
  table: { 'zh-CN': '表格', 'en-US': 'Table' },
  view: { 'zh-CN': '显示方式', 'en-US': 'View' },
  category: { 'zh-CN': '类别', 'en-US': 'Category' },
  empty: { 'zh-CN': '暂无数据', 'en-US': 'No data' },
} as const;

export type ChartTextKey = keyof typeof CHART_TEXTS;
