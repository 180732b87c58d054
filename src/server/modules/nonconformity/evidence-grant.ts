/**
 * The evidence a customer uploaded is readable by everyone who can read its nonconformity (the
 * division's staff reviewing it), not only by the uploader's company: a download grant
 * (GET /sys/common/static) for a path one of the caller's visible nonconformities holds.
 */
import { sql } from 'kysely';
import type { DownloadGrant } from '../upload/download-grants';
import { onlyVisible } from '../crud/read/scope';
import { schemaRegistry } from '../schema/registry';
import { NC_ENTITY } from './evidence-files';

const LIST = 'isps:nonconformity:list';

export const evidenceDownloadGrant: DownloadGrant = async (app, user, file) => {
  const entity = schemaRegistry(app).entities.get(NC_ENTITY);
  if (!entity) return false;
  if (!user.isAdmin && !user.permissions.has(LIST)) return false;
  // One item of the comma list, matched whole (no LIKE: a path is data, not a pattern).
  const row = await app.db
    .selectFrom('isps_nonconformity')
    .$call(onlyVisible(app, entity, user))
    .select('id')
    .where(sql<boolean>`strpos(',' || evidence_files || ',', ',' || ${file.path} || ',') > 0`)
    .executeTakeFirst();
  return row !== undefined;
};
