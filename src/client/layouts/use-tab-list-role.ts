/**
 * antd's tab bar puts role="tablist" on the whole bar, which also holds the "…" button of the tabs
 * that do not fit, where only tabs may be (axe aria-required-children, critical). The role moves to the list that holds the tabs alone, so the "…" button is a plain button
 * beside the tablist, still reached with Tab and opened with Enter or ArrowDown (rc-tabs' own keys).
 * antd re-renders the bar, hence the observer; React leaves the attributes it did not change alone.
 */
import { useEffect, type RefObject } from 'react';

export function placeTabListRole(root: ParentNode): void {
  for (const bar of root.querySelectorAll('.ant-tabs-nav[role="tablist"]')) {
    const list = bar.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
    if (!list) continue;
    list.setAttribute('role', 'tablist');
    const orientation = bar.getAttribute('aria-orientation');
    if (orientation) list.setAttribute('aria-orientation', orientation);
    bar.removeAttribute('role');
    bar.removeAttribute('aria-orientation');
  }
}

export function useTabListRole(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    placeTabListRole(root);
    const observer = new MutationObserver(() => placeTabListRole(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [ref]);
}
