/**
 * Colour-weak mode (SPEC §2 settings drawer): a CSS filter on the root element, as JeecgBoot does.
 * On <html> (not #root) so dialogs and drawers rendered outside #root are filtered too, and because
 * a filter on the root element does not turn it into the containing block of fixed elements.
 */
import { useLayoutEffect } from 'react';

export const COLOR_WEAK_CLASS = 'color-weak';

export function applyColorWeak(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle(COLOR_WEAK_CLASS, on);
}

export function useColorWeakClass(on: boolean): void {
  useLayoutEffect(() => applyColorWeak(on), [on]);
}
