/**
 * Keeps Tab and Shift+Tab inside the open modal dialog (WAI-ARIA dialog pattern): from the last tab
 * stop Tab goes to the first, from the first (or the dialog itself) Shift+Tab goes to the last.
 *
 * antd's own lock only pulls focus back on the next `focusin`. Its dialogs are portalled to the end
 * of <body>, so Tab from their last control leaves the document for the browser's toolbar, where no
 * `focusin` fires: the focus is outside the dialog until the user tabs round the whole browser. This
 * handler wraps before the focus can leave. One listener serves every antd Modal and Drawer (both
 * render `role="dialog" aria-modal="true"`), so any component that shows one may install it; the
 * installs are counted and the listener goes with the last one.
 */
import { useEffect } from 'react';

const MODAL_DIALOG = '[role="dialog"][aria-modal="true"]';
const CANDIDATES =
  'a[href], button, input, select, textarea, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function isShown(el: HTMLElement): boolean {
  // jsdom has no layout and no checkVisibility: treat everything as shown there.
  if (typeof el.checkVisibility !== 'function') return true;
  return el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
}

/** The elements Tab stops at inside `root`, in document order (one per radio group, as browsers do). */
export function tabStops(root: Element): HTMLElement[] {
  const seenRadioGroups = new Set<string>();
  const all = Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert], [aria-hidden="true"]') &&
      isShown(el),
  );
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    // A radio group is one stop: its checked radio, or its first when none is checked.
    const group = all.filter(
      (o) => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name,
    );
    const stop = group.find((o) => (o as HTMLInputElement).checked) ?? group[0];
    if (stop !== el || seenRadioGroups.has(el.name)) return false;
    seenRadioGroups.add(el.name);
    return true;
  });
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement;
  // antd focuses the dialog's wrapper first (it holds the dialog and nothing else) or the dialog itself.
  const dialog =
    active?.closest<HTMLElement>(MODAL_DIALOG) ??
    active?.querySelector<HTMLElement>(`:scope > ${MODAL_DIALOG}`);
  if (!active || !dialog) return;
  const stops = tabStops(dialog);
  if (stops.length === 0) {
    // Nothing to move to: stay on the dialog rather than leave it.
    event.preventDefault();
    return;
  }
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || !dialog.contains(active) || active === dialog)) {
    event.preventDefault();
    last.focus();
  }
}

let installs = 0;

function install(): () => void {
  if (installs++ === 0) window.addEventListener('keydown', onKeyDown, true);
  return () => {
    if (--installs === 0) window.removeEventListener('keydown', onKeyDown, true);
  };
}

/** Wraps Tab inside whichever modal dialog holds the focus, while the calling component is mounted. */
export function useDialogTabWrap(): void {
  useEffect(install, []);
}
