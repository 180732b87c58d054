/**
 * POST /sys/common/upload (multipart `file`, `biz`, optional `entity` + `field`) and
 * GET /sys/common/static/* (reference/jeecg.md §5.5; S20, S21, S23 closed): `biz` is a plain folder
 * name, content is sniffed, files get generated names, and a download resolves the request path
 * through its sys_file row and lets only the uploader, the same company or an admin read it.
 * Uploads are limited per user and minute (UPLOAD_RATE_LIMIT) and by the bytes of the
 * user's temporary files (UPLOAD_QUOTA_BYTES); DELETE /sys/common/upload?path= removes one of the
 * caller's own temporary files; old unreferenced files are cleaned hourly (temp-files.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, fail } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { MSG } from '../../http/messages';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { attachmentDisposition } from '../../../shared/excel/file-name';
import { CRUD_MSG } from '../crud/messages';
import { BIZ_PATTERN, QuotaExceededError, recordFile } from './storage';
import { deleteOwnTemporary, scheduleCleanup } from './temp-files';
import { downloadGranted } from './download-grants';
import { accepts, HARD_MAX_BYTES, policyFor } from './upload-policy';
import { discard, receiveFile, spoolToStore, type ReceivedFile } from './receive-file';
import { readMultipart, UPLOAD_FAILED } from './malformed-multipart';

const FAILED = UPLOAD_FAILED;
const TOO_OFTEN = {
  'zh-CN': '上传过于频繁，请稍后再试',
  'en-US': 'Too many uploads, please try again later',
};
/** 200MB, 0.5KB: one decimal at most, in the unit the quota reads best in. */
function size(bytes: number): string {
  const [value, unit] = bytes >= 1048576 ? [bytes / 1048576, 'MB'] : [bytes / 1024, 'KB'];
  return `${Math.round(value * 10) / 10}${unit}`;
}
const overQuota = (bytes: number) => ({
  'zh-CN': `临时文件已超过${size(bytes)}配额，请删除不再需要的文件后再试`,
  'en-US': `Your temporary files exceed the ${size(bytes)} quota; delete files you no longer need and try again`,
});
const DELETED = CRUD_MSG.deleted;
const INVALID_BIZ = { 'zh-CN': '非法的业务目录', 'en-US': 'Invalid biz folder' };

interface Upload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/** A multipart body that ends early or is malformed is the client's fault: 400, not 500. */
function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<Upload> {
  return readMultipart(request, () => readParts(app, request));
}

/** The folder a file may go straight to: the form named a valid one before the file. */
function folderNamed(fields: Record<string, string>): string | null {
  const biz = fields.biz;
  return biz !== undefined && BIZ_PATTERN.test(biz) && biz !== 'import-errors' ? biz : null;
}

/**
 * Reads the form, streaming the file as it comes. Fields sent before the file (as the app's own
 * client sends them) let it go straight to its object under the field's size limit; otherwise the
 * hard limit applies while it is read and the field's own limit after.
 */
