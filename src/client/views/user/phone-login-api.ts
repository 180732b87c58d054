/** The calls of the phone login tab (SPEC §7): POST /sys/sms and POST /sys/phoneLogin. */
import type { Envelope } from '../../../shared/envelope';
import type { LoginResult } from '../../stores/user-types';
import { postOpen } from './open-call';

export function sendLoginCode(mobile: string): Promise<Envelope<null>> {
  return postOpen<null>('/sys/sms', { mobile });
}

/** Answers like POST /sys/login, envelope and all. */
export function loginWithPhone(mobile: string, captcha: string): Promise<Envelope<LoginResult>> {
  return postOpen<LoginResult>('/sys/phoneLogin', { mobile, captcha });
}
