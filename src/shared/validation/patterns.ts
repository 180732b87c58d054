/**
 * Built-in pattern codes of SPEC §5 (JeecgBoot's validateRules codes) plus the common named formats.
 * Each is a named ajv format (see register-formats.ts), so the browser and the server refuse the
 * same input. Patterns test non-empty strings; emptiness is the `required` rule's job.
 */
import { NEW_PASSWORD_PATTERN } from './password';

export const FORMAT_PATTERNS = {
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/u,
  's6-18': /^[A-Za-z]{6,18}$/,
  url: /^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(:\d+)?(\/[^\s]*)?$/i,
  e: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  m: /^1[3-9]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.\d+)?$/,
  z: /^-?\d+$/,
  '*': /\S/,
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  mobile: /^1[3-9]\d{9}$/,
  username: /^[A-Za-z0-9_]{4,18}$/,
  password: NEW_PASSWORD_PATTERN,
  time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
} as const satisfies Record<string, RegExp>;

export type PatternCode = keyof typeof FORMAT_PATTERNS;

export function isPatternCode(code: string): code is PatternCode {
  return Object.prototype.hasOwnProperty.call(FORMAT_PATTERNS, code);
}
