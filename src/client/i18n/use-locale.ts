import { useEffect } from 'react';
import { useTranslation } from './use-translation';
import { applyDayjsLocale } from './antd-locale';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** The current language; re-renders on a switch. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Keeps dayjs and <html lang> in step with the language (used once, at the root). */
export function useLocaleSideEffects(locale: Locale): void {
  useEffect(() => {
    void applyDayjsLocale(locale);
    document.documentElement.lang = locale;
  }, [locale]);
}
