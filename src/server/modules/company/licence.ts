/**
 * The business licence a company stores (SPEC §5): one png or jpg image, at most 20 MB. The upload
 * route decided the type by content when the file came in (upload-policy.ts; the entity field
 * cust_company.licence narrows it to png/jpg, 20 MB); here the stored path must name such a file
 * that an account of the same company uploaded, so a path of someone else's file cannot be borrowed.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';

export const LICENCE_MAX_BYTES = 20 * 1024 * 1024;
const LICENCE_MIME = new Set(['image/png', 'image/jpeg']);

export async function isUsableLicence(
  trx: Transaction<Database>,
  path: string,
  companyId: string,
): Promise<boolean> {
  const file = await trx
    .selectFrom('sys_file')
    .innerJoin('sys_user', 'sys_user.id', 'sys_file.user_id')
    .select(['sys_file.mime', 'sys_file.size'])
    .where('sys_file.path', '=', path)
    .where('sys_user.company_id', '=', companyId)
    .executeTakeFirst();
  return file !== undefined && LICENCE_MIME.has(file.mime) && Number(file.size) <= LICENCE_MAX_BYTES;
}

/** The licence file stops being a temporary upload (temp-files.ts would remove it after a day). */
export async function markLicenceReferenced(trx: Transaction<Database>, path: string): Promise<void> {
  await trx
    .updateTable('sys_file')
    .set({ referenced_at: new Date() })
    .where('path', '=', path)
    .where('referenced_at', 'is', null)
    .execute();
}
