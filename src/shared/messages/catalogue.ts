/**
 * The texts that more than one side shows — the server's answers, the shell (src/client/i18n) and
 * the renderer (renderers/i18n) — each written once, in schemas/messages/catalogue.json (each entry's
 * `$comment` says who shows it), so a sentence cannot drift into two spellings or two translations.
 * Where SPEC gives the Chinese text, the zh-CN side is exactly it. This module is the typed view:
 * the keys come from the file. tests/unit/message-catalogue.test.ts fails when any catalogue gives a
 * zh-CN text a second en-US text; tests/unit/message-files.test.ts checks the file.
 */
import catalogue from '../../../schemas/messages/catalogue.json';
import type { MessagePair } from './message-pair';
import { pairsOf } from './pairs-of';

export const CATALOGUE = pairsOf(catalogue);

export type CatalogueKey = keyof typeof CATALOGUE;
export type { MessagePair };
