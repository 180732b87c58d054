/**
 * The online report definition (SPEC §7 cgreport): what an administrator declares about a
 * report instead of JeecgBoot's free SQL. Its JSON schema is report-definition.schema.json; the
 * names in it are checked against the registered entities by resolve.ts.
 */
import type { ChartKind } from '../chart/chart-kind';

export interface ReportText {
  'zh-CN': string;
  'en-US': string;
}

/** Another entity joined along a relation its schemas declare (x-sub-tables, either direction). */
export interface ReportJoin {
  alias: string;
  entity: string;
  /** The alias joined from; the base entity when absent. */
  from?: string;
}

export type ReportAggregate = 'count' | 'sum' | 'avg';

export interface ReportColumn {
  /** The record key of the column (`dataIndex`). */
  key: string;
  /** `property` of the base entity or `alias.property` of a join; optional only for a count. */
  field?: string;
  title: ReportText;
  width?: number;
  /** A dictionary code; the field's own x-dict when absent. */
  dict?: string;
  /** An in-app path the cell links to; `{key}` placeholders take the row's values. */
  link?: string;
  /** Summed over every row of the result into `totals`. */
  total?: boolean;
  /** With `group`: the column is this aggregate of its field over the group. */
  aggregate?: ReportAggregate;
  hidden?: boolean;
}

export interface ReportSearch {
  key: string;
  /** single: one value; range: `<key>_begin` and `<key>_end`. */
  mode?: 'single' | 'range';
}

/** A parameter: `self_<name>` (or its default) must equal the field. */
export interface ReportParam {
  name: string;
  field: string;
  title: ReportText;
  default?: string | number | boolean;
}

export interface ReportSort {
  key: string;
  order?: 'asc' | 'desc';
}

export interface ReportChart {
  kind: ChartKind;
  category: string;
  value: string;
}

export interface ReportDefinition {
  joins?: ReportJoin[];
  columns: ReportColumn[];
  search?: ReportSearch[];
  params?: ReportParam[];
  sort?: ReportSort[];
  /** Keys of the columns the rows are grouped by; the other columns must be aggregates. */
  group?: string[];
  chart?: ReportChart;
}

/** A problem of a definition: the JSON path inside it and a bilingual message. */
export interface ReportProblem {
  path: string;
  message: ReportText;
}

/** Request parameters of a report's own parameters carry this prefix (JeecgBoot's self_). */
export const PARAM_PREFIX = 'self_';
