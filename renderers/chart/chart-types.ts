/** The contract of the generic chart block: categories along one axis, one or more named series of numbers. */
import type { ChartKind } from '../../src/shared/chart/chart-kind';

export type { ChartKind };

export interface ChartSeries {
  name: string;
  /** One figure per category, in the order of `categories`. */
  data: number[];
}

export interface ChartPanelProps {
  title: string;
  kind: ChartKind;
  categories: string[];
  series: ChartSeries[];
  /** Height of the chart in pixels (the table grows with its rows). Default 280. */
  height?: number;
}

/** Colours and text colours the chart takes from the antd theme. */
export interface ChartPalette {
  series: string[];
  text: string;
  axis: string;
  split: string;
}
