/** Grouped counts of visible rows, labelled from a dictionary in its own order (zeros included). */
import { sql } from 'kysely';
import type { CountItem } from '../../../shared/dashboard/dashboard-types';
import type { Locale } from '../../http/i18n';
import { dictText, type DictItem } from '../dict/dict-items';
import type { LooseSelect } from '../crud/read/scope';

/** `{ value → count }` of one column over the rows of `query` (null values are left out). */
export async function countBy(query: LooseSelect | null, column: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!query) return counts;
  const rows = (await query
    .select([sql.ref(column).as('value'), sql<string | number>`count(*)`.as('n')])
    .groupBy(sql.ref(column))
    .execute()) as Array<{ value: string | null; n: string | number }>;
  for (const row of rows) if (row.value !== null) counts.set(String(row.value), Number(row.n));
  return counts;
}

/** Every dictionary value with its count, then any value the dictionary lacks. */
export function labelled(
  counts: Map<string, number>,
  items: readonly DictItem[] | undefined,
  locale: Locale,
): CountItem[] {
  const out: CountItem[] = (items ?? []).map((item) => ({
    value: item.value,
    text: dictText(items, item.value, locale),
    count: counts.get(item.value) ?? 0,
  }));
  for (const [value, count] of counts)
    if (!out.some((o) => o.value === value)) out.push({ value, text: value, count });
  return out;
}

export async function countRows(query: LooseSelect | null): Promise<number> {
  if (!query) return 0;
  const row = (await query.select(sql<string | number>`count(*)`.as('n')).executeTakeFirst()) as
    { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}
