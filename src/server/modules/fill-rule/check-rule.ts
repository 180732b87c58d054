/** A rule's pattern and reset checked together: the pattern parses and shows the period its counter restarts on. */
import type { MessagePair } from '../../http/i18n';
import { parsePattern } from '../../../shared/fill-rule/parse-pattern';
import { resetFitsPattern } from '../../../shared/fill-rule/check-reset';
import { RESET_PERIODS, type PatternToken, type ResetPeriod } from '../../../shared/fill-rule/pattern-tokens';
import { patternProblemText } from './fill-rule-messages';

export function asReset(value: unknown): ResetPeriod {
  return RESET_PERIODS.find((p) => p === value) ?? 'none';
}

export function rulePatternProblem(pattern: string, reset: ResetPeriod): MessagePair | null {
  const parsed = parsePattern(pattern);
  if (!parsed.ok) return patternProblemText(parsed.problem, parsed.token);
  return resetFitsPattern(parsed.tokens, reset) ? null : patternProblemText('resetNeedsDate');
}

/** The tokens of a stored rule (checked when saved; a row written around the CRUD that does not parse is refused here). */
export function storedTokens(pattern: string): PatternToken[] | null {
  const parsed = parsePattern(pattern);
  return parsed.ok ? parsed.tokens : null;
}
