/**
 * Multi-tab rules of SPEC §2 as pure functions over the list of open paths. The home page is never
 * closed and the last tab is never closed; bulk closes keep the home page.
 */
export type TabRefusal = 'home' | 'last';

export interface TabState {
  tabs: string[];
  active: string;
}

export type CloseResult = { ok: true; state: TabState } | { ok: false; reason: TabRefusal };

export function openTab(state: TabState, path: string): TabState {
  return { tabs: state.tabs.includes(path) ? state.tabs : [...state.tabs, path], active: path };
}

export function closeTab(state: TabState, path: string, home: string): CloseResult {
  if (path === home) return { ok: false, reason: 'home' };
  if (state.tabs.length <= 1) return { ok: false, reason: 'last' };
  const index = state.tabs.indexOf(path);
  if (index < 0) return { ok: true, state };
  const tabs = state.tabs.filter((t) => t !== path);
  // Closing the visible tab shows its left neighbour (or the new first tab).
  // tabs is not empty here (there were two or more), so the neighbour exists.
  const active = state.active === path ? (tabs[Math.max(0, index - 1)] ?? state.active) : state.active;
  return { ok: true, state: { tabs, active } };
}

function keepAndActivate(
  state: TabState,
  path: string,
  keep: (tab: string, index: number) => boolean,
): TabState {
  const tabs = state.tabs.filter(keep);
  return { tabs, active: tabs.includes(state.active) ? state.active : path };
}

export function closeLeft(state: TabState, path: string, home: string): TabState {
  const index = state.tabs.indexOf(path);
  return keepAndActivate(state, path, (tab, i) => i >= index || tab === home);
}

export function closeRight(state: TabState, path: string, home: string): TabState {
  const index = state.tabs.indexOf(path);
  return keepAndActivate(state, path, (tab, i) => i <= index || tab === home);
}

export function closeOthers(state: TabState, path: string, home: string): TabState {
  return keepAndActivate(state, path, (tab) => tab === path || tab === home);
}
