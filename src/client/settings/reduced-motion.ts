/**
 * The user's "reduce motion" preference (`prefers-reduced-motion: reduce`, WCAG 2.3.3): when set,
 * antd's motion is off (dialogs, popovers, menus, tabs and collapses appear and go at once) and the
 * shell's own transitions (the header hiding on scroll) are left out. Followed live: changing the
 * system setting applies without a reload. Not a blanket CSS rule shortening every animation: that
 * left antd's dropdowns unaligned, off screen, because rc-trigger aligns a popup during its motion.
 */
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

/** Whether the user asked for reduced motion now (false where there is no media query, as on the server). */
export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The preference as React state: components re-render when the system setting changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
