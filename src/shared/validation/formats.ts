/**
 * The named formats of SPEC §5 (JeecgBoot's validateRules codes and the generic rules), the one
 * definition used by the server's write validation (registered on its ajv, register-formats.ts)
 * and by the browser's form validator (renderers/form/validator). Each is a pure predicate over a
 * non-empty string plus its message pair; emptiness is `required`'s business, so callers never
 * ask a format about an empty value. The messages are data, schemas/messages/formats.json (the
 * password format says what the change-password rule says).
 */
import formatTexts from '../../../schemas/messages/formats.json';
import type { MessagePair } from '../messages/message-pair';
import { pairsOf } from '../messages/pairs-of';
import type { FormatName, Locale } from '../schema/types';
import { isValidDate, isValidDateTime, isValidTime } from './dates';
import { isValidIdCard } from './id-card';
import { NEW_PASSWORD_PATTERN, PASSWORD_MESSAGES } from './password';

export type { MessagePair };

export interface FormatRule {
  test: (value: string) => boolean;
  message: MessagePair;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const MOBILE = /^1[3-9]\d{9}$/;
// A landline: optional area code (0 plus 2-3 digits, bare, hyphenated or in brackets), a 7-8
// digit number not starting with 0 or 1, optional extension.
const TELEPHONE = /^(?:0\d{2,3}-?|\(0\d{2,3}\))?[2-9]\d{6,7}(?:-\d{1,6})?$/;

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
// Two linear tests rather than one pattern that would backtrack on long near-misses.
const matchesAll =
  (...patterns: RegExp[]) =>
  (value: string) =>
    patterns.every((pattern) => pattern.test(value));

const TEXTS = pairsOf(formatTexts);

export const FORMATS: Record<FormatName, FormatRule> = {
  'n6-16': {
    test: matches(/^\d{6,16}$/),
    message: TEXTS.digits6to16,
  },
  // Code points, not UTF-16 units: 'u' makes [\s\S] match a whole astral character.
  '*6-16': {
    test: matches(/^[\s\S]{6,16}$/u),
    message: TEXTS.chars6to16,
  },
  's6-18': {
    test: matches(/^[A-Za-z]{6,18}$/),
    message: TEXTS.letters6to18,
  },
  url: {
    test: matches(/^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(:\d+)?(\/[^\s]*)?$/i),
    message: TEXTS.url,
  },
  e: { test: matches(EMAIL), message: TEXTS.email },
  email: { test: matches(EMAIL), message: TEXTS.email },
  m: { test: matches(MOBILE), message: TEXTS.mobile },
  mobile: { test: matches(MOBILE), message: TEXTS.mobile },
  telephone: {
    test: matches(TELEPHONE),
    message: TEXTS.telephone,
  },
  phone: {
    test: (value) => MOBILE.test(value) || TELEPHONE.test(value),
    message: TEXTS.phone,
  },
  'id-card': {
    test: isValidIdCard,
    message: TEXTS.idCard,
  },
  'bank-card': {
    test: matches(/^\d{10,20}$/),
    message: TEXTS.bankCard,
  },
  qq: {
    test: matches(/^[1-9]\d{4,10}$/),
    message: TEXTS.qq,
  },
  // Spaces alone are not a name.
  'zh-en-text': {
    test: matchesAll(/^[\p{Script=Han}A-Za-z ]{2,100}$/u, /\S/),
    message: TEXTS.zhEnText,
  },
  'en-digits': {
    test: matches(/^[A-Za-z0-9]{1,20}$/),
    message: TEXTS.enDigits,
  },
  'digit-lines': {
    test: matchesAll(/^[\d\r\n]+$/, /\d/),
    message: TEXTS.digitLines,
  },
  p: {
    test: matches(/^[1-9]\d{5}$/),
    message: TEXTS.postalCode,
  },
  s: {
    test: matches(/^[A-Za-z]+$/),
    message: TEXTS.letters,
  },
  n: {
    test: matches(/^-?\d+(\.\d+)?$/),
    message: TEXTS.number,
  },
  z: { test: matches(/^-?\d+$/), message: TEXTS.integer },
  '*': {
    test: matches(/\S/),
    message: TEXTS.notBlank,
  },
  // SPEC §5 "money" readings differ; this one is "at most 2 decimals, no leading zeros".
  money: {
    test: matches(/^(0|[1-9]\d*)(\.\d{1,2})?$/),
    message: TEXTS.money,
  },
  username: {
    test: matches(/^[A-Za-z0-9_]{4,18}$/),
    message: TEXTS.username,
  },
  password: {
    test: matches(NEW_PASSWORD_PATTERN),
    message: PASSWORD_MESSAGES.newWeak,
  },
  date: {
    test: isValidDate,
    message: TEXTS.date,
  },
  'date-time': {
    test: isValidDateTime,
    message: TEXTS.dateTime,
  },
  time: {
    test: isValidTime,
    message: TEXTS.time,
  },
};

export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** Own keys only: a schema's `format: "__proto__"` must not reach Object.prototype. */
export function isFormatName(name: string): name is FormatName {
  return Object.prototype.hasOwnProperty.call(FORMATS, name);
}

/** The message of a failed format in a locale, or null for a name this module does not define. */
export function formatMessage(format: string, locale: Locale): string | null {
  return isFormatName(format) ? FORMATS[format].message[locale] : null;
}
