/**
 * Keeps an editable table in step with the same table in other clients (services.liveTables, the
 * table's `liveKey`). A committed edit sends the row's id and the fields that changed; a row from
 * elsewhere patches the row with that id (only the fields sent) unless the user is editing that row
 * right now (JeecgBoot skips a row in edit); unknown ids, rows read-only here (disabledRows) and
 * fields that are none of the table's columns are ignored, so another client cannot set through
 * this table what its user could not type. A patch received is not an edit here, so it is never
 * sent back (no echo loop).
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { LiveTableLink, LiveTables } from '../context';
import { committedRow, incomingPatch } from './live-sync';
import type { RowStore } from './row-store';

export interface LiveTable {
  /** Fields of a row the user changed; `now` sends at once, else when focus leaves the cell. */
  changed(id: string, keys: readonly string[], now: boolean): void;
  /** Focus left a cell of this row: its pending changes are committed. */
  commit(id: string): void;
}

/** The row a focused element belongs to, when that element is inside this grid. */
function editedRowId(grid: HTMLElement | null): string | undefined {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  if (!grid || !(focused instanceof HTMLElement) || !grid.contains(focused)) return undefined;
  return focused.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
}

export function useLiveTable(
  store: RowStore,
  service: LiveTables | undefined,
  key: string | undefined,
  gridRef: RefObject<HTMLElement | null>,
  /** Another client's patch landed on these fields (the table re-checks their rules). */
  onPatched: (id: string, keys: readonly string[]) => void,
): LiveTable {
  const link = useRef<LiveTableLink | null>(null);
  const pending = useRef(new Map<string, Set<string>>());
  const patched = useRef(onPatched);
  patched.current = onPatched;

  const live = useMemo<LiveTable>(() => {
    const commit = (id: string) => {
      const keys = pending.current.get(id);
      if (!keys) return;
      pending.current.delete(id);
      const row = committedRow(store.getRow(id), keys);
      if (row) link.current?.send([row]);
    };
    return {
      changed(id, keys, now) {
        if (!link.current) return;
        let set = pending.current.get(id);
        if (!set) pending.current.set(id, (set = new Set()));
        for (const k of keys) set.add(k);
        if (now) commit(id);
      },
      commit,
    };
  }, [store]);

  useEffect(() => {
    if (!service || !key) return undefined;
    const edits = pending.current;
    const joined = service.join(key, (rows) => {
      const editing = editedRowId(gridRef.current);
      const columns = new Set(store.options.columns.map((column) => column.key));
      for (const row of rows) {
        const incoming = incomingPatch(row);
        if (!incoming || incoming.id === editing) continue;
        const view = store.getView(incoming.id);
        if (!view || view.disabled) continue;
        const keys = Object.keys(incoming.patch).filter((key) => columns.has(key));
        if (!keys.length) continue;
        store.mergeRow(incoming.id, Object.fromEntries(keys.map((key) => [key, incoming.patch[key]])));
        patched.current(incoming.id, keys);
      }
    });
    link.current = joined;
    return () => {
      // Edits typed but not yet committed still go out before the table leaves.
      for (const id of [...edits.keys()]) live.commit(id);
      link.current = null;
      joined.leave();
    };
  }, [service, key, store, gridRef, live]);

  return live;
}
