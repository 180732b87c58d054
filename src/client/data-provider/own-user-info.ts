/**
 * An answer carrying the signed-in user's own `userInfo` (PUT /sys/user/editSelf from the personal
 * information page's form) replaces the session's copy, so the header's user menu shows the new
 * name and avatar at once; kept 7 days like the login's (stores/user.ts).
 */
import type { Envelope } from '../../shared/envelope';
import { useUserStore } from '../stores/user';
import type { UserInfo } from '../stores/user-types';

function isOwnUserInfo(value: unknown, ownId: string): value is UserInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { id?: unknown }).id === ownId &&
    typeof (value as { username?: unknown }).username === 'string'
  );
}

export function keepOwnUserInfo(answer: Envelope<unknown>): void {
  const { userInfo, setUserInfo } = useUserStore.getState();
  const result = answer.result as { userInfo?: unknown } | null;
  if (!answer.success || !userInfo || typeof result !== 'object' || result === null) return;
  if (isOwnUserInfo(result.userInfo, userInfo.id)) setUserInfo(result.userInfo);
}
