import type { Locale } from '../../i18n/locale';
import type { DictItem } from '../../stores/user-types';

/** The text of a dictionary value in the current language (undefined when not in the dictionary). */
export function dictText(items: readonly DictItem[], value: string | null | undefined, locale: Locale): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const item = items.find((i) => String(i.value) === String(value));
  if (!item) return undefined;
  return locale === 'en-US' ? item.textEn || item.text : item.text || item.title;
}
