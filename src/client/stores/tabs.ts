/** Open tabs of the multi-tab bar (rules in layouts/tab-rules.ts). */
import { create } from 'zustand';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  type TabRefusal,
  type TabState,
} from '../layouts/tab-rules';
import { HOME_PATH } from '../router/paths';

export interface TabsStore extends TabState {
  /** Last full path (with query) seen per tab, so switching back keeps the query. */
  fullPaths: Record<string, string>;
  /** Bumped by "refresh": the page is keyed on it and remounts. */
  refreshKeys: Record<string, number>;
  open(path: string, fullPath: string): void;
  close(path: string): TabRefusal | null;
  closeLeft(path: string): void;
  closeRight(path: string): void;
  closeOthers(path: string): void;
  refresh(path: string): void;
  reset(): void;
}

const initial = (): TabState & Pick<TabsStore, 'fullPaths' | 'refreshKeys'> => ({
  tabs: [HOME_PATH],
  active: HOME_PATH,
  fullPaths: {},
  refreshKeys: {},
});

export const useTabsStore = create<TabsStore>()((set, get) => ({
  ...initial(),
  open: (path, fullPath) =>
    set((s) => ({ ...openTab(s, path), fullPaths: { ...s.fullPaths, [path]: fullPath } })),
  close: (path) => {
    const result = closeTab(get(), path, HOME_PATH);
    if (!result.ok) return result.reason;
    set(result.state);
    return null;
  },
  closeLeft: (path) => set((s) => closeLeft(s, path, HOME_PATH)),
  closeRight: (path) => set((s) => closeRight(s, path, HOME_PATH)),
  closeOthers: (path) => set((s) => closeOthers(s, path, HOME_PATH)),
  refresh: (path) =>
    set((s) => ({ refreshKeys: { ...s.refreshKeys, [path]: (s.refreshKeys[path] ?? 0) + 1 } })),
  reset: () => set(initial()),
}));
