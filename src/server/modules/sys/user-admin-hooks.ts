/**
 * What the sys_user schema cannot say: the password arrives as a virtual field and is stored as an
 * argon2id hash; new accounts made by administrators are staff, active, not deleted. An imported
 * account carries no password: it gets an unusable hash and must be reset before first login.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import type { EntityHooks } from '../crud/hooks';

export const userAdminHooks: EntityHooks = {
  async beforeInsert(_ctx, columns, input) {
    const password = typeof input.password === 'string' ? input.password : null;
    // '!' never parses as an argon2 hash, so verification of an imported account always fails.
    columns.password_hash = password ? await hashPassword(password) : `!${randomBytes(16).toString('hex')}`;
    if (password) columns.password_changed_at = new Date();
    columns.user_type ??= 'staff';
    columns.status ??= '1';
    columns.del_flag = '0';
  },
};
