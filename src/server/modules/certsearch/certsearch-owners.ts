/**
 * The staff who own the CertSearch export: active accounts whose roles hold the export permission
 * (admins' role is granted it by the menu seed like any other). They get the job's notices and may
 * download the files it stores.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import { userHasPermission } from '../../auth/session-user';
import type { Database } from '../../db/types';
import type { StoredFileRef } from '../upload/download-grants';
import { CERTSEARCH_BIZ, CERTSEARCH_EXPORT_PERM } from './certsearch-permissions';

export async function exportOwners(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('sys_role_permission as rp', 'rp.role_id', 'ur.role_id')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
    .select('u.id')
    .distinct()
    .where('p.perms', '=', CERTSEARCH_EXPORT_PERM)
    .where('u.del_flag', '=', '0')
    .where('u.status', '=', '1')
    .where('u.user_type', 'in', ['admin', 'staff'])
    .execute();
  return rows.map((r) => r.id);
}

/** A stored export may be downloaded by whoever may export. */
export async function certSearchDownloadGrant(
  _app: FastifyInstance,
  user: SessionUser,
  file: StoredFileRef,
): Promise<boolean> {
  return file.biz === CERTSEARCH_BIZ && userHasPermission(user, CERTSEARCH_EXPORT_PERM);
}
