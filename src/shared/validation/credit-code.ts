/**
 * The unified social credit code (GB 32100-2015): 18 characters from 0-9 and the capital letters
 * without I, O, Z, S, V; the last is a check character over the first 17 (weights 3^i mod 31).
 * Shared so the server and any form judge a code the same way.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters, or null when one of them is not allowed. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CHARSET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** True for an 18-character code whose shape and check character are right. */
export function isValidCreditCode(code: string): boolean {
  if (!SHAPE.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}
