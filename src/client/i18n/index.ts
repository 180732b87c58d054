/**
 * The shell's translator; the language follows localStorage and is switched by setLocale. The
 * default language's texts are bundled; another's (and antd's texts for it) load on first use, so
 * the login page does not carry both.
 */
import { zhCN } from './zh-CN';
import { loadAntdLocale } from './antd-locale';
import { DEFAULT_LOCALE, isLocale, readStoredLocale, storeLocale, type Locale } from './locale';
import { Translator, type TextTree, type TranslateOptions } from './translator';

const i18n = new Translator(DEFAULT_LOCALE, DEFAULT_LOCALE);
i18n.addTexts(DEFAULT_LOCALE, zhCN);

const LOADERS: Partial<Record<Locale, () => Promise<TextTree>>> = {
  'en-US': () => import('./en-US').then((module) => module.enUS),
};

/** Makes a language's texts (the shell's and antd's) available; resolves once they are. */
export async function loadLanguage(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (load && !i18n.hasTexts(locale)) i18n.addTexts(locale, await load());
  await loadAntdLocale(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function setLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);
}

/** Before the first render: the stored language, its texts loaded (at once for the default). */
export function startLocale(): Promise<void> {
  const stored = readStoredLocale();
  return stored === DEFAULT_LOCALE ? Promise.resolve() : setLocale(stored);
}

/** Translate outside React (request layer, stores). */
export function translate(key: string, options?: TranslateOptions): string {
  return i18n.t(key, options);
}

export { i18n };
export type { Locale };
