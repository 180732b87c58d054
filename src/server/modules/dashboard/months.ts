/** The last twelve calendar months (server local time) and bucketing of dates into them. */
const pad = (n: number) => String(n).padStart(2, '0');

export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** yyyy-MM of the `count` months ending with the one of `now`, oldest first. */
export function lastMonths(now: Date, count = 12): string[] {
  const out: string[] = [];
  for (let back = count - 1; back >= 0; back--)
    out.push(monthKey(new Date(now.getFullYear(), now.getMonth() - back, 1)));
  return out;
}

/** The first day of the oldest of those months, as a Date (local midnight). */
export function monthsStart(now: Date, count = 12): Date {
  return new Date(now.getFullYear(), now.getMonth() - (count - 1), 1);
}

/** Counts per month key; a timestamp (Date or text) or a 'yyyy-MM-dd' date text. */
export function bucket(months: readonly string[], values: readonly unknown[]): number[] {
  const counts = months.map(() => 0);
  for (const value of values) {
    let key: string | null = null;
    if (value instanceof Date) key = monthKey(value);
    else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) key = value.slice(0, 7);
    else if (typeof value === 'string') {
      const parsed = new Date(value);
      if (!Number.isNaN(parsed.getTime())) key = monthKey(parsed);
    }
    const index = key === null ? -1 : months.indexOf(key);
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}
