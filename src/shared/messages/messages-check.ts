/**
 * The check of a message file (schemas/messages/*.json): the meta schema (both locales, not blank,
 * nothing else but a `$comment`) and then what JSON Schema cannot say, that both locales use the
 * same placeholders, so a value the code fills in is never lost in one language. Not imported by the
 * TypeScript views of the files: the browser bundles the texts, not ajv.
 */
import messagesMeta from '../../../schemas/meta/messages.schema.json';
import { metaSchemaCheck } from '../schema/meta-schema-check';
import { SchemaError } from '../schema/registry';
import type { MessagePair } from './message-pair';
import { placeholdersOf } from './placeholders';

export type MessagesDocument = Record<string, MessagePair & { $comment?: string }>;

const validateMessagesDocument = metaSchemaCheck<MessagesDocument>(messagesMeta);

const listed = (names: readonly string[]): string =>
  names.length ? names.map((n) => `{${n}}`).join(' ') : 'none';

/** The file, typed, or a SchemaError naming the file, the message's JSON path and what is wrong. */
export function checkMessagesDocument(file: string, doc: unknown): MessagesDocument {
  const checked = validateMessagesDocument(file, doc);
  for (const [key, pair] of Object.entries(checked)) {
    const zh = placeholdersOf(pair['zh-CN']).sort();
    const en = placeholdersOf(pair['en-US']).sort();
    if (zh.join() !== en.join()) {
      throw new SchemaError(file, `/${key}`, `placeholders differ: zh-CN ${listed(zh)}, en-US ${listed(en)}`);
    }
  }
  return checked;
}
