/**
 * DELETE /online/cgform/head/delete?id=<id>&dropTable=<table name typed>: deletes the definition and
 * drops its data table through the sync (F10b's planDropTable/applySync): the table's rows are
 * backed up to an .xlsx first (sys_file, biz db-backup), then DROP TABLE and the definition's delete
 * run in one transaction — a failure leaves both. Needs the sync code online:cgform:sync besides the
 * delete code, and the table name typed as it is (the confirmation). Without `dropTable` the generic
 * delete runs and the table stays.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { userHasPermission } from '../../../auth/session-user';
import { ok } from '../../../http/envelope';
import { LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import { invalidateCachesAfterWrite } from '../../crud/cache-invalidation';
import { planDropTable } from '../sync/plan';
import { applySync, SyncFailed } from '../sync/apply';
import { UnsafeIdentifierError } from '../sync/identifiers';
import { SYNC_MSG } from '../sync/messages';
import { SYNC_PERMISSION } from '../sync/index';
import { deletePermissions, HEAD_ENTITY, refuseHeldDefinitions, unregisterAll } from './head-hooks';
import { ONL_MSG } from './messages';

const DELETE_URL = '/online/cgform/head/delete';

async function deleteWithTable(app: FastifyInstance, request: FastifyRequest, id: string, typed: string) {
  if (!userHasPermission(request.user, SYNC_PERMISSION)) throw new LocalizedHttpError(403, MSG.forbidden);
  const head = /^[A-Za-z0-9_-]{1,64}$/.test(id)
    ? await app.db
        .selectFrom('onl_cgform_head')
        .select(['id', 'table_name'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!head) throw new LocalizedHttpError(404, ONL_MSG.notFound);
  if (typed.trim() !== head.table_name)
    throw new LocalizedHttpError(422, ONL_MSG.dropTableMismatch, [
      { field: 'dropTable', message: request.t(ONL_MSG.dropTableMismatch) },
    ]);
  // Refused before any backup is written; checked again inside the transaction.
  await refuseHeldDefinitions(app.db, [id]);
  let plan;
  try {
    plan = await planDropTable(app, app.db, head.table_name);
  } catch (error) {
    if (error instanceof UnsafeIdentifierError)
      throw new LocalizedHttpError(422, SYNC_MSG.unsafeName(error.identifier));
    throw error;
  }
  let codes: string[] = [];
  let backupPath: string | null;
  try {
    ({ backupPath } = await applySync(app.db, plan, {
      confirm: [head.table_name],
      files: app,
      user: request.user,
      backupName: request.t(SYNC_MSG.backupName(head.table_name)),
      onApplied: async (trx) => {
        const db = trx as unknown as Kysely<Database>;
        codes = await refuseHeldDefinitions(db, [id]);
        await deletePermissions(db, codes);
        // Its fields and indexes go with it (foreign keys on delete cascade).
        await db.deleteFrom('onl_cgform_head').where('id', '=', id).execute();
      },
    }));
  } catch (error) {
    if (error instanceof SyncFailed) {
      if (error.reason instanceof LocalizedHttpError) throw error.reason;
      request.log.error(
        { err: error.reason },
        'dropping the table of a deleted online form failed and was rolled back',
      );
      throw new LocalizedHttpError(409, SYNC_MSG.failed);
    }
    throw error;
  }
  unregisterAll(app, codes);
  await invalidateCachesAfterWrite(app, HEAD_ENTITY, [id]);
  return ok({ tableDropped: plan.steps.length > 0, backupPath }, request.t(ONL_MSG.deletedWithTable));
}

async function answerDeleteWithTable(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: unknown,
  dropTable: string,
): Promise<FastifyReply> {
  const answer = await deleteWithTable(app, request, typeof id === 'string' ? id : '', dropTable);
  return reply.send(answer);
}

/**
 * Takes over the head's generic delete when the request names the table to drop. The hook sees
 * every request of its context, so the others pass on at once, without a promise.
 */
export function registerDeleteWithTable(app: FastifyInstance): void {
  app.addHook('preHandler', (request, reply, done) => {
    if (request.routeOptions.url !== DELETE_URL || request.method !== 'DELETE') return done();
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (typeof query.dropTable !== 'string') return done();
    return answerDeleteWithTable(app, request, reply, query.id, query.dropTable);
  });
}
