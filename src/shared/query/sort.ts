/** `column` (comma list, `_dictText` suffix stripped) + `order` → sort keys; id is always the last tie-breaker. */
import type { ResolvedEntity } from '../schema/registry';
import type { SortKey } from './ast';
import { queryErrors } from './errors';

const MAX_SORT = 5;

export function parseSort(
  entity: ResolvedEntity,
  columnRaw: string | undefined,
  orderRaw: string | undefined,
  fallback: { column: string; order: 'asc' | 'desc' } = { column: 'createTime', order: 'desc' },
): SortKey[] {
  let direction: 'asc' | 'desc' = fallback.order;
  if (orderRaw !== undefined && orderRaw !== '') {
    const o = orderRaw.toLowerCase();
    if (o !== 'asc' && o !== 'desc') throw queryErrors.badValue('order');
    direction = o;
  }
  const names =
    columnRaw === undefined || columnRaw === ''
      ? [fallback.column]
      : columnRaw.split(',').map((n) => n.trim().replace(/_dictText$/, ''));
  if (names.length > MAX_SORT) throw queryErrors.badSort('column');
  const keys: SortKey[] = [];
  for (const name of names) {
    const field = entity.fields.get(name);
    if (!field || !field.sortable) throw queryErrors.badSort(`column=${name}`);
    if (name === 'id' || keys.some((k) => k.field === name)) continue;
    keys.push({ field: name, column: field.column as string, direction });
  }
  keys.push({ field: 'id', column: 'id', direction: keys[0]?.direction ?? direction });
  return keys;
}
