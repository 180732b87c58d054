/**
 * The generic CRUD routes of every registered entity under its `x-api` base (reference/jeecg.md
 * §1.2, §1.3): list, queryById, add, edit, delete, deleteBatch, exportXls, importExcel. Each route
 * requires the entity's permission code; an entity without a code for an action has no route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { schemaRegistry } from '../schema/registry';
import { listPage, pageDicts } from './list';
import { parseRequestQuery } from './parse';
import { addDictTexts, dictCodes, selectedFields } from './rows';
import { CRUD_MSG } from './messages';
import { addRecord, deleteRecords, editRecord, parseIds, visibleByIds } from './write';
import { loose } from './loose-db';
import { registerExport } from './export-route';
import { registerImport, registerImportParsing } from './import-route';

function queryParam(request: FastifyRequest, name: string): unknown {
  return (request.query as Record<string, unknown> | undefined)?.[name];
}

function registerEntity(app: FastifyInstance, entity: ResolvedEntity): void {
  const base = entity.schema['x-api'];
  const perms = entity.schema['x-permissions'];

  app.get(`${base}/list`, { config: { permission: perms.list } }, async (request) => {
    const query = parseRequestQuery(request, entity);
    return ok(await listPage(app.db, entity, request.user, query, request.locale));
  });

  app.get(`${base}/queryById`, { config: { permission: perms.list } }, async (request) => {
    const [id] = parseIds(request, queryParam(request, 'id'));
    const [row] = await visibleByIds(request, loose(app.db), entity, [id]);
    const fields = selectedFields(entity);
    addDictTexts([row], fields, await pageDicts(app.db, dictCodes(fields)), request.locale);
    return ok(row);
  });

  if (perms.add) {
    app.post(`${base}/add`, { config: { permission: perms.add } }, async (request) => {
      const id = await addRecord(request, entity, request.body);
      return ok({ id }, request.t(CRUD_MSG.added));
    });
  }

  if (perms.edit) {
    const handler = async (request: FastifyRequest) => {
      await editRecord(request, entity, request.body);
      return ok(null, request.t(CRUD_MSG.edited));
    };
    // JeecgBoot's forms use PUT; some of its callers POST the same body.
    app.put(`${base}/edit`, { config: { permission: perms.edit } }, handler);
    app.post(`${base}/edit`, { config: { permission: perms.edit } }, handler);
  }

  if (perms.delete) {
    app.delete(`${base}/delete`, { config: { permission: perms.delete } }, async (request) => {
      const ids = parseIds(request, queryParam(request, 'id'));
      if (ids.length !== 1) throw new HttpError(400, request.t(CRUD_MSG.badIds));
      await deleteRecords(request, entity, ids);
      return ok(null, request.t(CRUD_MSG.deleted));
    });
    app.delete(`${base}/deleteBatch`, { config: { permission: perms.delete } }, async (request) => {
      await deleteRecords(request, entity, parseIds(request, queryParam(request, 'ids')));
      return ok(null, request.t(CRUD_MSG.batchDeleted));
    });
  }

  if (perms.export) registerExport(app, entity, perms.export);
  if (perms.import) registerImport(app, entity, perms.import);
}

export default async function crudModule(app: FastifyInstance): Promise<void> {
  await registerImportParsing(app);
  for (const entity of schemaRegistry().entities.values()) registerEntity(app, entity);
}
