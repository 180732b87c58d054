/**
 * The acceptance notice of one project, beside the entity's CRUD (/isps/project/notice/list, add,
 * edit, queryById): GET /isps/project/notice?projectId= answers the project's notice (null when
 * none yet), GET …/download?projectId= the notice file and GET …/signedDownload?projectId= the
 * signed copy, each only for a project the caller sees (else 404), served as an attachment with
 * nosniff. Stored files are also readable through /sys/common/static by the notice's readers
 * (noticeDownloadGrant). A field of the notice hidden from the caller (字段权限) is neither in the
 * answer nor downloadable here: its file answers 404 as if none were stored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import { attachmentDisposition } from '../../../shared/excel/file-name';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { fieldView, readableAnswer } from '../crud/rules/field-rules';
import { onlyVisible } from '../crud/read/scope';
import type { DownloadGrant } from '../upload/download-grants';
import { addFileNames } from '../upload/file-names';
import { rootRegistry } from '../schema/registry';
import { PROJECT_MSG } from './messages';
import { NOTICE_ENTITY } from './notice-hooks';
import { visibleProject } from './project-scope';

const LIST = 'isps:projectnotice:list';

interface NoticeRow {
  id: string;
  project_id: string;
  project_name: string | null;
  notice_file: string | null;
  notice_time: Date | null;
  signed_file: string | null;
  signed_time: Date | null;
  signed_by: string | null;
}

async function noticeOf(
  app: FastifyInstance,
  user: SessionUser,
  projectId: unknown,
): Promise<NoticeRow | null> {
  const project = await visibleProject(app, app.db, user, projectId);
  const row = await app.db
    .selectFrom('isps_project_notice')
    .selectAll()
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  return (row as NoticeRow | undefined) ?? null;
}

function noticeEntity() {
  const entity = rootRegistry().entities.get(NOTICE_ENTITY);
  if (!entity) throw new Error(`entity ${NOTICE_ENTITY} is not registered`);
  return entity;
}

/** The stored path of one of the notice's file fields, or null when the caller may not read that field. */
async function readablePath(
  request: FastifyRequest,
  field: 'noticeFile' | 'signedFile',
  path: string | null,
): Promise<string | null> {
  const view = await fieldView(request, noticeEntity());
  return view.fields.get(field)?.readable === true ? path : null;
}

async function sendStored(app: FastifyInstance, reply: FastifyReply, path: string | null) {
  const file = path
    ? await app.db
        .selectFrom('sys_file')
        .select(['path', 'original_name', 'mime', 'size'])
        .where('path', '=', path)
        .executeTakeFirst()
    : undefined;
  if (!file) throw new LocalizedHttpError(404, PROJECT_MSG.noFile);
  const body = await app.files.get(file.path);
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentDisposition(file.original_name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'no-store')
    .send(body);
}

const projectIdOf = (request: FastifyRequest) => (request.query as { projectId?: unknown }).projectId;

export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/isps/project/notice', { config: { permission: LIST } }, async (request) => {
    const row = await noticeOf(app, request.user, projectIdOf(request));
    if (!row) return ok(null);
    const answer = await readableAnswer(request, noticeEntity(), {
      id: row.id,
      projectId: row.project_id,
      projectName: row.project_name,
      noticeFile: row.notice_file,
      noticeTime: row.notice_time,
      signedFile: row.signed_file,
      signedTime: row.signed_time,
      signedBy: row.signed_by,
    });
    // The original names of the files the caller may read (the stored paths are generated names).
    const readable = (await fieldView(request, noticeEntity())).fields;
    await addFileNames(
      app.db,
      [answer],
      [...readable.values()].filter((f) => f.readable),
    );
    return ok(answer);
  });

  app.get('/isps/project/notice/download', { config: { permission: LIST } }, async (request, reply) => {
    const row = await noticeOf(app, request.user, projectIdOf(request));
    return sendStored(app, reply, await readablePath(request, 'noticeFile', row?.notice_file ?? null));
  });

  app.get('/isps/project/notice/signedDownload', { config: { permission: LIST } }, async (request, reply) => {
    const row = await noticeOf(app, request.user, projectIdOf(request));
    return sendStored(app, reply, await readablePath(request, 'signedFile', row?.signed_file ?? null));
  });
}

/** Whoever sees a notice record (its entity's scope) may read its two files through /sys/common/static. */
export const noticeDownloadGrant: DownloadGrant = async (app, user, file) => {
  const entity = rootRegistry().entities.get(NOTICE_ENTITY);
  if (!entity) return false;
  if (!user.isAdmin && !user.permissions.has(LIST)) return false;
  const row = await app.db
    .selectFrom('isps_project_notice')
    .$call(onlyVisible(app, entity, user))
    .select('id')
    .where((eb) => eb.or([eb('notice_file', '=', file.path), eb('signed_file', '=', file.path)]))
    .executeTakeFirst();
  return row !== undefined;
};
