/**
 * What a new password must pass beyond the format of SPEC §5 (shared/validation/password.ts),
 * checked by the server wherever a password is set: not a common or breached password, not
 * containing the username, and (on a change) not the current password again.
 */
import { PASSWORD_MESSAGES, passwordContainsUsername } from '../../shared/validation/password';
import { isCommonPassword } from './common-passwords';

export type PolicyMessage = { 'zh-CN': string; 'en-US': string };

/** The first reason to refuse the password, or null. `oldPassword`: the verified current one. */
export function passwordPolicyProblem(
  password: string,
  context: { username?: string | null; oldPassword?: string },
): PolicyMessage | null {
  if (context.oldPassword !== undefined && password === context.oldPassword)
    return PASSWORD_MESSAGES.sameAsOld;
  if (passwordContainsUsername(password, context.username)) return PASSWORD_MESSAGES.containsUsername;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}
