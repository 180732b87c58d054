/**
 * Whether an admin's validation pattern may be used on every write and in every browser: it must
 * compile both as a JavaScript pattern (the browser's instant check) and for RE2 (the server runs
 * every pattern from data on RE2's linear-time engine, shared/validation/linear-regexp.ts: so no
 * back references and no lookaround), stay short, and avoid the shapes that backtrack
 * exponentially in the browser — a quantified group that itself contains a quantifier or an
 * alternation ((a+)+, (a|aa)*, (.*)*). A conservative syntactic check: some harmless patterns are refused.
 */
import { compileLinear } from '../../../../shared/validation/linear-regexp';

export const MAX_PATTERN_LENGTH = 200;

export function isSafePattern(pattern: string): boolean {
  if (pattern.length === 0 || pattern.length > MAX_PATTERN_LENGTH) return false;
  try {
    new RegExp(pattern, 'u');
  } catch {
    return false;
  }
  if (!compileLinear(pattern)) return false;
  if (/\\[1-9]|\\k</.test(pattern)) return false;
  // Per open group: whether its body holds a quantifier or an alternation.
  const stack: boolean[] = [];
  let risky = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      // Skip a character class: nothing in it is a quantifier.
      i++;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      continue;
    }
    if (c === '(') {
      stack.push(false);
      continue;
    }
    const quantifier = c === '*' || c === '+' || c === '{';
    if (c === ')') {
      const inner = stack.pop() ?? false;
      const next = pattern[i + 1];
      const quantified = next === '*' || next === '+' || next === '{';
      if (inner && quantified) risky = true;
      // The group as a whole counts for its parent.
      if (stack.length > 0 && (inner || quantified)) stack[stack.length - 1] = true;
      continue;
    }
    if ((quantifier || c === '|') && stack.length > 0) stack[stack.length - 1] = true;
  }
  return !risky;
}
