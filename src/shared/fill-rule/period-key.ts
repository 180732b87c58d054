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
