/**
 * The registration rules of SPEC §5 ("Registration"), one definition for the server's check of
 * POST /sys/user/register and the texts both sides show. The register form's schema
 * (schemas/forms/user-register.json) states the same patterns for the browser; its test
 * (register-rules.test.ts) fails when the two part.
 */
import { PASSWORD_MESSAGES } from '../validation/password';
import { FORMATS } from '../validation/formats';
import registerTexts from '../../../schemas/messages/register.json';
import type { MessagePair } from '../messages/message-pair';
import { pairsOf } from '../messages/pairs-of';

export const COMPANY_NAME_MAX = 50;
/** Letters or digits, at least one letter, 2 to 18 characters. */
export const REGISTER_USERNAME_PATTERN = '^(?=.*[A-Za-z])[A-Za-z0-9]{2,18}$';
/** At least 8, a digit, an upper- and a lower-case letter, a special symbol, no white space. */
export const REGISTER_PASSWORD_PATTERN =
  '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[~!@#$%^&*()_+`\\-={}:";\'<>?,./[\\]\\\\|])\\S{8,}$';
const SYMBOL = /[~!@#$%^&*()_+`\-={}:";'<>?,./[\]\\|]/;

/** The register form's own texts (schemas/messages/register.json) and those it shares with the formats and the password rules. */
export const REGISTER_MESSAGES = {
  ...pairsOf(registerTexts),
  email: FORMATS.email.message,
  phone: FORMATS.mobile.message,
  passwordRequired: PASSWORD_MESSAGES.newRequired,
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
};

export interface RegisterInput {
  companyName?: string;
  username?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
  sliderToken?: string;
}

export type RegisterField = keyof RegisterInput;

export interface RegisterProblem {
  field: RegisterField;
  message: MessagePair;
}

/** The first reason the password breaks the format rule, or null (the policy is the server's). */
export function registerPasswordProblem(password: string): MessagePair | null {
  if (/\s/.test(password)) return REGISTER_MESSAGES.passwordSpace;
  if ([...password].length < 8) return REGISTER_MESSAGES.passwordShort;
  if (!/\d/.test(password)) return REGISTER_MESSAGES.passwordNoDigit;
  if (!/[A-Z]/.test(password)) return REGISTER_MESSAGES.passwordNoUpper;
  if (!/[a-z]/.test(password)) return REGISTER_MESSAGES.passwordNoLower;
  if (!SYMBOL.test(password)) return REGISTER_MESSAGES.passwordNoSymbol;
  return null;
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** Every field's first problem, in form order (the slider token's validity is checked apart). */
export function validateRegister(input: RegisterInput): RegisterProblem[] {
  const problems: RegisterProblem[] = [];
  const add = (field: RegisterField, message: MessagePair) => problems.push({ field, message });
  if (blank(input.companyName)) add('companyName', REGISTER_MESSAGES.companyRequired);
  else if ([...input.companyName!.trim()].length > COMPANY_NAME_MAX)
    add('companyName', REGISTER_MESSAGES.companyTooLong);
  if (blank(input.username)) add('username', REGISTER_MESSAGES.usernameRequired);
  else if (!new RegExp(REGISTER_USERNAME_PATTERN).test(input.username!))
    add('username', REGISTER_MESSAGES.usernameRule);
  if (blank(input.email)) add('email', REGISTER_MESSAGES.emailRequired);
  else if (input.email!.length > 100 || !FORMATS.email.test(input.email!))
    add('email', REGISTER_MESSAGES.email);
  if (blank(input.phone)) add('phone', REGISTER_MESSAGES.phoneRequired);
  else if (!FORMATS.mobile.test(input.phone!)) add('phone', REGISTER_MESSAGES.phone);
  if (!input.password) add('password', REGISTER_MESSAGES.passwordRequired);
  else {
    const weak = registerPasswordProblem(input.password);
    if (weak) add('password', weak);
  }
  if (!input.confirmPassword) add('confirmPassword', REGISTER_MESSAGES.confirmRequired);
  else if (input.confirmPassword !== input.password) add('confirmPassword', REGISTER_MESSAGES.mismatch);
  if (blank(input.sliderToken)) add('sliderToken', REGISTER_MESSAGES.sliderRequired);
  return problems;
}
