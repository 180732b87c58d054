/**
 * Online reports for the in-memory provider: a report is its meta plus rows; `loadReportRows`
 * filters by the search items (single: containment, group: `_begin`/`_end` bounds), sorts by
 * column/order and pages as the server does.
 */
import type { Envelope } from '../../src/shared/envelope';
import type { DataProvider, ListParams, ReportMeta, ReportRow } from '../data/data-provider';

export interface MemoryReport {
  meta: ReportMeta;
  rows: ReportRow[];
}

const ok = <T>(result: T): Envelope<T> => ({ success: true, code: 200, message: '', result, timestamp: 0 });

function inRange(value: unknown, begin?: string, end?: string): boolean {
  const v = typeof value === 'number' ? value : String(value ?? '');
  const cmp = (bound: string) => (typeof v === 'number' ? v - Number(bound) : v.localeCompare(bound));
  return (
    (begin === undefined || begin === '' || cmp(begin) >= 0) &&
    (end === undefined || end === '' || cmp(end) <= 0)
  );
}

function filtered(report: MemoryReport, params: ListParams): ReportRow[] {
  return report.rows.filter((row) =>
    report.meta.query.every((item) => {
      if (item.mode === 'group')
        return inRange(row[item.field], params[`${item.field}_begin`], params[`${item.field}_end`]);
      const wanted = params[item.field];
      return wanted === undefined || wanted === '' || String(row[item.field] ?? '').includes(wanted);
    }),
  );
}

export function memoryReports(
  reports: Record<string, MemoryReport> = {},
): Pick<DataProvider, 'loadReport' | 'loadReportRows'> {
  const byId = (id: string) => Object.values(reports).find((r) => r.meta.id === id);
  return {
    loadReport: (code) => {
      const report = Object.hasOwn(reports, code) ? reports[code] : undefined;
      return Promise.resolve(
        report
          ? ok(report.meta)
          : { success: false, code: 404, message: '报表不存在', result: null, timestamp: 0 },
      );
    },
    loadReportRows: (reportId, params) => {
      const report = byId(reportId);
      if (!report)
        return Promise.resolve({
          success: false,
          code: 404,
          message: '报表不存在',
          result: { records: [], total: 0 },
          timestamp: 0,
        });
      let rows = filtered(report, params);
      const { column, order } = params;
      if (column) {
        const sign = order === 'asc' ? 1 : -1;
        rows = [...rows].sort(
          (a, b) =>
            sign *
            String(a[column] ?? '').localeCompare(String(b[column] ?? ''), undefined, { numeric: true }),
        );
      }
      const size = Number(params.pageSize ?? 10) || 10;
      const current = Number(params.pageNo ?? 1) || 1;
      const totals = Object.fromEntries(
        report.meta.columns
          .filter((c) => c.total)
          .map((c) => [c.dataIndex, rows.reduce((sum, r) => sum + Number(r[c.dataIndex] ?? 0), 0)]),
      );
      return Promise.resolve(
        ok({
          records: rows.slice((current - 1) * size, current * size),
          total: rows.length,
          ...(Object.keys(totals).length ? { totals } : {}),
        }),
      );
    },
  };
}
