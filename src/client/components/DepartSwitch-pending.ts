/**
 * "Choose your department" after login (SPEC §2/§6): the login answer's multi_depart is 2 when the
 * user belongs to several departments. The login marks it here and the layout's user menu, the
 * first thing mounted after the login page, takes the mark once and opens the dialog. Kept in
 * sessionStorage so the choice is still offered when the page is reloaded right after login.
 */
const KEY = 'DEPART_CHOICE_PENDING';

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Called with the login answer's multi_depart (0 none, 1 one, 2 several). */
export function markDepartChoice(multiDepart: number | undefined): void {
  if (multiDepart === 2) store()?.setItem(KEY, '1');
  else store()?.removeItem(KEY);
}

/** True once after a login that asked for a choice. */
export function takeDepartChoice(): boolean {
  const s = store();
  if (s?.getItem(KEY) !== '1') return false;
  s.removeItem(KEY);
  return true;
}
