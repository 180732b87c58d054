/**
 * `{name}` placeholders of the message files (schemas/messages/*.json): the code fills them in at the
 * moment it knows the values. One pass over the template, so a value that itself holds `{…}` (a
 * field title, the text a user typed) is shown as typed and never filled in again.
 */
import type { Locale } from '../schema/types';
import type { MessagePair } from './message-pair';

const PLACEHOLDER = /\{(\w+)\}/g;

export type PlaceholderValue = string | number;

/** The names a text's placeholders use, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1]!))];
}

/** The template with each placeholder replaced by its value; one without a value stays as written. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, PlaceholderValue>>,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Both sides of a pair filled in; a value given as a pair fills each side with its own language. */
export function fillPair(
  pair: MessagePair,
  values: Readonly<Record<string, PlaceholderValue | MessagePair>>,
): MessagePair {
  const side = (locale: Locale): string =>
    fillPlaceholders(
      pair[locale],
      Object.fromEntries(
        Object.entries(values).map(([name, v]) => [name, typeof v === 'object' ? v[locale] : v]),
      ),
    );
  return { 'zh-CN': side('zh-CN'), 'en-US': side('en-US') };
}
