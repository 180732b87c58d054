import { useCallback } from 'react';
import type { Locale } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { MESSAGES, type MessageKey } from './messages';

export type TextFn = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** The renderer's own message in a locale, with `{name}` placeholders filled in. */
export function rendererText(
  locale: Locale,
  key: MessageKey,
  vars?: Record<string, string | number>,
): string {
  let text: string = MESSAGES[key][locale];
  for (const [name, value] of Object.entries(vars ?? {})) text = text.split(`{${name}}`).join(String(value));
  return text;
}

export function useText(): TextFn {
  const { locale } = useRenderer();
  return useCallback<TextFn>((key, vars) => rendererText(locale, key, vars), [locale]);
}
