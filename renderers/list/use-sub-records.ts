/**
 * The full records (queryById, which answers each sub table's rows under its property) of the main
 * rows a list page's `subTableView` shows, read once per row and page of rows: when the list reads its
 * rows again (a search, another page, a save) the records are forgotten and read again when shown,
 * so an edited record's sub rows are never stale. An answer for rows the list no longer shows is dropped.
 */
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from '../context';
import type { ResourceRef } from '../data/data-provider';
import type { Row } from './build-columns';

export type SubRecordState =
  { status: 'loading' } | { status: 'loaded'; record: Row } | { status: 'failed'; message: string };

interface Store {
  of: readonly Row[];
  byId: Readonly<Record<string, SubRecordState>>;
}

export interface SubRecords {
  /** The record's state; undefined before it was asked for. */
  stateOf(id: string): SubRecordState | undefined;
  /** Reads the record unless it is read or being read for the current rows. */
  load(id: string): void;
}

const NOTHING: Readonly<Record<string, SubRecordState>> = {};

export function useSubRecords(resource: ResourceRef | undefined, rows: readonly Row[]): SubRecords {
  const data = useDataProvider();
  const [store, setStore] = useState<Store>({ of: rows, byId: NOTHING });
  const latest = useRef(rows);
  latest.current = rows;
  const requested = useRef<{ of: readonly Row[]; ids: Set<string> }>({ of: rows, ids: new Set() });

  const load = useCallback(
    (id: string) => {
      if (!resource || id === '') return;
      if (requested.current.of !== rows) requested.current = { of: rows, ids: new Set() };
      const ids = requested.current.ids;
      if (ids.has(id)) return;
      ids.add(id);
      const put = (state: SubRecordState) =>
        setStore((prev) => {
          if (latest.current !== rows) return prev;
          const base = prev.of === rows ? prev.byId : NOTHING;
          return { of: rows, byId: { ...base, [id]: state } };
        });
      put({ status: 'loading' });
      data.getOne<Row>(resource, id).then(
        (answer) => {
          if (answer.success && answer.result) put({ status: 'loaded', record: answer.result });
          else {
            ids.delete(id);
            put({ status: 'failed', message: answer.message });
          }
        },
        // The app has told the user already (no answer, 401/403/5xx): the section says it failed.
        () => {
          ids.delete(id);
          put({ status: 'failed', message: '' });
        },
      );
    },
    [resource, rows, data],
  );

  const byId = store.of === rows ? store.byId : NOTHING;
  const stateOf = useCallback((id: string) => byId[id], [byId]);
  return { stateOf, load };
}
