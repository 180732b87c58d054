/**
 * The words of every failed validation rule, one source for the server's 422 field errors and the
 * browser form, so the same value fails with the same sentence on both sides. The sentences are
 * data, schemas/messages/validation.json ({title} and {limit} filled in here). Required follows
 * JeecgBoot (请输入<title>!); a field's `x-message` replaces the format/pattern sentence.
 */
import validationTexts from '../../../schemas/messages/validation.json';
import { pairsOf } from '../messages/pairs-of';
import { fillPlaceholders, type PlaceholderValue } from '../messages/placeholders';
import type { Locale } from '../schema/types';
import { formatMessage } from './formats';

/** One failed rule, as both validators report it (ajv's keyword names and limits). */
export type RuleFailure =
  | { keyword: 'required' | 'type' | 'enum' | 'const' | 'pattern' | 'uniqueItems' | 'additionalProperties' }
  | { keyword: 'format'; format: string }
  | {
      keyword:
        | 'maxLength'
        | 'minLength'
        | 'maximum'
        | 'minimum'
        | 'exclusiveMaximum'
        | 'exclusiveMinimum'
        | 'maxItems'
        | 'minItems';
      limit: number;
    };

export interface FieldWords {
  /** The field's title in the message's locale. */
  title: string;
  /** The field's `x-message` in that locale, if it has one. */
  custom?: string;
}

const TEXTS = pairsOf(validationTexts);

function say(key: keyof typeof TEXTS, locale: Locale, values: Record<string, PlaceholderValue> = {}): string {
  return fillPlaceholders(TEXTS[key][locale], values);
}

export function requiredMessage(title: string, locale: Locale): string {
  return say('required', locale, { title });
}

export function ruleMessage(failure: RuleFailure, locale: Locale, words: FieldWords): string {
  switch (failure.keyword) {
    case 'required':
      return requiredMessage(words.title, locale);
    case 'format':
      return words.custom ?? formatMessage(failure.format, locale) ?? say('invalidFormat', locale);
    case 'pattern':
      return words.custom ?? say('invalidFormat', locale);
    case 'type':
      return say('type', locale);
    case 'enum':
    case 'const':
      return say('notAllowed', locale);
    case 'additionalProperties':
      return say('unknownField', locale);
    case 'uniqueItems':
      return say('uniqueItems', locale);
    case 'minLength':
      // Only an empty text is shorter than 1, and an empty text is a missing one.
      if (failure.limit <= 1) return requiredMessage(words.title, locale);
      return say('minLength', locale, { limit: failure.limit });
    case 'maxItems':
      // A field's own words for too many choices (apply online: 申请的业务类型最多10个).
      return words.custom ?? say('maxItems', locale, { limit: failure.limit });
    case 'maxLength':
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
    case 'minItems':
      return say(failure.keyword, locale, { limit: failure.limit });
  }
}
