/** The calls of the forgot-password steps. Each resolves with the server's envelope. */
import type { Envelope } from '../../../../shared/envelope';
import { postOpen } from '../open-call';

export function sendResetCode(account: string): Promise<Envelope<null>> {
  return postOpen<null>('/sys/user/sendResetCode', { account });
}

export function checkResetCode(
  account: string,
  code: string,
): Promise<Envelope<{ resetToken: string } | null>> {
  return postOpen<{ resetToken: string } | null>('/sys/user/checkResetCode', { account, code });
}

export function changePasswordWithToken(
  resetToken: string,
  password: string,
  confirmPassword: string,
): Promise<Envelope<null>> {
  return postOpen<null>('/sys/user/passwordChange', { resetToken, password, confirmPassword });
}
