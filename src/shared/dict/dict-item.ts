/**
 * A dictionary item as the server answers it (docs/contracts.md, Languages: `{ value, text, title,
 * textEn }`, text = title = zh-CN) and as the shell, the renderer and the server handle it.
 * `title` and `textEn` are optional because items also come from caches written before they
 * existed and from widgets' own option lists; read the text through `dictItemText`.
 */
import type { Locale } from '../schema/types';

export interface DictItem {
  value: string;
  text: string;
  title?: string;
  textEn?: string;
}

/** The item's text in a locale: its English text in en-US when it has one, else the zh-CN text. */
export function dictItemText(item: DictItem, locale: Locale): string {
  return locale === 'en-US' && item.textEn ? item.textEn : item.text;
}
