/** The counter's period for a moment: '' (never resets), 'yyyy', 'yyyyMM' or 'yyyyMMdd', in the server's local time as the pattern's dates are. */
import type { ResetPeriod } from './pattern-tokens';

export function periodKey(reset: ResetPeriod, now: Date): string {
  const year = String(now.getFullYear());
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  switch (reset) {
    case 'year':
      return year;
    case 'month':
      return year + month;
    case 'day':
      return year + month + day;
    default:
      return '';
  }
}

// A backslash or bar inside a value is escaped, so two different value lists never give one key.
const escapeValue = (value: string): string => value.replace(/[\\|]/g, (c) => `\\${c}`);

/**
 * The key of the counter a draw uses (sys_fill_rule_seq.period): the period alone, or the values of
 * the pattern's `{field:…}` tokens and the period joined by `|` (e.g. `S|2026`), since numbers that
 * differ in a field never meet and each value counts on its own.
 */
export function counterKey(period: string, fieldValues: readonly string[]): string {
  return fieldValues.length === 0 ? period : [...fieldValues.map(escapeValue), period].join('|');
}
