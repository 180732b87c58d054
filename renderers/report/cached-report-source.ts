/**
 * The popup picker's report reads kept for 30 s (SPEC §9 "cache for popup data 30 s"): a report's
 * meta per code and a page of its rows per (report, search, sort, page), so reopening the picker —
 * or the same field in the next record's dialog — shows the rows without asking the server again.
 * A refused or failed answer is not kept. The report page (ReportView) reads fresh data.
 */
import type { DataProvider, ListParams } from '../data/data-provider';
import type { ReportMeta, ReportRows } from '../data/report-data';
import type { Envelope } from '../../src/shared/envelope';
import { TtlCache, type Clock } from './ttl-cache';

export const POPUP_CACHE_MS = 30_000;

export type ReportSource = Pick<DataProvider, 'loadReport' | 'loadReportRows'>;

function remember<T>(
  cache: TtlCache<Promise<Envelope<T>>>,
  key: string,
  load: () => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = load();
  cache.set(key, answer);
  answer.then(
    (envelope) => {
      if (!envelope.success) cache.deleteIf(key, answer);
    },
    () => cache.deleteIf(key, answer),
  );
  return answer;
}

/** The parameters in a fixed order, so the same search is the same key however it was built. */
function paramsKey(params: ListParams): string {
  return JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  );
}

export function cachedReportSource(data: ReportSource, now?: Clock, ttlMs = POPUP_CACHE_MS): ReportSource {
  const metas = new TtlCache<Promise<Envelope<ReportMeta | null>>>(ttlMs, now);
  const pages = new TtlCache<Promise<Envelope<ReportRows>>>(ttlMs, now);
  return {
    loadReport: (code) => remember(metas, code, () => data.loadReport(code)),
    loadReportRows: (reportId, params) =>
      remember(pages, `${reportId}\u0000${paramsKey(params)}`, () => data.loadReportRows(reportId, params)),
  };
}

// One cache per provider: the app has one provider for its lifetime; each test renders its own.
const perProvider = new WeakMap<ReportSource, ReportSource>();

export function popupReportSource(data: ReportSource): ReportSource {
  let source = perProvider.get(data);
  if (!source) {
    source = cachedReportSource(data);
    perProvider.set(data, source);
  }
  return source;
}
