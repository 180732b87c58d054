/** The statistics row: sum and average of the numbers in a column (SPEC §3 `statistics`). */
import type { Column, Row } from './types';

export type StatisticKind = 'sum' | 'average';

export function statisticKinds(column: Column): StatisticKind[] {
  if (column.statistics === true) return ['sum'];
  return Array.isArray(column.statistics) ? column.statistics : [];
}

/** Rounds away binary noise (0.1 + 0.2) to at most 6 decimals. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

export function columnStatistics(rows: readonly Row[], key: string): { sum: number; average: number } {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    const raw = row[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const n = Number(raw);
    if (!Number.isFinite(n)) continue;
    sum += n;
    count += 1;
  }
  return { sum: tidy(sum), average: count ? tidy(sum / count) : 0 };
}
