/**
 * The rows of a tree list as antd tree data: records marked `hasChild` get an (empty) `children`
 * list, so antd shows the expander, and expanding a node reads its children once (the same query
 * with `pid` = the node's id). New top-level rows forget loaded children and expanded nodes.
 */
import { useCallback, useMemo, useState } from 'react';
import { useDataProvider } from '../context';
import type { ResourceRef } from '../data/data-provider';
import { useFeedback } from '../feedback';
import type { Row } from './build-columns';

/** Children of one node are read in one request (the server's largest page). */
export const TREE_CHILDREN_PAGE_SIZE = 1000;

interface Loaded {
  of: readonly Row[];
  children: Record<string, Row[]>;
  expanded: string[];
}

const NO_CHILDREN: Record<string, Row[]> = {};
const NONE_EXPANDED: string[] = [];

export function attachChildren(rows: readonly Row[], children: Record<string, Row[]>): Row[] {
  return rows.map((row) => {
    const loaded = children[String(row.id ?? '')];
    if (loaded) return { ...row, children: attachChildren(loaded, children) };
    return row.hasChild === true ? { ...row, children: [] } : row;
  });
}

export interface TreeRowsOptions {
  /** What the list reads; undefined when the page has no list call. */
  resource: ResourceRef | undefined;
  rows: Row[];
  /** The parameters of the current level's load; a tree list read by level carries `pidField`. */
  params: Record<string, string>;
}

/** A tree list's rows and antd's expand settings. */
export interface TreeRows {
  /** The rows with `children` attached: loaded children, or an empty list for a node that has some. */
  rows: Row[];
  /** antd Table's `expandable` for a list read level by level; undefined for a flat list. */
  expandable: { expandedRowKeys: string[]; onExpand(open: boolean, row: Row): void } | undefined;
}

export function useTreeRows({ resource, rows, params }: TreeRowsOptions): TreeRows {
  const data = useDataProvider();
  const feedback = useFeedback();
  const byLevel = params.pidField !== undefined;
  const [loaded, setLoaded] = useState<Loaded>({ of: rows, children: {}, expanded: [] });
  const fresh = loaded.of === rows;
  const children = fresh ? loaded.children : NO_CHILDREN;
  const expanded = fresh ? loaded.expanded : NONE_EXPANDED;

  const update = useCallback(
    (change: (l: Loaded) => Partial<Loaded>) =>
      setLoaded((prev) => {
        const base = prev.of === rows ? prev : { of: rows, children: {}, expanded: [] };
        return { ...base, ...change(base) };
      }),
    [rows],
  );

  const onExpand = useCallback(
    (open: boolean, row: Row) => {
      const id = String(row.id ?? '');
      update((l) => ({ expanded: open ? [...l.expanded, id] : l.expanded.filter((k) => k !== id) }));
      if (!open || !resource || children[id]) return;
      const { cursor: _cursor, ...levelParams } = params;
      const childParams = { ...levelParams, pid: id, pageNo: '1', pageSize: String(TREE_CHILDREN_PAGE_SIZE) };
      data.getList<Row>(resource, childParams).then(
        (answer) => {
          if (!answer.success) {
            feedback.warning(answer.message);
            return;
          }
          const result = answer.result;
          const records = Array.isArray(result) ? result : (result?.records ?? []);
          update((l) => ({ children: { ...l.children, [id]: records } }));
        },
        () => undefined,
      );
    },
    [update, resource, children, params, data, feedback],
  );

  const treeRows = useMemo(
    () => (byLevel ? attachChildren(rows, children) : rows),
    [byLevel, rows, children],
  );

  return {
    rows: treeRows,
    expandable: byLevel ? { expandedRowKeys: expanded, onExpand } : undefined,
  };
}
