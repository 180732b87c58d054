/**
 * The table's state outside React: the rows in order, each row's errors and selection, which rows are
 * new, and the persisted ids removed. A row component subscribes to its own id only, so typing in a
 * cell re-renders that row; the body subscribes to the order (ids), which changes on add, remove and
 * move only. Every change reports the plain rows array through `onRows` (the form's value).
 */
import {
  blankRow,
  DEFAULT_SORT_KEY,
  insertRows,
  isRowDisabled,
  moveRow,
  newRowId,
  orderValues,
  sortRows,
  type SortDirection,
  removeRows,
  renumber,
} from './row-ops';
import type { Column, Row, RowErrors } from './types';

/** What one row component reads: same object until the row, its errors or its selection change. */
export interface RowView {
  row: Row;
  errors: RowErrors;
  selected: boolean;
  disabled: boolean;
}

const NO_ERRORS: RowErrors = Object.freeze({});
type Listener = () => void;

export interface RowStoreOptions {
  columns: readonly Column[];
  disabledRows?: Readonly<Record<string, unknown>>;
  /** Recalculate this field to 1..n after a move (drag sort); undefined when the table is not sorted. */
  sortKey?: string;
  onRows?: (rows: Row[]) => void;
  onDeleted?: (ids: string[]) => void;
}

/** Gives rows without an id a temporary one (counted as new). */
function withIds(rows: readonly Row[], fresh: Set<string>): readonly Row[] {
  if (rows.every((row) => typeof row.id === 'string' && row.id !== '')) return rows;
  return rows.map((row) => {
    if (typeof row.id === 'string' && row.id !== '') return row;
    const id = newRowId();
    fresh.add(id);
    return { ...row, id };
  });
}

/** Same keys and values (the form may hand back copies of the rows this store reported). */
function shallowEqual(a: Row | undefined, b: Row | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.is(a[k], b[k]));
}

export class RowStore {
  private rows: readonly Row[] = [];
  private index = new Map<string, number>();
  private views = new Map<string, RowView>();
  private errors = new Map<string, RowErrors>();
  private selected = new Set<string>();
  private fresh = new Set<string>();
  private deleted: string[] = [];
  private ids: string[] = [];
  private rowListeners = new Map<string, Set<Listener>>();
  private orderListeners = new Set<Listener>();
  private selectionListeners = new Set<Listener>();
  private rowsListeners = new Set<Listener>();
  private lastReported: readonly Row[] | undefined;
  private selectionVersion = 0;
  options: RowStoreOptions;

  constructor(rows: readonly Row[], options: RowStoreOptions) {
    this.options = options;
    this.replace(rows);
  }

  // ---- reading ----
  getIds = (): readonly string[] => this.ids;
  getRows = (): readonly Row[] => this.rows;
  getRow = (id: string): Row | undefined => {
    const i = this.index.get(id);
    return i === undefined ? undefined : this.rows[i];
  };
  indexOf = (id: string): number => this.index.get(id) ?? -1;
  isNew = (id: string): boolean => this.fresh.has(id);
  deletedIds = (): readonly string[] => this.deleted;
  selectedIds = (): string[] => this.ids.filter((id) => this.selected.has(id));
  getSelectionVersion = (): number => this.selectionVersion;
  errorsOf = (id: string): RowErrors => this.errors.get(id) ?? NO_ERRORS;

  getView = (id: string): RowView | undefined => {
    const row = this.getRow(id);
    if (!row) return undefined;
    const errors = this.errorsOf(id);
    const selected = this.selected.has(id);
    const cached = this.views.get(id);
    if (cached && cached.row === row && cached.errors === errors && cached.selected === selected)
      return cached;
    const view = { row, errors, selected, disabled: isRowDisabled(row, this.options.disabledRows) };
    this.views.set(id, view);
    return view;
  };

  isSelectable = (id: string): boolean => {
    const row = this.getRow(id);
    return row !== undefined && !isRowDisabled(row, this.options.disabledRows);
  };

  selectableCount = (): number => this.ids.filter(this.isSelectable).length;
  selectedCount = (): number => this.selected.size;

  // ---- subscribing ----
  subscribeRow = (id: string, listener: Listener): (() => void) => {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  };
  subscribeOrder = (listener: Listener): (() => void) => {
    this.orderListeners.add(listener);
    return () => this.orderListeners.delete(listener);
  };
  /** Any change of any row (the statistics row). */
  subscribeRows = (listener: Listener): (() => void) => {
    this.rowsListeners.add(listener);
    return () => this.rowsListeners.delete(listener);
  };
  subscribeSelection = (listener: Listener): (() => void) => {
    this.selectionListeners.add(listener);
    return () => this.selectionListeners.delete(listener);
  };

  private notifyRow(id: string) {
    this.rowListeners.get(id)?.forEach((l) => l());
  }
  private notifyOrder() {
    this.orderListeners.forEach((l) => l());
  }
  private notifySelection() {
    this.selectionVersion += 1;
    this.selectionListeners.forEach((l) => l());
  }

  // ---- writing ----
  /** Takes rows from outside (the form's value); the array this store reported itself is ignored. */
  setFromOutside(rows: readonly Row[] | undefined): void {
    const next = rows ?? [];
    if (next === this.lastReported || next === this.rows) return;
    // A copy of what this store holds (the form cloned its data): nothing changed.
    if (next.length === this.rows.length && next.every((row, i) => shallowEqual(row, this.rows[i]))) return;
    const before = new Set(this.ids);
    this.replace(next);
    this.rowsListeners.forEach((l) => l());
    this.notifyOrder();
    for (const id of this.ids) if (before.has(id)) this.notifyRow(id);
    this.notifySelection();
  }

