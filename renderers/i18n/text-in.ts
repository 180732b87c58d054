import type { Locale } from '../../src/shared/schema/types';
import type { MessagePair } from '../../src/shared/messages/message-pair';

/**
 * A text of a message table in a locale, with `{name}` placeholders filled in. The tables are
 * split by area (messages.ts, form-messages.ts) so a page loads only the texts its parts show.
 */
export function textIn<K extends string>(
  table: Readonly<Record<K, MessagePair>>,
  locale: Locale,
  key: K,
  vars?: Record<string, string | number>,
): string {
  let text = table[key][locale];
  for (const [name, value] of Object.entries(vars ?? {})) text = text.split(`{${name}}`).join(String(value));
  return text;
}
