/**
 * The header and footer texts the administrator set (GET /sys/config/shellTexts), loaded once per
 * language by the app root. Until the answer is there (or when it fails) the seeded defaults are
 * shown, so the header never renders empty.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { Locale } from '../i18n/locale';
import { useLocale } from '../i18n/use-locale';
import { get } from '../request';
import {
  SHELL_TEXT_KEYS,
  SHELL_TEXT_SEEDS,
  SHELL_TEXTS_URL,
  type ShellTextValues,
} from '../../shared/settings/shell-texts';

interface ShellTextsStore {
  loaded: Partial<Record<Locale, ShellTextValues>>;
  set(locale: Locale, values: ShellTextValues): void;
}

export const useShellTextsStore = create<ShellTextsStore>()((set) => ({
  loaded: {},
  set: (locale, values) => set((s) => ({ loaded: { ...s.loaded, [locale]: values } })),
}));

export function defaultShellTexts(locale: Locale): ShellTextValues {
  return Object.fromEntries(SHELL_TEXT_SEEDS.map((s) => [s.key, s.value[locale]])) as ShellTextValues;
}

/** Keeps only string values of the known keys; an empty one falls back to the default. */
export function readShellTexts(result: unknown, locale: Locale): ShellTextValues {
  const fallback = defaultShellTexts(locale);
  const raw = (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>;
  const values = { ...fallback };
  for (const key of SHELL_TEXT_KEYS) {
    const v = raw[key];
    if (typeof v === 'string' && v.trim() !== '') values[key] = v;
  }
  return values;
}

export async function loadShellTexts(locale: Locale): Promise<void> {
  try {
    // The request layer sends Accept-Language from the current language; the texts come in it.
    const answer = await get<unknown>(SHELL_TEXTS_URL, undefined, { skipErrorHandler: true });
    if (answer.success) useShellTextsStore.getState().set(locale, readShellTexts(answer.result, locale));
  } catch {
    // The defaults stay: the header is not worth an error dialog.
  }
}

/** Loads the texts for the current language (once per language per page load). */
export function useLoadShellTexts(): void {
  const locale = useLocale();
  useEffect(() => {
    if (!useShellTextsStore.getState().loaded[locale]) void loadShellTexts(locale);
  }, [locale]);
}

/** The texts to show now. */
export function useShellTexts(): ShellTextValues {
  const locale = useLocale();
  const loaded = useShellTextsStore((s) => s.loaded[locale]);
  return loaded ?? defaultShellTexts(locale);
}

/** After an administrator saved new texts: load them again. */
export function reloadShellTexts(locale: Locale): Promise<void> {
  return loadShellTexts(locale);
}
