import { useCallback } from 'react';
import type { MessagePair } from '../../src/shared/messages/message-pair';
import { useRenderer } from '../context';
import { textIn } from './text-in';

/** The texts of one message table in the renderer's locale (useText and useFormText name theirs). */
export function useTextIn<K extends string>(
  table: Readonly<Record<K, MessagePair>>,
): (key: K, vars?: Record<string, string | number>) => string {
  const { locale } = useRenderer();
  return useCallback((key, vars) => textIn(table, locale, key, vars), [table, locale]);
}
