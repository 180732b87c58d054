/** antd and dayjs follow the shell's language. */
import zhCN from 'antd/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from './locale';

// Loaded with the shell's English texts (i18n/index.ts loadLanguage), not in the first load.
let enUS: AntdLocale | undefined;

export async function loadAntdLocale(locale: Locale): Promise<void> {
  if (locale === 'en-US' && !enUS) enUS = (await import('antd/locale/en_US')).default;
}

/**
 * Always a locale object: antd's ConfigProvider wraps its children in a locale provider only when it
 * is given one, so `undefined` for en-US changed the tree's shape and a language switch remounted the
 * whole app (every half-filled form and the login page's chosen tab were lost).
 */
export function antdLocaleOf(locale: Locale): AntdLocale {
  return locale === 'en-US' && enUS ? enUS : zhCN;
}

/** dayjs (and its Chinese locale) only matter to pages with dates, all behind the login: loaded apart. */
export function applyDayjsLocale(locale: Locale): Promise<void> {
  return import('./dayjs-locale').then(({ setDayjsLocale }) => setDayjsLocale(locale));
}
