/**
 * Loads one dashboard's figures, again when the language changes and, with `refreshMs`, on that
 * interval while the page is visible (a hidden browser tab asks nothing; it catches up when shown
 * again). `shownRef`: an element of the view; while a kept-alive shell tab hides it, no refresh either.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { fetchDashboard, type DashboardAnswers, type DashboardKind } from './dashboard-api';

export type DashboardState<T> =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; data: T; at: Date };

export function useDashboard<K extends DashboardKind>(
  kind: K,
  refreshMs?: number,
  shownRef?: RefObject<HTMLElement | null>,
): DashboardState<DashboardAnswers[K]> {
  type Data = DashboardAnswers[K];
  const locale = useLocale();
  const [state, setState] = useState<DashboardState<Data>>({ phase: 'loading' });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    // The shell hides a kept-alive tab's page with the hidden attribute.
    const isShown = () => document.visibilityState === 'visible' && !shownRef?.current?.closest('[hidden]');
    const load = () => {
      inFlight = true;
      fetchDashboard(kind)
        .then(
          (data) => live && setState({ phase: 'ready', data, at: new Date() }),
          // A refresh that fails keeps the last figures; only the first load says it failed.
          () => live && setState((prev) => (prev.phase === 'ready' ? prev : { phase: 'failed' })),
        )
        .finally(() => {
          inFlight = false;
          schedule();
        });
    };
    const schedule = () => {
      if (!live || !refreshMs) return;
      timer = setTimeout(() => (isShown() ? load() : schedule()), refreshMs);
    };
    const onVisible = () => {
      // Shown again: refresh now, unless a read is under way (it schedules the next one itself).
      if (document.visibilityState !== 'visible' || !refreshMs || inFlight) return;
      clearTimeout(timer);
      load();
    };
    load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [kind, locale, refreshMs, shownRef]);

  return state;
}
