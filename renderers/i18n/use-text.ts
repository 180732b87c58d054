import type { Locale } from '../../src/shared/schema/types';
import { MESSAGES, type MessageKey } from './messages';
import { textIn } from './text-in';
import { useTextIn } from './use-text-in';

export type TextFn = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** The renderer's own message in a locale, with `{name}` placeholders filled in. */
export function rendererText(
  locale: Locale,
  key: MessageKey,
  vars?: Record<string, string | number>,
): string {
  return textIn(MESSAGES, locale, key, vars);
}

/** Any of the renderer's texts; a part a form page loads uses useFormText (form-messages.ts). */
export function useText(): TextFn {
  return useTextIn(MESSAGES);
}
