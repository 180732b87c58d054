/**
 * Which single sign-on modes the server has on (GET /sys/auth/modes), fetched once per page load
 * when first needed: by the guard for a visitor without a token, and by the login page.
 */
import { create } from 'zustand';
import type { AuthModes } from '../../shared/auth/auth-modes';
import { casReturnPath } from '../router/cas-return';
import type { CasGuardState } from '../router/guard';
import { fetchAuthModes } from '../views/user/sso-api';

export interface AuthModesState {
  /** null until the server has answered (or failed to: then every mode counts as off). */
  modes: AuthModes | null;
  load(): Promise<AuthModes>;
}

const OFF: AuthModes = { oidc: null, cas: null };
let pending: Promise<AuthModes> | null = null;

export const useAuthModes = create<AuthModesState>()((set) => ({
  modes: null,
  load() {
    // Without an answer the password login still works: better than a page that waits forever.
    pending ??= fetchAuthModes()
      .catch(() => OFF)
      .then((modes) => {
        set({ modes });
        return modes;
      });
    return pending;
  },
}));

/** The guard's view of CAS mode (read at every render: the return path lives in sessionStorage). */
export function casGuardState(modes: AuthModes | null): CasGuardState {
  if (!modes) return { state: 'unknown' };
  return modes.cas
    ? { state: 'on', loginUrl: modes.cas.loginUrl, returnTo: casReturnPath() }
    : { state: 'off' };
}

/** Tests start from a page that has not asked yet. */
export function resetAuthModes(): void {
  pending = null;
  useAuthModes.setState({ modes: null });
}
