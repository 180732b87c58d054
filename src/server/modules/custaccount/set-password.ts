/**
 * Someone else sets an account's password (the company's main account for its sub-account, an
 * administrator for a user): the new password and its confirmation by the rules of SPEC §5 and the
 * server policy, stored as a hash, and every session of that account revoked on every instance.
 */
import type { FastifyRequest } from 'fastify';
import { checkNewPassword, PASSWORD_MESSAGES } from '../../../shared/validation/password';
import { passwordPolicyProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { HttpError } from '../../http/errors';

export interface NewPasswordInput {
  password?: unknown;
  confirmPassword?: unknown;
}

/** 422 with field errors unless the pair is a valid new password for this username. */
export function checkNewPasswordPair(
  request: FastifyRequest,
  input: NewPasswordInput,
  username: string,
): string {
  const password = typeof input.password === 'string' ? input.password : '';
  const confirm = typeof input.confirmPassword === 'string' ? input.confirmPassword : '';
  const errors: Array<{ field: string; message: string }> = [];
  const weak =
    password.length > 128
      ? PASSWORD_MESSAGES.newWeak
      : (checkNewPassword(password) ?? passwordPolicyProblem(password, { username }));
  if (weak) errors.push({ field: 'password', message: request.t(weak) });
  if (!confirm)
    errors.push({ field: 'confirmPassword', message: request.t(PASSWORD_MESSAGES.confirmRequired) });
  else if (confirm !== password)
    errors.push({ field: 'confirmPassword', message: request.t(PASSWORD_MESSAGES.mismatch) });
  if (errors.length > 0) throw new HttpError(422, errors[0]!.message, errors);
  return password;
}

/** Stores the new password of `userId` and ends every session of that account. */
export async function storePasswordAndRevoke(
  request: FastifyRequest,
  userId: string,
  password: string,
): Promise<void> {
  const app = request.server;
  const passwordHash = await hashPassword(password);
  await app.db
    .updateTable('sys_user')
    .set({
      password_hash: passwordHash,
      password_changed_at: new Date(),
      // Chosen by someone else: the account's next login must change it first.
      must_change_password: true,
      update_by: request.user.username,
      update_time: new Date(),
    })
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(app, userId);
}
