/** The value of a parsed pattern for a counter value, a moment (server local time) and the caller. */
import type { DateToken, PatternToken } from './pattern-tokens';

export interface PatternValues {
  seq: number | bigint;
  now: Date;
  orgCode?: string | null;
  username?: string | null;
  /** The values of `{field:<name>}` tokens; a field not given is written as nothing. */
  fields?: Readonly<Record<string, string>>;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function dateText(token: DateToken, now: Date): string {
  switch (token) {
    case 'yyyy':
      return String(now.getFullYear()).padStart(4, '0');
    case 'yy':
      return pad2(now.getFullYear() % 100);
    case 'MM':
      return pad2(now.getMonth() + 1);
    case 'dd':
      return pad2(now.getDate());
    case 'HH':
      return pad2(now.getHours());
    case 'mm':
      return pad2(now.getMinutes());
    case 'ss':
      return pad2(now.getSeconds());
  }
}

/** A counter wider than its width is written in full (never cut: a cut number would repeat). */
export function formatPattern(tokens: readonly PatternToken[], values: PatternValues): string {
  return tokens
    .map((t) => {
      switch (t.kind) {
        case 'text':
          return t.text;
        case 'date':
          return dateText(t.token, values.now);
        case 'caller':
          return values[t.token] ?? '';
        case 'field':
          return (values.fields && Object.hasOwn(values.fields, t.name) ? values.fields[t.name] : '') ?? '';
        case 'seq':
          return String(values.seq).padStart(t.width, '0');
      }
    })
    .join('');
}

/** The names of a pattern's `{field:<name>}` tokens, in pattern order. */
export function fieldNames(tokens: readonly PatternToken[]): string[] {
  return tokens.flatMap((t) => (t.kind === 'field' ? [t.name] : []));
}
