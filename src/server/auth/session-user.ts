/** Who is calling: resolved for every authenticated request, from the session cache when fresh (auth/authenticate.ts; docs/contracts.md, Route declaration). */
import type { UserType } from '../db/types';

export interface SessionUser {
  id: string;
  username: string;
  realname: string | null;
  userType: UserType;
  isAdmin: boolean;
  companyId: string | null;
  divisionId: string | null;
  orgCode: string | null;
  roles: string[];
  permissions: Set<string>;
  /** Someone else chose the current password: only its change and logout are open (absent: false). */
  mustChangePassword?: boolean;
  /** The jti of the presented token: the session to keep or revoke. */
  tokenId: string;
}

/** Admins hold every permission; otherwise any one of the codes is enough. */
export function userHasPermission(user: SessionUser, codes: string | readonly string[]): boolean {
  if (user.isAdmin) return true;
  const list = typeof codes === 'string' ? [codes] : codes;
  return list.some((code) => user.permissions.has(code));
}
