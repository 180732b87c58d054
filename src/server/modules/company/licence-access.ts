/**
 * Reviewing staff read the business licence a company stores (the review list's preview); the
 * company's own accounts already may, as the file belongs to their company (upload-routes.ts).
 */
import { userHasPermission } from '../../auth/session-user';
import type { DownloadGrant } from '../upload/download-grants';

export const REVIEW_LIST_PERMISSION = 'isps:company:list';

export const licenceDownloadGrant: DownloadGrant = async (app, user, file) => {
  if (!userHasPermission(user, REVIEW_LIST_PERMISSION)) return false;
  const company = await app.db
    .selectFrom('cust_company')
    .select('id')
    .where('licence', '=', file.path)
    .executeTakeFirst();
  return company !== undefined;
};
