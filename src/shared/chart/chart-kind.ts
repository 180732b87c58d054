/** How a chart draws its figures: the one list the chart block, online reports and dashboards share. */
export const CHART_KINDS = ['bar', 'line', 'pie'] as const;

export type ChartKind = (typeof CHART_KINDS)[number];
