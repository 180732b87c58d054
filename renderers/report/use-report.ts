/**
 * A report read through the DataProvider: its meta by code once, then the page of rows for the
 * current filters, sort and paging (re-read when any of them changes).
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from '../context';
import type { ReportMeta, ReportRows } from '../data/report-data';
import type { ReportSource } from './cached-report-source';

export interface ReportQuery {
  filters: Record<string, string>;
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
}

/** `source` defaults to the provider; the popup picker passes its 30 s cache (cached-report-source.ts). */
export function useReportMeta(
  code: string | undefined,
  source?: ReportSource,
): { meta?: ReportMeta; error?: string; loading: boolean } {
  const provider = useDataProvider();
  const data = source ?? provider;
  const [state, setState] = useState<{ code?: string; meta?: ReportMeta; error?: string }>({});
  useEffect(() => {
    if (!code) return;
    let alive = true;
    data.loadReport(code).then(
      (answer) =>
        alive &&
        setState(
          answer.success && answer.result ? { code, meta: answer.result } : { code, error: answer.message },
        ),
      (error: unknown) => alive && setState({ code, error: error instanceof Error ? error.message : '' }),
    );
    return () => {
      alive = false;
    };
  }, [data, code]);
  if (state.code !== code) return { loading: code !== undefined };
  return { meta: state.meta, error: state.error, loading: false };
}

const EMPTY: ReportRows = { records: [], total: 0 };

export function useReportRows(
  meta: ReportMeta | undefined,
  query: ReportQuery,
  source?: ReportSource,
): { rows: ReportRows; loading: boolean } {
  const provider = useDataProvider();
  const data = source ?? provider;
  const [state, setState] = useState<{ rows: ReportRows; loading: boolean }>({ rows: EMPTY, loading: true });
  const { filters, pageNo, pageSize, column, order } = query;
  useEffect(() => {
    if (!meta) return;
    let alive = true;
    setState((s) => ({ ...s, loading: true }));
    const params: Record<string, string> = { ...filters, pageNo: String(pageNo), pageSize: String(pageSize) };
    if (column) params.column = column;
    if (order) params.order = order;
    data.loadReportRows(meta.id, params).then(
      (answer) =>
        alive && setState({ rows: answer.success && answer.result ? answer.result : EMPTY, loading: false }),
      () => alive && setState({ rows: EMPTY, loading: false }),
    );
    return () => {
      alive = false;
    };
  }, [data, meta, filters, pageNo, pageSize, column, order]);
  return state;
}