async function readParts(app: FastifyInstance, request: FastifyRequest): Promise<Upload> {
  const out: Upload = { fields: {}, file: null };
  for await (const part of request.parts({ limits: { fileSize: HARD_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const named = out.fields.entity !== undefined || out.fields.field !== undefined;
      const policy = named ? policyFor(app, out.fields.entity, out.fields.field) : null;
      out.file = await receiveFile(app, part, {
        biz: folderNamed(out.fields),
        limit: policy?.maxBytes ?? HARD_MAX_BYTES,
      });
    } else {
      out.fields[part.fieldname] = String(part.value);
    }
  }
  return out;
}

function refuse(request: FastifyRequest, status: number, why: MessagePair) {
  return fail(status, `${request.t(FAILED)} ${request.t(why)}`);
}

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  // A file cut at the hard limit is reported by receiveFile (tooLarge), after the form is read to its end.
  await app.register(multipart, {
    limits: { fileSize: HARD_MAX_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: false,
  });

  scheduleCleanup(app);

  const uploadLimit = {
    authenticated: true,
    // Per user, after authentication (so the key is the account, not the address) and before the body is read.
    rateLimit: {
      max: app.config.uploadRateLimit,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: (request: FastifyRequest, context: { statusCode: number }) =>
        new HttpError(context.statusCode, `${request.t(FAILED)} ${request.t(TOO_OFTEN)}`),
    },
  };

  app.post('/sys/common/upload', { config: uploadLimit }, async (request, reply) => {
    const { fields, file } = await readUpload(app, request);
    const refused = async (status: number, why: MessagePair) => {
      if (file) await discard(app, file.held);
      return reply.status(status).send(refuse(request, status, why));
    };
    const biz = fields.biz && fields.biz !== '' ? fields.biz : 'temp';
    if (!BIZ_PATTERN.test(biz) || biz === 'import-errors') return refused(400, INVALID_BIZ);
    const policy = policyFor(app, fields.entity, fields.field);
    if (!policy) return refused(400, { 'zh-CN': '未知的实体字段', 'en-US': 'Unknown entity field' });
    if (!file || (file.size === 0 && !file.tooLarge)) return refused(400, CATALOGUE.noFileUploaded);
    if (file.tooLarge || file.size > policy.maxBytes) {
      return refused(413, {
        'zh-CN': `文件大小超出${Math.round(policy.maxBytes / 1048576)}MB限制`,
        'en-US': `The file exceeds ${Math.round(policy.maxBytes / 1048576)} MB`,
      });
    }
    const type = file.type;
    if (!type || !accepts(policy, type) || file.held === null)
      return refused(400, { 'zh-CN': '不支持的文件类型', 'en-US': 'File type not allowed' });
    // A form that names its folder twice keeps the folder its file went to, or nothing at all.
    if ('key' in file.held && !file.held.key.startsWith(`${biz}/`)) return refused(400, INVALID_BIZ);
    // A file read before its folder was named waits in a spool file until now.
    const path = 'key' in file.held ? file.held.key : await spoolToStore(app, file.held.spool, biz, type);
    let stored;
    try {
      stored = await recordFile(
        app,
        request.user,
        { biz, path, size: file.size, mime: type.mime, originalName: file.name },
        { quotaBytes: app.config.uploadQuotaBytes },
      );
    } catch (error) {
      if (error instanceof QuotaExceededError)
        return reply.status(413).send(refuse(request, 413, overQuota(error.quotaBytes)));
      throw error;
    }
    return ok({ path: stored.path, name: file.name, size: file.size }, stored.path);
  });

  app.delete('/sys/common/upload', { config: { authenticated: true } }, async (request) => {
    const path = (request.query as { path?: unknown }).path;
    if (typeof path !== 'string' || path === '' || path.length > 255)
      throw new LocalizedHttpError(404, MSG.notFound);
    if (!(await deleteOwnTemporary(app, request.user.id, path)))
      throw new LocalizedHttpError(404, MSG.notFound);
    return ok(null, request.t(DELETED));
  });

  app.get('/sys/common/static/*', { config: { authenticated: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const row = await app.db.selectFrom('sys_file').selectAll().where('path', '=', path).executeTakeFirst();
    if (!row) throw new LocalizedHttpError(404, MSG.notFound);
    const user = request.user;
    const sameCompany =
      row.company_id !== null && row.company_id === user.companyId && row.biz !== 'import-errors';
    const allowed =
      user.isAdmin || row.user_id === user.id || sameCompany || (await downloadGranted(app, user, row));
    if (!allowed) throw new LocalizedHttpError(404, MSG.notFound);
    // Opened before any header is set: a missing object or an unreachable store answers as an error.
    const body = await app.files.get(row.path);
    const inline = /^image\/(png|jpeg|gif|webp)$/.test(row.mime) || row.mime === 'application/pdf';
    return reply
      .header('Content-Type', row.mime)
      .header('Content-Length', String(row.size))
      .header(
        'Content-Disposition',
        attachmentDisposition(row.original_name, inline ? 'inline' : 'attachment'),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(body);
  });
}
