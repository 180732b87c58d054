/** The shell's i18next instance; the language follows localStorage and is switched by setLocale. */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { DEFAULT_LOCALE, isLocale, readStoredLocale, storeLocale, type Locale } from './locale';

export const resources = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
} as const;

// Resources are bundled, so initialisation is synchronous and the first render already has texts.
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function setLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}

/** Translate outside React (request layer, stores). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}

export { i18n };
export type { Locale };
