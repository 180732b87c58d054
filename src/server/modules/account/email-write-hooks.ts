/**
 * The email rules of the account forms (sys_user and cust_account entity hooks, the import too):
 * an address another account holds is refused with a clear 409 on the email field, and a new or
 * changed address starts unverified (email-ownership.ts).
 */
import { HttpError } from '../../http/errors';
import { hookText, type HookContext } from '../crud/hooks';
import { currentEmail, EMAIL_TAKEN, emailTakenLocked, emailValue } from './email-ownership';

/**
 * Addresses claimed by earlier rows of the same transaction that may not be written yet: an import
 * runs the hook for a whole chunk of rows before it inserts them.
 */
const claimedInTransaction = new WeakMap<object, Set<string>>();

function taken(ctx: HookContext): HttpError {
  const message = hookText(ctx, EMAIL_TAKEN);
  return new HttpError(409, message, [{ field: 'email', message }]);
}

export async function checkEmailOnInsert(ctx: HookContext, columns: Record<string, unknown>): Promise<void> {
  columns.email_verified_at = null;
  const email = emailValue(columns.email);
  if (email === null) return;
  columns.email = email;
  const claimed = claimedInTransaction.get(ctx.db) ?? new Set<string>();
  if (claimed.has(email.toLowerCase()) || (await emailTakenLocked(ctx.db, email, null))) throw taken(ctx);
  claimed.add(email.toLowerCase());
  claimedInTransaction.set(ctx.db, claimed);
}

export async function checkEmailOnUpdate(
  ctx: HookContext,
  columns: Record<string, unknown>,
  id: string,
): Promise<void> {
  if (!('email' in columns)) return;
  const email = emailValue(columns.email);
  const before = await currentEmail(ctx.db, id);
  if (email?.toLowerCase() === before?.toLowerCase()) return;
  columns.email = email;
  // A different address is unproven, whoever typed it.
  columns.email_verified_at = null;
  if (email !== null && (await emailTakenLocked(ctx.db, email, id))) throw taken(ctx);
}
