/**
 * The definition routes beside the head entity's generic CRUD (/online/cgform/head list, queryById,
 * add, edit, delete): copy, publish, exportJson, importJson, and JeecgBoot's addAll/editAll with its
 * body { head, fields, indexs }. Ids come as ?id= or in the body ({ id }). importJson takes the exported
 * JSON as the body or as an uploaded file (multipart).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { LocalizedHttpError } from '../../../http/errors';
import {
  addDefinition,
  copyDraft,
  copyName,
  editDefinition,
  exportDefinition,
  problemsError,
} from './definition-service';
import { ONL_MSG } from './messages';
import { readDefinition } from './normalize';
import { publishDefinition } from './publish';
import { loadDefinition } from './store';
import { announceSharedChange } from '../../../notice/shared-changes';

function idOf(request: FastifyRequest): string {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.id;
  const body = request.body;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
  const id = typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : fromBody;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw new LocalizedHttpError(404, ONL_MSG.notFound);
  return id;
}

function requireObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new LocalizedHttpError(400, ONL_MSG.badBody);
  return body as Record<string, unknown>;
}

/** An exported definition is far below this (200 fields of a few hundred bytes). */
const MAX_DEFINITION_BYTES = 1024 * 1024;

/** The one uploaded file (any field name) read as a JSON object; 400 when absent, too large or not a JSON object. */
async function uploadedJson(request: FastifyRequest): Promise<Record<string, unknown>> {
  let text: string;
  try {
    const file = await request.file({ limits: { fileSize: MAX_DEFINITION_BYTES, files: 1 } });
    if (!file) throw new LocalizedHttpError(400, ONL_MSG.importNoFile);
    const data = await file.toBuffer();
    if (file.file.truncated) throw new LocalizedHttpError(400, ONL_MSG.importTooLarge);
    text = data.toString('utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if (error instanceof LocalizedHttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new LocalizedHttpError(400, ONL_MSG.importTooLarge);
    throw new LocalizedHttpError(400, ONL_MSG.badBody);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new LocalizedHttpError(400, ONL_MSG.importNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new LocalizedHttpError(400, ONL_MSG.importNotJson);
  return parsed as Record<string, unknown>;
}

const t = (request: FastifyRequest) => (pair: Parameters<FastifyRequest['t']>[0]) => request.t(pair);

export default async function cgformRoutes(app: FastifyInstance): Promise<void> {
  // importJson takes the exported file as an upload too (this context's own parser: plugins are encapsulated).
  await app.register(multipart, { limits: { fileSize: MAX_DEFINITION_BYTES, files: 1, fields: 10 } });
  app.post('/online/cgform/head/copy', { config: { permission: 'online:cgform:add' } }, async (request) => {
    const definition = await loadDefinition(app.db, idOf(request));
    if (!definition) throw new LocalizedHttpError(404, ONL_MSG.notFound);
    const name = await copyName(app.db, definition.head.tableName);
    if (!name)
      throw problemsError(t(request), [{ field: 'head.tableName', message: ONL_MSG.tableNamePattern }]);
    const id = await addDefinition(
      app,
      app.db,
      t(request),
      request.user.username,
      copyDraft(definition, name),
    );
    return ok({ id, tableName: name }, request.t(ONL_MSG.copied));
  });

  app.post(
    '/online/cgform/head/publish',
    { config: { permission: 'online:cgform:publish' } },
    async (request) => {
      const version = await publishDefinition(app, request, idOf(request));
      // Registered here by the publish; the other instances register it when they hear this.
      await announceSharedChange(app, 'onlineForms');
      return ok({ version }, request.t(ONL_MSG.published));
    },
  );

  app.get(
    '/online/cgform/head/exportJson',
    { config: { permission: 'online:cgform:export' } },
    async (request, reply: FastifyReply) => {
      const definition = await loadDefinition(app.db, idOf(request));
      if (!definition) throw new LocalizedHttpError(404, ONL_MSG.notFound);
      // A file to move between installations: the definition itself, not the envelope.
      void reply.header('content-disposition', `attachment; filename="${definition.head.tableName}.json"`);
      return exportDefinition(definition);
    },
  );

  app.post(
    '/online/cgform/head/importJson',
    { config: { permission: 'online:cgform:import' } },
    async (request) => {
      // The JSON as the body, or the exported file uploaded (multipart, the list's 导入定义 button).
      const draft = readDefinition(
        request.isMultipart() ? await uploadedJson(request) : requireObject(request),
      );
      // A definition arrives without a table: the rename source means nothing here.
      draft.fields = draft.fields.map(({ id: _id, ...f }) => ({ ...f, dbFieldNameOld: null }));
      draft.indexes = draft.indexes.map(({ id: _id, ...i }) => i);
      const id = await addDefinition(app, app.db, t(request), request.user.username, draft);
      return ok({ id }, request.t(ONL_MSG.imported));
    },
  );

  app.post('/online/cgform/api/addAll', { config: { permission: 'online:cgform:add' } }, async (request) => {
    const draft = readDefinition(requireObject(request), { skipSystemFields: true });
    draft.fields = draft.fields.map(({ id: _id, ...f }) => f);
    const id = await addDefinition(app, app.db, t(request), request.user.username, draft);
    return ok({ id }, request.t(ONL_MSG.added));
  });

  const editAll = async (request: FastifyRequest) => {
    const body = requireObject(request);
    const head = (typeof body.head === 'object' && body.head !== null ? body.head : {}) as Record<
      string,
      unknown
    >;
    const headId = typeof head.id === 'string' ? head.id : '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(headId)) throw new LocalizedHttpError(404, ONL_MSG.notFound);
    await editDefinition(
      app,
      app.db,
      t(request),
      request.user.username,
      headId,
      readDefinition(body, { skipSystemFields: true }),
    );
    return ok({ id: headId }, request.t(ONL_MSG.edited));
  };
  app.put('/online/cgform/api/editAll', { config: { permission: 'online:cgform:edit' } }, editAll);
  app.post('/online/cgform/api/editAll', { config: { permission: 'online:cgform:edit' } }, editAll);
}
