/**
 * Whether the window is narrower than antd's `md` breakpoint (a phone): lists show their rows as
 * cards there. The width comes from the theme's own breakpoint token, so it moves with antd's grid.
 */

import { useCallback, useSyncExternalStore } from 'react';
import { useThemeToken } from '../use-theme-token';

export function usePhoneWidth(): boolean {
  const token = useThemeToken();
  // Below md: the same fractional edge antd's grid uses for its max-width queries.
  const query = `(max-width: ${token.screenMD - 0.02}px)`;
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