  private replace(rows: readonly Row[]) {
    this.rows = withIds(rows, this.fresh);
    this.reindex();
    for (const id of [...this.selected]) if (!this.index.has(id)) this.selected.delete(id);
    if (this.rows !== rows) this.report();
  }

  private reindex() {
    this.index = new Map();
    this.ids = this.rows.map((row, i) => {
      const id = row.id as string;
      this.index.set(id, i);
      return id;
    });
  }

  private report() {
    this.lastReported = this.rows;
    this.rowsListeners.forEach((l) => l());
    this.options.onRows?.(this.rows as Row[]);
  }

  private setOrder(rows: readonly Row[]) {
    const sortKey = this.options.sortKey;
    const before = this.rows;
    this.rows = sortKey ? renumber(rows, sortKey) : rows;
    this.reindex();
    this.notifyOrder();
    // Renumbering gave moved rows new objects: their row components must read them.
    const old = new Set(before);
    for (const row of this.rows) if (!old.has(row)) this.notifyRow(row.id as string);
    this.report();
  }

  /** Patches one row; only that row is notified. Select columns linked to a changed one are cleared. */
  patchRow(id: string, patch: Row): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    const current = this.rows[i] as Row;
    const next: Row = { ...current, ...patch };
    for (const key of Object.keys(patch)) {
      for (const column of this.options.columns) {
        if (column.linkageKey === key && current[key] !== patch[key]) next[column.key] = undefined;
      }
    }
    const rows = [...this.rows];
    rows[i] = next;
    this.rows = rows;
    this.notifyRow(id);
    this.report();
  }

  /**
   * Sets fields of one row exactly as given (another client's committed edit): unlike patchRow it
   * clears no linked select, because the sender's row already holds the linked values it wants.
   */
  mergeRow(id: string, patch: Row): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    const current = this.rows[i] as Row;
    if (Object.keys(patch).every((k) => Object.is(current[k], patch[k]))) return;
    const rows = [...this.rows];
    rows[i] = { ...current, ...patch };
    this.rows = rows;
    this.notifyRow(id);
    this.report();
  }

  setErrors(id: string, errors: RowErrors): void {
    const before = this.errorsOf(id);
    const keys = Object.keys(errors);
    if (keys.length === Object.keys(before).length && keys.every((k) => before[k] === errors[k])) return;
    if (keys.length) this.errors.set(id, errors);
    else this.errors.delete(id);
    this.notifyRow(id);
  }

  setCellError(id: string, key: string, message: string | undefined): void {
    const current = this.errorsOf(id);
    if (current[key] === message) return;
    const next: Record<string, string> = { ...current };
    if (message) next[key] = message;
    else delete next[key];
    this.setErrors(id, next);
  }

  /** Adds `count` new rows at `index` (the length appends); returns their ids. */
  addRows(count: number, index: number, patches: readonly Row[] = []): string[] {
    const added: Row[] = [];
    const order = orderValues(this.options.columns, this.rows, count);
    for (let n = 0; n < count; n += 1) {
      const row = { ...blankRow(this.options.columns), ...order[n], ...patches[n] };
      this.fresh.add(row.id as string);
      added.push(row);
    }
    this.setOrder(insertRows(this.rows, index, added));
    return added.map((r) => r.id as string);
  }

  /** Removes rows; persisted ids go to the deleted list (rows added in this session do not). */
  remove(ids: readonly string[]): void {
    const set = new Set(ids);
    const { rows, deletedIds } = removeRows(this.rows, set, this.isNew);
    if (rows.length === this.rows.length) return;
    for (const id of ids) {
      this.selected.delete(id);
      this.errors.delete(id);
      this.views.delete(id);
      this.fresh.delete(id);
    }
    if (deletedIds.length) {
      this.deleted = [...this.deleted, ...deletedIds];
      this.options.onDeleted?.(this.deleted);
    }
    this.setOrder(rows);
    this.notifySelection();
  }

  /** Puts the rows in the order of one column (a sortable header was clicked). */
  sortBy(key: string, direction: SortDirection): void {
    const rows = sortRows(this.rows, key, direction);
    if (rows.some((row, i) => row !== this.rows[i])) this.setOrder(rows);
  }

  move(from: number, to: number): void {
    const rows = moveRow(this.rows, from, to);
    if (rows !== this.rows) this.setOrder(rows);
  }

  toggleSelected(id: string, on = !this.selected.has(id)): void {
    if (on && !this.isSelectable(id)) return;
    if (on === this.selected.has(id)) return;
    if (on) this.selected.add(id);
    else this.selected.delete(id);
    this.notifyRow(id);
    this.notifySelection();
  }

  /** Selects every selectable row, or clears the selection. */
  selectAll(on: boolean): void {
    const changed: string[] = [];
    for (const id of this.ids) {
      const want = on && this.isSelectable(id);
      if (want !== this.selected.has(id)) {
        if (want) this.selected.add(id);
        else this.selected.delete(id);
        changed.push(id);
      }
    }
    changed.forEach((id) => this.notifyRow(id));
    this.notifySelection();
  }
}

export { DEFAULT_SORT_KEY };
