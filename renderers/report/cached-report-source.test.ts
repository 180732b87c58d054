/**
 * The popup picker's report cache (SPEC §9, 30 s) with a clock the test moves: the same report and
 * the same search page are asked once within 30 s, again after; other pages, searches and refused
 * answers are asked anew.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ReportMeta, ReportRows } from '../data/report-data';
import type { Envelope } from '../../src/shared/envelope';
import { cachedReportSource, POPUP_CACHE_MS, type ReportSource } from './cached-report-source';
import { TtlCache } from './ttl-cache';

const META: ReportMeta = { id: 'r1', name: '客户单位', columns: [], dictOptions: {}, query: [] };

function ok<T>(result: T): Envelope<T> {
  return { success: true, message: '', code: 200, result, timestamp: 0 };
}

function setup(answers: { meta?: Envelope<ReportMeta | null> } = {}) {
  let time = 1_000;
  const server = {
    loadReport: vi.fn<ReportSource['loadReport']>(() => Promise.resolve(answers.meta ?? ok(META))),
    loadReportRows: vi.fn<ReportSource['loadReportRows']>((_id, params) =>
      Promise.resolve(ok<ReportRows>({ records: [{ page: params.pageNo }], total: 1 })),
    ),
  };
  const source = cachedReportSource(server, () => time);
  return { server, source, advance: (ms: number) => (time += ms) };
}

describe('popup report cache', () => {
  it('reads a report meta once within 30 s and again after', async () => {
    const { server, source, advance } = setup();
    expect((await source.loadReport('rp_company')).result).toEqual(META);
    advance(POPUP_CACHE_MS - 1);
    expect((await source.loadReport('rp_company')).result).toEqual(META);
    expect(server.loadReport).toHaveBeenCalledTimes(1);
    advance(1);
    await source.loadReport('rp_company');
    expect(server.loadReport).toHaveBeenCalledTimes(2);
    await source.loadReport('rp_other');
    expect(server.loadReport).toHaveBeenCalledTimes(3);
  });

  it('keeps each page per report, search and page, whatever the order of the parameters', async () => {
    const { server, source, advance } = setup();
    const first = await source.loadReportRows('r1', { name: '南海', pageNo: '1', pageSize: '10' });
    const again = await source.loadReportRows('r1', { pageSize: '10', pageNo: '1', name: '南海' });
    expect(again).toBe(first);
    expect(server.loadReportRows).toHaveBeenCalledTimes(1);
    await source.loadReportRows('r1', { name: '南海', pageNo: '2', pageSize: '10' });
    await source.loadReportRows('r1', { name: '东方', pageNo: '1', pageSize: '10' });
    await source.loadReportRows('r2', { name: '南海', pageNo: '1', pageSize: '10' });
    expect(server.loadReportRows).toHaveBeenCalledTimes(4);
    advance(POPUP_CACHE_MS);
    await source.loadReportRows('r1', { name: '南海', pageNo: '1', pageSize: '10' });
    expect(server.loadReportRows).toHaveBeenCalledTimes(5);
  });

  it('does not keep a refused or failed answer', async () => {
    const { server, source } = setup({
      meta: { success: false, message: '报表不存在', code: 404, result: null, timestamp: 0 },
    });
    expect((await source.loadReport('missing')).message).toBe('报表不存在');
    await source.loadReport('missing');
    expect(server.loadReport).toHaveBeenCalledTimes(2);
    server.loadReportRows.mockRejectedValueOnce(new Error('network'));
    await expect(source.loadReportRows('r1', { pageNo: '1' })).rejects.toThrow('network');
    expect((await source.loadReportRows('r1', { pageNo: '1' })).result.records).toEqual([{ page: '1' }]);
    expect(server.loadReportRows).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entries beyond its size', () => {
    const cache = new TtlCache<number>(POPUP_CACHE_MS, () => 0, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});
