/**
 * The tokens of a numbering rule's pattern (sys_fill_rule.pattern, docs/contracts.md "Numbering
 * rules"): literal text and `{…}` placeholders, nothing executed — the declarative replacement of
 * JeecgBoot's rule classes instantiated by reflection (reference hole S28).
 */
export const DATE_TOKENS = ['yyyy', 'yy', 'MM', 'dd', 'HH', 'mm', 'ss'] as const;
export type DateToken = (typeof DATE_TOKENS)[number];

export const CALLER_TOKENS = ['orgCode', 'username'] as const;
export type CallerToken = (typeof CALLER_TOKENS)[number];

/**
 * `{field:<name>}`: a value the drawing code passes (e.g. a certificate's business-domain letter).
 * Numbers that differ in such a value never meet, so each value counts on its own counter.
 */
export const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,30}$/;

export type PatternToken =
  | { kind: 'text'; text: string }
  | { kind: 'date'; token: DateToken }
  | { kind: 'caller'; token: CallerToken }
  | { kind: 'field'; name: string }
  | { kind: 'seq'; width: number };

export type ResetPeriod = 'none' | 'year' | 'month' | 'day';
export const RESET_PERIODS: readonly ResetPeriod[] = ['none', 'year', 'month', 'day'];

/** Longest pattern and widest counter accepted (the value must still fit the field it fills). */
export const MAX_PATTERN_LENGTH = 100;
export const MAX_SEQ_WIDTH = 12;

/** Why a pattern is refused; the server words each reason in both languages. */
export type PatternProblem =
  | 'empty'
  | 'tooLong'
  | 'unclosed'
  | 'unknownToken'
  | 'seqWidth'
  | 'noSeq'
  | 'manySeq'
  | 'control'
  | 'resetNeedsDate';
