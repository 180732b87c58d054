/**
 * The resident ID card number (GB 11643-1999): 17 digits, the first six a region code that never
 * starts with 0, then the birth date as YYYYMMDD, then a check character over the first 17
 * (weights 2^(17-i) mod 11, mapped through '10X98765432'). Shared so the server and any form
 * judge a number the same way. The old 15-digit numbers were all replaced by 2013 and are refused.
 */
import { isValidDate } from './dates';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const SHAPE = /^[1-9]\d{16}[0-9Xx]$/;

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * WEIGHTS[i]!;
  return CHECK_CHARS.charAt(sum % 11);
}

/** True for an 18-character number whose shape, birth date and check character are right. */
export function isValidIdCard(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (!isValidDate(birth) || Number(value.slice(6, 10)) < 1900) return false;
  return idCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}
