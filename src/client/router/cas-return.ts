/**
 * Where a visitor was going when the guard sent them to the CAS login (sessionStorage: this tab
 * only). CAS returns to its fixed service URL, so the guard reads this to finish the trip.
 */
import { session } from '../utils/expiring-storage';
import { safeRedirect } from './guard';

const CAS_RETURN_KEY = 'CAS_RETURN_TO';
/** Long enough to sign in at CAS; an older value would send a later login somewhere unexpected. */
const RETURN_TTL_MS = 30 * 60_000;

export function rememberCasReturn(path: string): void {
  session.set(CAS_RETURN_KEY, path, RETURN_TTL_MS);
}

/** The remembered path when it is one of this app's (never another origin). */
export function casReturnPath(): string | null {
  const stored = session.get<string>(CAS_RETURN_KEY);
  return (stored && safeRedirect(`?redirect=${encodeURIComponent(stored)}`)) ?? null;
}

export function forgetCasReturn(): void {
  session.remove(CAS_RETURN_KEY);
}
