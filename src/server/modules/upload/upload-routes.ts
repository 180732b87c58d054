/**
 * POST /sys/common/upload (multipart `file`, `biz`, optional `entity` + `field`) and
 * GET /sys/common/static/* (reference/jeecg.md §5.5; S20, S21, S23 closed): `biz` is a plain folder
 * name, content is sniffed, files get generated names, and a download resolves the request path
 * through its sys_file row and lets only the uploader, the same company or an admin read it.
 */
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, fail } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { loose } from '../crud/loose-db';
import { absolutePath, BIZ_PATTERN, storeFile } from './storage';
import { HARD_MAX_BYTES, policyFor, sniff } from './upload-policy';

const FAILED = { 'zh-CN': '上传失败！', 'en-US': 'Upload failed!' };

interface Upload {
  fields: Record<string, string>;
  file: { name: string; data: Buffer; truncated: boolean } | null;
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  const out: Upload = { fields: {}, file: null };
  for await (const part of request.parts({ limits: { fileSize: HARD_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw error;
      });
      out.file = data === null ? { name: part.filename, data: Buffer.alloc(0), truncated: true } : { name: part.filename, data, truncated: part.file.truncated };
    } else {
      out.fields[part.fieldname] = String(part.value);
    }
  }
  return out;
}

function refuse(request: FastifyRequest, status: number, why: { 'zh-CN': string; 'en-US': string }) {
  return fail(status, `${request.t(FAILED)} ${request.t(why)}`);
}

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: HARD_MAX_BYTES, files: 1, fields: 10 } });

  app.post('/sys/common/upload', { config: { authenticated: true } }, async (request, reply) => {
    const { fields, file } = await readUpload(request);
    const biz = fields.biz && fields.biz !== '' ? fields.biz : 'temp';
    if (!BIZ_PATTERN.test(biz) || biz === 'import-errors') {
      return reply.status(400).send(refuse(request, 400, { 'zh-CN': '非法的业务目录', 'en-US': 'Invalid biz folder' }));
    }
    const policy = policyFor(fields.entity, fields.field);
    if (!policy) return reply.status(400).send(refuse(request, 400, { 'zh-CN': '未知的实体字段', 'en-US': 'Unknown entity field' }));
    if (!file || file.data.length === 0 && !file.truncated) {
      return reply.status(400).send(refuse(request, 400, { 'zh-CN': '未上传任何文件', 'en-US': 'No file was uploaded' }));
    }
    if (file.truncated || file.data.length > policy.maxBytes) {
      return reply.status(413).send(
        refuse(request, 413, { 'zh-CN': `文件大小超出${Math.round(policy.maxBytes / 1048576)}MB限制`, 'en-US': `The file exceeds ${Math.round(policy.maxBytes / 1048576)} MB` }),
      );
    }
    const type = await sniff(file.data, file.name, policy);
    if (!type) return reply.status(400).send(refuse(request, 400, { 'zh-CN': '不支持的文件类型', 'en-US': 'File type not allowed' }));
    const stored = await storeFile(app, request.user, { biz, data: file.data, ext: type.ext, mime: type.mime, originalName: file.name });
    return ok({ path: stored.path, name: file.name, size: file.data.length }, stored.path);
  });

  app.get('/sys/common/static/*', { config: { authenticated: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const row = (await loose(app.db).selectFrom('sys_file').selectAll().where('path', '=', path).executeTakeFirst()) as
      | { path: string; original_name: string; mime: string; size: number | string; user_id: string; company_id: string | null; biz: string }
      | undefined;
    if (!row) throw new LocalizedHttpError(404, MSG.notFound);
    const user = request.user;
    const sameCompany = row.company_id !== null && row.company_id === user.companyId && row.biz !== 'import-errors';
    if (!(user.isAdmin || row.user_id === user.id || sameCompany)) throw new LocalizedHttpError(404, MSG.notFound);
    const inline = /^image\/(png|jpeg|gif|webp)$/.test(row.mime) || row.mime === 'application/pdf';
    return reply
      .header('Content-Type', row.mime)
      .header('Content-Length', String(row.size))
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(createReadStream(absolutePath(app, row.path)));
  });
}
