import type { DictItem } from '../context';
import type { Locale } from '../../src/shared/schema/types';
import { dictItemText } from '../../src/shared/dict/dict-item';

/** An item's text in a locale (dictionary items carry zh-CN `text` and `textEn`): the shared rule. */
export { dictItemText };

/** Texts of a value or comma-joined values (JDictSelectUtil.filterMultiDictText); unknown values stay. */
export function dictTextOf(items: readonly DictItem[] | undefined, value: unknown, locale: Locale): string {
  if (value === undefined || value === null || value === '') return '';
  const parts = String(value).split(',');
  return parts
    .map((v) => {
      const item = items?.find((i) => i.value === v);
      return item ? dictItemText(item, locale) : v;
    })
    .join(',');
}
