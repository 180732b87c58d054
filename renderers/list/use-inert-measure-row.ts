/**
 * antd's table measures column widths in a hidden row (aria-hidden) that repeats the header cells,
 * the select-all checkbox included: a focusable control inside aria-hidden, which keyboard users
 * can tab into and screen readers cannot see (axe aria-hidden-focus). `inert` takes the copy out of
 * the tab order. antd re-creates the row when the columns change, hence the observer.
 */
import { useEffect, type RefObject } from 'react';

const MEASURE_ROW = '.ant-table-measure-row:not([inert])';

export function makeMeasureRowsInert(root: ParentNode): void {
  for (const row of root.querySelectorAll(MEASURE_ROW)) row.setAttribute('inert', '');
}

export function useInertMeasureRow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    makeMeasureRowsInert(root);
    const observer = new MutationObserver(() => makeMeasureRowsInert(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
