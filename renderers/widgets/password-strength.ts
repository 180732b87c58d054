/**
 * How strong a password looks, for the strength meter (widget passwordStrength): a quick reading
 * of length and character kinds, no dictionary (the server refuses common passwords itself, and a
 * 49,000-word list is too heavy for the register page). Level 0 is "too weak": the password
 * would fail the rule of at least 8 characters with digits, upper- and lower-case letters and a
 * symbol.
 */
export type StrengthLevel = 0 | 1 | 2 | 3;

export function passwordStrength(password: string): StrengthLevel {
  const kinds = [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9\s]/].filter((kind) => kind.test(password)).length;
  const length = [...password].length;
  if (length < 8 || kinds < 4 || /\s/.test(password)) return 0;
  // Past the rule, length is what makes guessing slow.
  if (length >= 14) return 3;
  return length >= 10 ? 2 : 1;
}
