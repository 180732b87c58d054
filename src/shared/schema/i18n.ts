import type { I18nText, Locale } from './types';

/** A key is looked up by `translate` (client i18n); a literal pair is chosen by locale (zh-CN when unknown). */
export function resolveText(
  text: I18nText | undefined,
  locale: Locale,
  translate?: (key: string) => string,
): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return translate ? translate(text) : text;
  return text[locale] ?? text['zh-CN'];
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US';
}
