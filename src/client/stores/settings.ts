/**
 * The settings drawer's preferences (SPEC §2): a zustand store read synchronously from localStorage
 * when this module loads, so the first render already has the chosen colour and layout (no flash),
 * and written back on every change. The dependency rules live in settings/settings-rules.ts.
 */
import { create } from 'zustand';
import { DEFAULT_SETTINGS, normalizeSettings, type ShellSettings } from '../settings/settings-rules';
import { local } from '../utils/expiring-storage';
import { STORAGE_KEYS } from './storage-keys';

export interface SettingsStore extends ShellSettings {
  /** Change some preferences; the result is normalised and saved. */
  update(change: Partial<ShellSettings>): void;
  /** Back to the defaults (and the stored entry removed). */
  reset(): void;
}

function current(s: SettingsStore): ShellSettings {
  const { update: _u, reset: _r, ...settings } = s;
  return settings;
}

export function readStoredSettings(): ShellSettings {
  return normalizeSettings(local.get<unknown>(STORAGE_KEYS.shellSettings));
}

export const useSettingsStore = create<SettingsStore>()((set, get) => ({
  ...readStoredSettings(),
  update: (change) => {
    const next = normalizeSettings({ ...current(get()), ...change });
    local.set(STORAGE_KEYS.shellSettings, next, null);
    set(next);
  },
  reset: () => {
    local.remove(STORAGE_KEYS.shellSettings);
    set({ ...DEFAULT_SETTINGS });
  },
}));

/** The preferences without the store's functions. */
export function useShellSettings(): ShellSettings {
  return useSettingsStore((s) => s) as ShellSettings;
}
