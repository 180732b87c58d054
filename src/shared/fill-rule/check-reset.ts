/**
 * A counter that restarts every year/month/day repeats its numbers unless the pattern shows that
 * period: year needs {yyyy} or {yy}, month also {MM}, day also {dd}.
 */
import type { PatternToken, ResetPeriod } from './pattern-tokens';

export function resetFitsPattern(tokens: readonly PatternToken[], reset: ResetPeriod): boolean {
  const has = (...names: string[]) => tokens.some((t) => t.kind === 'date' && names.includes(t.token));
  if (reset === 'none') return true;
  if (!has('yyyy', 'yy')) return false;
  if (reset === 'year') return true;
  if (!has('MM')) return false;
  return reset === 'month' || has('dd');
}
