/** The dashboard's own arithmetic: months of the throughput and the per-minute request window. */
import { describe, expect, it } from 'vitest';
import { bucket, lastMonths, monthsStart } from './months';
import { RequestCounter, WINDOW_MINUTES } from './request-counter';

describe('months', () => {
  it('are the twelve months ending with the current one, across a year end', () => {
    const now = new Date(2026, 1, 15);
    expect(lastMonths(now)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsStart(now)).toEqual(new Date(2025, 2, 1));
  });

  it('count timestamps and date texts into their month, leaving out older ones', () => {
    const months = lastMonths(new Date(2026, 1, 15));
    const counts = bucket(months, [
      new Date(2026, 1, 1),
      '2026-02-28',
      '2025-03-01',
      '2025-02-28',
      new Date(2026, 0, 31, 23, 59),
      null,
    ]);
    expect(counts[11]).toBe(2);
    expect(counts[10]).toBe(1);
    expect(counts[0]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
  });
});

describe('request counter', () => {
  it('counts requests and 5xx answers per minute over the last 15 minutes', () => {
    const counter = new RequestCounter();
    const t0 = Date.UTC(2026, 10, 24, 8, 0, 10);
    counter.record(200, t0);
    counter.record(500, t0 + 1000);
    counter.record(404, t0 + 60_000);
    const window = counter.window(t0 + 60_000);
    expect(window.minutes).toHaveLength(WINDOW_MINUTES);
    expect(window.counts.slice(-2)).toEqual([2, 1]);
    expect(window.errors.slice(-2)).toEqual([1, 0]);
    // Fifteen minutes on, the first minute has left the window; the second is its oldest.
    const later = counter.window(t0 + 15 * 60_000);
    expect(later.counts.reduce((a, b) => a + b, 0)).toBe(1);
  });
});
