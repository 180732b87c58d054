/**
 * The online report (cgreport) calls of the shell's provider: getRpColumns/{code} with
 * getQueryInfo/{id} and getColumns/{id} (for the chart) into one ReportMeta, and getData/{id}.
 */
import type { Envelope } from '../../shared/envelope';
import type { ListParams, ReportMeta, ReportRows } from '../../../renderers';
import type { TransportRequest } from './jeecg-provider';

type Request = <T>(config: TransportRequest) => Promise<Envelope<T>>;

interface RpColumns {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportMeta['columns'];
  dictOptions: ReportMeta['dictOptions'];
}

const BASE = '/online/cgreport/api';

export async function loadReport(request: Request, code: string): Promise<Envelope<ReportMeta | null>> {
  const head = await request<RpColumns>({
    url: `${BASE}/getRpColumns/${encodeURIComponent(code)}`,
    method: 'GET',
  });
  if (!head.success || !head.result) return { ...head, result: null };
  const id = encodeURIComponent(head.result.cgRpConfigId);
  const [query, columns] = await Promise.all([
    request<ReportMeta['query']>({ url: `${BASE}/getQueryInfo/${id}`, method: 'GET' }),
    request<{ chart?: ReportMeta['chart'] }>({ url: `${BASE}/getColumns/${id}`, method: 'GET' }),
  ]);
  if (!query.success) return { ...query, result: null };
  const chart = columns.success ? columns.result?.chart : undefined;
  return {
    ...head,
    result: {
      id: head.result.cgRpConfigId,
      name: head.result.cgRpConfigName,
      columns: head.result.columns,
      dictOptions: head.result.dictOptions,
      query: Array.isArray(query.result) ? query.result : [],
      ...(chart ? { chart } : {}),
    },
  };
}

export function loadReportRows(
  request: Request,
  reportId: string,
  params: ListParams,
): Promise<Envelope<ReportRows>> {
  return request<ReportRows>({
    url: `${BASE}/getData/${encodeURIComponent(reportId)}`,
    method: 'GET',
    params,
  });
}
