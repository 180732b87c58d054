/**
 * The texts that more than one side shows — the server's answers, the shell (src/client/i18n) and
 * the renderer (renderers/i18n) — each written once, in schemas/messages/catalogue.json or, for the
 * few a form page shows, catalogue-form.json (each entry's `$comment` says who shows it), so a
 * sentence cannot drift into two spellings or two translations. The form page's entries have a file
 * of their own because a bundle takes a JSON file whole once anything imports all of it: the
 * renderer's form-messages.ts imports that small file, and a form page does not load the rest.
 * Where SPEC gives the Chinese text, the zh-CN side is exactly it. This module is the typed view:
 * the keys come from the file. tests/unit/message-catalogue.test.ts fails when any catalogue gives a
 * zh-CN text a second en-US text; tests/unit/message-files.test.ts checks the file.
 */
import catalogueForm from '../../../schemas/messages/catalogue-form.json';
import catalogue from '../../../schemas/messages/catalogue.json';
import type { MessagePair } from './message-pair';
import { pairsOf } from './pairs-of';

export const CATALOGUE = pairsOf({ ...catalogue, ...catalogueForm });

export type CatalogueKey = keyof typeof CATALOGUE;
export type { MessagePair };
