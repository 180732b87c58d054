/**
 * Pure row operations of the editable table (SPEC §4 "Table rows"): every function returns new
 * arrays and leaves untouched rows as they were (same objects), so memoised rows do not re-render.
 */
import type { Column, Row } from './types';

export const DEFAULT_SORT_KEY = 'orderNum';

/** A temporary id for a new row: 32 lowercase hex characters (SPEC §3, §9). */
export function newRowId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const isRowId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f]{32}$/.test(id);

/** A new row: a temporary id and every column's default value. */
export function blankRow(columns: readonly Column[], id = newRowId()): Row {
  const row: Row = { id };
  for (const column of columns) {
    if (column.defaultValue !== undefined) row[column.key] = column.defaultValue;
    else if (column.type === 'checkbox' && column.defaultChecked !== undefined) {
      const [on, off] = column.customValue ?? [true, false];
      row[column.key] = column.defaultChecked ? on : off;
    }
  }
  return row;
}

/**
 * Values of the `isOrder` columns for `count` new rows: each continues after the largest value the
 * column holds (JeecgBoot: a new row's order is the maximum plus one), so the rows added together
 * number on from there. Other columns are not touched.
 */
export function orderValues(columns: readonly Column[], rows: readonly Row[], count: number): Row[] {
  const ordered = columns.filter((c) => c.isOrder === true);
  const out: Row[] = Array.from({ length: count }, () => ({}));
  for (const column of ordered) {
    let max = 0;
    for (const row of rows) {
      const n = Number(row[column.key]);
      if (row[column.key] !== '' && row[column.key] !== null && Number.isFinite(n) && n > max) max = n;
    }
    out.forEach((values, i) => {
      values[column.key] = Math.floor(max) + i + 1;
    });
  }
  return out;
}

/** Count of rows to add: at least 1 (SPEC §5 "Add-row count min 1"). */
export const addCount = (count: number | null | undefined): number =>
  Number.isFinite(count) && (count as number) >= 1 ? Math.floor(count as number) : 1;

/**
 * Where added rows go: position 0 (or none) appends at the bottom, n inserts before the n-th row
 * (1-based), so that the new rows start at index n-1; beyond the end it appends (SPEC §4, §5).
 */
export function insertIndex(position: number | null | undefined, length: number): number {
  if (!position || position < 1 || !Number.isFinite(position)) return length;
  return Math.min(Math.floor(position) - 1, length);
}

export function insertRows(rows: readonly Row[], index: number, added: readonly Row[]): Row[] {
  const at = Math.max(0, Math.min(index, rows.length));
  return [...rows.slice(0, at), ...added, ...rows.slice(at)];
}

export interface Removal {
  rows: Row[];
  /** Ids of removed rows that were stored before (not new): what the form deletes on save. */
  deletedIds: string[];
}

/** Removes rows by id; rows added in this session (`isNew`) are not reported as deleted. */
export function removeRows(
  rows: readonly Row[],
  ids: ReadonlySet<string>,
  isNew: (id: string) => boolean,
): Removal {
  const deletedIds: string[] = [];
  const kept: Row[] = [];
  for (const row of rows) {
    const id = row.id;
    if (typeof id === 'string' && ids.has(id)) {
      if (!isNew(id)) deletedIds.push(id);
    } else kept.push(row);
  }
  return { rows: kept, deletedIds };
}

/** Moves the row at `from` to `to` (drag sort, move up/down); out-of-range moves change nothing. */
export function moveRow(rows: readonly Row[], from: number, to: number): Row[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows as Row[];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as Row);
  return next;
}

/** Sort numbers 1..n in row order; rows whose number is already right stay the same objects. */
export function renumber(rows: readonly Row[], sortKey = DEFAULT_SORT_KEY): Row[] {
  return rows.map((row, index) => (row[sortKey] === index + 1 ? row : { ...row, [sortKey]: index + 1 }));
}

export type SelectionState = 'none' | 'partial' | 'all';

/** The header checkbox's state over the rows that can be selected. */
export function selectionState(selectable: number, selected: number): SelectionState {
  if (selected === 0 || selectable === 0) return 'none';
  return selected >= selectable ? 'all' : 'partial';
}

/** A row is disabled when one of the `disabledRows` fields holds the given value (JVxeTable's rule). */
export function isRowDisabled(
  row: Row,
  disabledRows: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (!disabledRows) return false;
  return Object.entries(disabledRows).some(([key, value]) =>
    Array.isArray(value) ? value.includes(row[key]) : row[key] === value,
  );
}

export const INSERT_THROTTLE_MS = 1500;

/** Lets a click through at most once per `interval` ms (the insert button, SPEC §5/§9). */
export function createThrottle(interval = INSERT_THROTTLE_MS, now: () => number = () => Date.now()) {
  let last = -Infinity;
  return (): boolean => {
    const t = now();
    if (t - last < interval) return false;
    last = t;
    return true;
  };
}

export type SortDirection = 'ascending' | 'descending';

const collator = new Intl.Collator(['zh-CN', 'en-US'], { numeric: true });

/**
 * Rows ordered by one column (a `sorter` column's header): numbers by value, other values as text
 * (Chinese by pinyin, digits within text by value); empty cells stay last either way. Rows with equal
 * values keep their order.
 */
export function sortRows(rows: readonly Row[], key: string, direction: SortDirection): Row[] {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => {
      const x = a.row[key];
      const y = b.row[key];
      if (empty(x) || empty(y)) return empty(x) === empty(y) ? a.i - b.i : empty(x) ? 1 : -1;
      const byValue =
        typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return byValue === 0 ? a.i - b.i : sign * byValue;
    })
    .map((entry) => entry.row);
}
