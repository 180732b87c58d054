/**
 * An online report as the renderer reads it through the DataProvider (`loadReport`,
 * `loadReportRows`): its columns, search items and chart, then pages of rows. The shape follows the
 * cgreport API (SPEC §7: getRpColumns, getQueryInfo, getData) without naming it.
 */
import type { DictItem } from '../../src/shared/dict/dict-item';
import type { ChartKind } from '../../src/shared/chart/chart-kind';

export interface ReportColumnInfo {
  title: string;
  dataIndex: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** A dictionary code: the row carries `<dataIndex>_dictText`. */
  customRender?: string;
  /** An in-app path the cell links to; `{key}` takes the row's values. */
  href?: string;
  total?: boolean;
  numeric?: boolean;
}

export interface ReportQueryItem {
  label: string;
  field: string;
  /** single: `<field>`; group: `<field>_begin` and `<field>_end`. */
  mode: 'single' | 'group';
  view: string;
  dictCode?: string;
  hidden?: string;
}

export interface ReportChartInfo {
  kind: ChartKind;
  category: string;
  value: string;
}

export interface ReportMeta {
  /** The id the rows are read by (cgRpConfigId). */
  id: string;
  name: string;
  columns: ReportColumnInfo[];
  dictOptions: Record<string, DictItem[]>;
  query: ReportQueryItem[];
  chart?: ReportChartInfo;
}

export type ReportRow = Record<string, unknown>;

export interface ReportRows {
  records: ReportRow[];
  total: number;
  /** Sums over the whole result of the columns marked total. */
  totals?: Record<string, number>;
}
