export { ChartPanel } from './ChartPanel';
export type { ChartKind, ChartPanelProps, ChartSeries } from './chart-types';
