/**
 * A message file (schemas/messages/*.json) as its module's callers see it: each key's zh-CN/en-US
 * pair alone. The file's `$comment`s are for its readers; they must not travel in an answer or a
 * spread pair.
 */
import type { MessagePair } from './message-pair';

export function pairsOf<K extends string>(
  file: Readonly<Record<K, MessagePair>>,
): Readonly<Record<K, MessagePair>> {
  const pairs = {} as Record<K, MessagePair>;
  for (const key of Object.keys(file) as K[]) {
    pairs[key] = Object.freeze({ 'zh-CN': file[key]['zh-CN'], 'en-US': file[key]['en-US'] });
  }
  return Object.freeze(pairs);
}
