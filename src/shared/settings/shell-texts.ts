/**
 * The header and footer texts an administrator edits (SPEC §1/§2: logo, platform title and
 * description, phone hotline, the footer's company name). One list for the migration's seed, the
 * server's read endpoint and the shell: schemas/messages/shell-texts.json, where `<key>.title` names
 * the setting on the admin screen and `<key>.value` is the seeded text (the texts the shell had in
 * code). The keys and their order are the file's.
 */
import shellTexts from '../../../schemas/messages/shell-texts.json';
import type { MessagePair } from '../messages/message-pair';
import { pairsOf } from '../messages/pairs-of';

type FileKey = keyof typeof shellTexts;

/** A setting's key: the file's `<key>.value` entries. */
export type ShellTextKey = FileKey extends infer K ? (K extends `${infer Key}.value` ? Key : never) : never;

const VALUE_SUFFIX = '.value';

// Every setting has a title as well as a value: the compiler refuses the file without one.
const TEXTS = pairsOf(shellTexts) satisfies Readonly<Record<`${ShellTextKey}.title`, MessagePair>>;

export const SHELL_TEXT_KEYS: readonly ShellTextKey[] = Object.keys(TEXTS).flatMap((k) =>
  k.endsWith(VALUE_SUFFIX) ? [k.slice(0, -VALUE_SUFFIX.length) as ShellTextKey] : [],
);

/** What GET /sys/config/shellTexts answers: each text in the request language. */
export type ShellTextValues = Record<ShellTextKey, string>;

/** The open read endpoint (the login page shows the title and description too). */
export const SHELL_TEXTS_URL = '/sys/config/shellTexts';

export interface ShellTextSeed {
  key: ShellTextKey;
  /** What the setting is, shown on the admin screen. */
  title: MessagePair;
  value: MessagePair;
}

export const SHELL_TEXT_SEEDS: readonly ShellTextSeed[] = SHELL_TEXT_KEYS.map((key) => ({
  key,
  title: TEXTS[`${key}.title`],
  value: TEXTS[`${key}.value`],
}));
