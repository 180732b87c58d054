/**
 * Cell validation (SPEC §5 "Cell rules"): the rules of a column in order, the first failing one's
 * message shown. Empty values are only `required`'s business; patterns (a built-in code from
 * src/shared/validation/formats.ts, else a regular expression) apply to non-empty values; 'only'
 * fails when the value occurs two or more times in the column; a named async handler comes last.
 */
import { FORMATS, isFormatName } from '../../src/shared/validation/formats';
import type { I18nText, Locale } from '../../src/shared/schema/types';
import { tableText } from './texts';
import type { CellRule, CellValidator, Column, Row } from './types';

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const textOf = (text: I18nText | undefined, locale: Locale, t?: (text: I18nText) => string): string =>
  text === undefined ? '' : t ? t(text) : typeof text === 'string' ? text : text[locale];

/** How often each non-empty value occurs in a column (the 'only' rule). */
export function valueCounts(rows: readonly Row[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[key];
    if (isEmptyValue(value)) continue;
    const k = String(value);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

export interface RuleContext {
  locale: Locale;
  t?: (text: I18nText) => string;
  /** Occurrences per value of the column, for 'only'. */
  counts?: Map<string, number>;
}

/** A rule's pattern test; an invalid regular expression in a schema refuses nothing. */
function patternPasses(pattern: string, value: string): boolean {
  if (isFormatName(pattern)) return FORMATS[pattern].test(value);
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

const isUnique = (rule: CellRule) => rule.unique === true || rule.pattern === 'only';

/** The message of the first failing synchronous rule, or undefined. */
export function checkCellSync(column: Column, value: unknown, context: RuleContext): string | undefined {
  const title = textOf(column.title, context.locale, context.t);
  for (const rule of column.validateRules ?? []) {
    const custom = rule.message
      ? textOf(rule.message, context.locale, context.t).replace('${title}', title)
      : '';
    if (rule.required && isEmptyValue(value))
      return custom || tableText(context.locale, 'required', { title });
    if (isEmptyValue(value)) continue;
    if (isUnique(rule)) {
      if ((context.counts?.get(String(value)) ?? 0) >= 2)
        return custom || tableText(context.locale, 'unique', { title });
      continue;
    }
    if (rule.pattern && !patternPasses(rule.pattern, String(value))) {
      if (custom) return custom;
      return isFormatName(rule.pattern)
        ? FORMATS[rule.pattern].message[context.locale]
        : tableText(context.locale, 'pattern', { title });
    }
  }
  return undefined;
}

/** Every rule including the async handlers (named in `validators`). */
export async function checkCell(
  column: Column,
  row: Row,
  context: RuleContext,
  validators: Readonly<Record<string, CellValidator>> = {},
): Promise<string | undefined> {
  const value = row[column.key];
  const sync = checkCellSync(column, value, context);
  if (sync) return sync;
  for (const rule of column.validateRules ?? []) {
    if (!rule.handler || !Object.hasOwn(validators, rule.handler)) continue;
    const message = await (validators[rule.handler] as CellValidator)(value, row, column);
    if (message) return message;
  }
  return undefined;
}

export const hasUniqueRule = (column: Column): boolean => (column.validateRules ?? []).some(isUnique);
export const hasAsyncRule = (column: Column): boolean =>
  (column.validateRules ?? []).some((r) => Boolean(r.handler));
