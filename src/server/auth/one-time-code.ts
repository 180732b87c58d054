/**
 * The parts every one-time code shares (password reset, phone login, email ownership): 6 random
 * digits, kept only as a keyed hash (HMAC with the install's JWT key, so a leaked table does not give
 * the codes away by trying all 10^6), compared in constant time, dead after MAX_WRONG_TRIES.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const MAX_WRONG_TRIES = 5;
export const CODE_PATTERN = /^\d{6}$/;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored hash of `code` for what it is bound to (`context`: its purpose and target). A given
 * value that is not 6 digits is hashed as the empty code, which matches nothing.
 */
export function codeHash(key: Uint8Array, context: readonly string[], code: string): string {
  return createHmac('sha256', key)
    .update([...context, CODE_PATTERN.test(code) ? code : ''].join('\0'))
    .digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
