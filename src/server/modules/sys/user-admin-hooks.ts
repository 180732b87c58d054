/**
 * What the sys_user schema cannot say: the password arrives as a virtual field and is stored as an
 * argon2id hash; new accounts made by administrators or staff are staff, those made by a customer
 * are sub-accounts of the creator's company (the company column comes from the session, scope.ts);
 * all are active, not deleted. Administrator accounts are invisible to non-administrators. A password
 * must also pass the server's policy (not common, not containing the username); an account written
 * without one (never from the form or the import, which gives a one-time password) gets an unusable hash.
 * The virtual `selectedroles` / `selecteddeparts` become the user's role and department rows in
 * the same transaction (user-links.ts) and are read back onto queryById's row.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { passwordPolicyProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { HttpError } from '../../http/errors';
import { checkEmailOnInsert, checkEmailOnUpdate } from '../account/email-write-hooks';
import { hookText, type EntityHooks } from '../crud/hooks';
import { addUserLinks, writeUserLinks } from './user-links';

export const userAdminHooks: EntityHooks = {
  async beforeInsert(ctx, columns, input) {
    const password = typeof input.password === 'string' ? input.password : null;
    const problem = password
      ? passwordPolicyProblem(password, { username: String(input.username ?? '') })
      : null;
    if (problem)
      throw new HttpError(422, hookText(ctx, problem), [
        { field: 'password', message: hookText(ctx, problem) },
      ]);
    await checkEmailOnInsert(ctx, columns);
    // '!' never parses as an argon2 hash, so verification of an imported account always fails.
    columns.password_hash = password ? await hashPassword(password) : `!${randomBytes(16).toString('hex')}`;
    if (password) {
      columns.password_changed_at = new Date();
      // Chosen by the administrator or the import (a one-time password too): changed at first login.
      columns.must_change_password = true;
    }
    const customer = ctx.user.userType === 'customer_main' || ctx.user.userType === 'customer_sub';
    columns.user_type = customer ? 'customer_sub' : (columns.user_type ?? 'staff');
    columns.status ??= '1';
    columns.del_flag = '0';
  },
  // Never shown, counted, exported or looked up for anyone but an administrator.
  rowScope: (user) => (user.isAdmin ? null : sql<SqlBool>`${sql.ref('user_type')} is distinct from 'admin'`),
  afterInsert: (ctx, id, input) => writeUserLinks(ctx, id, input),
  beforeUpdate: (ctx, columns, _input, id) => checkEmailOnUpdate(ctx, columns, id),
  afterUpdate: (ctx, id, input) => writeUserLinks(ctx, id, input),
  decorateRows: (ctx, rows) => addUserLinks(ctx.db, rows),
};
