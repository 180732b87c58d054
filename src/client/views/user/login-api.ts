/** The calls of the account login (SPEC §7, reference/jeecg.md §1.4). */
import type { Envelope } from '../../../shared/envelope';
import { get, isRequestError, post } from '../../request';
import { STORAGE_KEYS } from '../../stores/storage-keys';
import type { LoginResult } from '../../stores/user-types';
import { local } from '../../utils/expiring-storage';

interface EncryptionKey {
  key: string;
  iv: string;
}

/** GET /sys/getEncryptedString, cached 7 days in localStorage (SPEC §9). */
export async function encryptionKey(): Promise<EncryptionKey> {
  const cached = local.get<EncryptionKey>(STORAGE_KEYS.encryptedString);
  if (cached?.key && cached.iv) return cached;
  const answer = await get<EncryptionKey>('/sys/getEncryptedString');
  local.set(STORAGE_KEYS.encryptedString, answer.result);
  return answer.result;
}

export function forgetEncryptionKey(): void {
  local.remove(STORAGE_KEYS.encryptedString);
}

export function isLoginSuccess(answer: Pick<Envelope<unknown>, 'code'>): boolean {
  return String(answer.code) === '200';
}

/**
 * POST /sys/login { userccs }. Resolves with the envelope whatever the outcome, so the page can
 * show the server's own message; only a failure without any answer rejects.
 */
export async function loginWithPassword(username: string, password: string): Promise<Envelope<LoginResult>> {
  const { key, iv } = await encryptionKey();
  // Loaded on submit: the cipher library is a large part of the login page's JavaScript otherwise.
  const { encryptUserccs } = await import('../../../shared/auth/userccs');
  const userccs = encryptUserccs({ username, password }, key, iv);
  try {
    return await post<LoginResult>('/sys/login', { userccs }, { skipErrorHandler: true });
  } catch (error) {
    if (isRequestError(error) && error.envelope) return error.envelope as Envelope<LoginResult>;
    throw error;
  }
}
