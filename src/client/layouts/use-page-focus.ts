/**
 * Where the focus goes when the shell shows another page (WCAG 2.4.3 focus order). The control that
 * opened the page (a home section, a list's link, a form's submit) usually went with the page it was
 * on, hidden with its tab, and the browser then drops the focus to <body>: a keyboard user would start
 * again at the top of the header and menu. The new page's heading takes it instead, unless the user
 * is working the tab bar (the arrows and Delete move between tabs there) or is already on something
 * in the page shown now.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** True when `element` is hidden by an ancestor (a kept tab page is `hidden` while another is shown). */
function insideHidden(element: Element): boolean {
  return element.closest('[hidden], [aria-hidden="true"]') !== null;
}

function shouldMovePageFocus(active: Element | null, keepWithin: readonly (Element | null)[]): boolean {
  if (active === null || active === document.body || !active.isConnected || insideHidden(active)) return true;
  return !keepWithin.some((region) => region?.contains(active));
}

/**
 * @param target the heading of the page, focused after each change of `pathname` (not on the first render)
 * @param pathname the location's path
 * @param keep regions where a focused element keeps the focus: the tab bar, the page container
 */
export function usePageFocus(
  target: RefObject<HTMLElement | null>,
  pathname: string,
  keep: readonly RefObject<HTMLElement | null>[],
): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = target.current;
    if (
      !heading ||
      !shouldMovePageFocus(
        document.activeElement,
        keep.map((region) => region.current),
      )
    )
      return;
    // The page is a new tab's, or the same tab's next page: its top is where the user reads on.
    heading.focus({ preventScroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable; only a new path moves the focus
  }, [pathname]);
}
