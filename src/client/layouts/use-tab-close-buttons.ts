/**
 * antd's editable tabs put each tab's × button inside the tablist, where only tabs may be
 * (axe aria-required-children, critical), and make the active one tabbable. Keyboard and
 * screen-reader users close the focused tab with Delete (rc-tabs handles it, and the tab names the
 * shortcut in aria-keyshortcuts); the × stays for the mouse, hidden from assistive technology and
 * out of the tab order. antd re-renders the buttons (and their tabindex), hence the observer.
 */
import { useEffect, type RefObject } from 'react';

export function hideTabCloseButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll('.ant-tabs-tab-remove')) {
    if (button.getAttribute('tabindex') !== '-1') button.setAttribute('tabindex', '-1');
    if (button.getAttribute('aria-hidden') !== 'true') button.setAttribute('aria-hidden', 'true');
  }
  for (const tab of root.querySelectorAll(
    '.ant-tabs-tab-with-remove > [role="tab"]:not([aria-keyshortcuts])',
  )) {
    tab.setAttribute('aria-keyshortcuts', 'Delete');
  }
}

export function useTabCloseButtons(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    hideTabCloseButtons(root);
    const observer = new MutationObserver(() => hideTabCloseButtons(root));
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex', 'aria-hidden'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
