/**
 * One-time passwords for imported accounts: 14 characters from a cryptographic source with at
 * least one letter, digit and symbol each, so they pass the shared password rule (format
 * 'password'). Look-alike characters (0/O, 1/l/I) are left out because an administrator reads them
 * out to the user; no symbol starts a spreadsheet formula (= + - @), so a password stays text
 * wherever it is pasted.
 */
import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#$%&*?!';
const ALL = LETTERS + DIGITS + SYMBOLS;
const LENGTH = 14;

const pick = (chars: string) => chars[randomInt(chars.length)] as string;

export function oneTimePassword(): string {
  const chars = [pick(LETTERS), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < LENGTH) chars.push(pick(ALL));
  // Fisher-Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
