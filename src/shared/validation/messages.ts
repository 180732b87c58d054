/**
 * The words of every failed validation rule, one source for the server's 422 field errors and the
 * browser form, so the same value fails with the same sentence on both sides. Required follows
 * JeecgBoot (请输入<title>!); a field's `x-message` replaces the format/pattern sentence.
 */
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

export function requiredMessage(title: string, locale: Locale): string {
  return locale === 'en-US' ? `Please enter ${title}!` : `请输入${title}!`;
}

const en = (locale: Locale) => locale === 'en-US';

export function ruleMessage(failure: RuleFailure, locale: Locale, words: FieldWords): string {
  switch (failure.keyword) {
    case 'required':
      return requiredMessage(words.title, locale);
    case 'format':
      return (
        words.custom ??
        formatMessage(failure.format, locale) ??
        (en(locale) ? 'Invalid format!' : '格式不正确!')
      );
    case 'pattern':
      return words.custom ?? (en(locale) ? 'Invalid format!' : '格式不正确!');
    case 'type':
      return en(locale) ? 'Wrong type of value!' : '数据类型不正确!';
    case 'enum':
    case 'const':
      return en(locale) ? 'Not one of the allowed values!' : '不是可选的值!';
    case 'additionalProperties':
      return en(locale) ? 'Unknown field!' : '未知字段!';
    case 'uniqueItems':
      return en(locale) ? 'Choose each value only once!' : '不能重复选择!';
    case 'maxLength':
      return en(locale) ? `At most ${failure.limit} characters!` : `最多${failure.limit}个字符!`;
    case 'minLength':
      // Only an empty text is shorter than 1, and an empty text is a missing one.
      if (failure.limit <= 1) return requiredMessage(words.title, locale);
      return en(locale) ? `At least ${failure.limit} characters!` : `至少${failure.limit}个字符!`;
    case 'maximum':
      return en(locale) ? `Must be at most ${failure.limit}!` : `不能大于${failure.limit}!`;
    case 'minimum':
      return en(locale) ? `Must be at least ${failure.limit}!` : `不能小于${failure.limit}!`;
    case 'exclusiveMaximum':
      return en(locale) ? `Must be less than ${failure.limit}!` : `必须小于${failure.limit}!`;
    case 'exclusiveMinimum':
      return en(locale) ? `Must be greater than ${failure.limit}!` : `必须大于${failure.limit}!`;
    case 'maxItems':
      // A field's own words for too many choices (apply online: 申请的业务类型最多10个).
      return (
        words.custom ?? (en(locale) ? `Choose at most ${failure.limit}!` : `最多选择${failure.limit}项!`)
      );
    case 'minItems':
      return en(locale) ? `Choose at least ${failure.limit}!` : `至少选择${failure.limit}项!`;
  }
}
