/**
 * The shell's translation hook, on its own translator (./translator.ts): `useTranslation()` answers
 * `t` for the current language and re-renders on a switch (the shape react-i18next's hook had, which
 * this replaces to keep i18next out of the login page's first load).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index';
import type { TranslateFn, Translator } from './translator';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const currentLanguage = () => i18n.language;

export function useTranslation(): { t: TranslateFn; i18n: Translator; ready: true } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n, ready: true };
}
