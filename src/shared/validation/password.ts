/**
 * Change-password rules of SPEC §5, shared by the dialog and PUT /sys/user/updatePassword so the
 * browser and the server refuse exactly the same input with exactly the same words
 * (schemas/messages/password.json).
 */
import passwordTexts from '../../../schemas/messages/password.json';
import { pairsOf } from '../messages/pairs-of';

/** At least 8 characters with a letter, a digit and a special symbol (JeecgBoot's rule). */
export const NEW_PASSWORD_PATTERN =
  /^(?=.*[A-Za-z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./[\]\\|]).{8,}$/;

export const PASSWORD_MESSAGES = pairsOf(passwordTexts);

export interface ChangePasswordInput {
  oldpassword?: string;
  password?: string;
  confirmpassword?: string;
}

export interface PasswordProblem {
  field: 'oldpassword' | 'password' | 'confirmpassword';
  message: { 'zh-CN': string; 'en-US': string };
}

export function checkNewPassword(password: string | undefined): PasswordProblem['message'] | null {
  if (!password) return PASSWORD_MESSAGES.newRequired;
  return NEW_PASSWORD_PATTERN.test(password) ? null : PASSWORD_MESSAGES.newWeak;
}

/** Every problem of the form, first per field, in field order. */
export function validateChangePassword(input: ChangePasswordInput): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (!input.oldpassword) problems.push({ field: 'oldpassword', message: PASSWORD_MESSAGES.oldRequired });
  const weak = checkNewPassword(input.password);
  if (weak) problems.push({ field: 'password', message: weak });
  if (!input.confirmpassword) {
    problems.push({ field: 'confirmpassword', message: PASSWORD_MESSAGES.confirmRequired });
  } else if (input.confirmpassword !== input.password) {
    problems.push({ field: 'confirmpassword', message: PASSWORD_MESSAGES.mismatch });
  }
  return problems;
}

/**
 * True when the password holds the username in any letter case (SPEC §5 is silent; part of the
 * authentication hardening: a password spelling its own username is among the first an attacker
 * tries). Usernames shorter than 3 characters are ignored: they would forbid half the alphabet.
 */
export function passwordContainsUsername(password: string, username: string | null | undefined): boolean {
  const name = username?.trim().toLowerCase() ?? '';
  return name.length >= 3 && password.toLowerCase().includes(name);
}
