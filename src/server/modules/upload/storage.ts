/**
 * File storage on local disk under DATA_DIR/files/<biz>/<yyyymmdd>/<32 hex>.<ext>, with a sys_file
 * row per file. Paths are generated here only; a reader finds a file through its row, never by a
 * path taken from a request (reference/jeecg.md §6 S20, S21).
 */
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import { newId } from '../../db/ids';
import { loose } from '../crud/loose-db';
import { temporaryBytes } from './quota';

export const BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface StoredFile {
  id: string;
  path: string;
}

export function filesRoot(app: FastifyInstance): string {
  return resolve(app.config.dataDir, 'files');
}

/** The absolute location of a stored path, refusing anything that would leave the files root. */
export function absolutePath(app: FastifyInstance, storedPath: string): string {
  const root = filesRoot(app);
  const full = resolve(root, storedPath);
  if (!full.startsWith(root + sep)) throw new Error('stored path leaves the files root');
  return full;
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** Thrown when storing the file would take the uploader past their temporary-file quota. */
export class QuotaExceededError extends Error {
  constructor(readonly quotaBytes: number) {
    super('temporary upload quota exceeded');
  }
}

/**
 * Stores the file and its row. With `quotaBytes`, the row is written only if the uploader's
 * temporary files stay within it; the uploader's sys_user row is locked meanwhile, so parallel
 * uploads are counted one after the other and cannot overshoot together.
 */
export async function storeFile(
  app: FastifyInstance,
  user: SessionUser,
  file: { biz: string; data: Buffer; ext: string; mime: string; originalName: string },
  limits: { quotaBytes?: number } = {},
): Promise<StoredFile> {
  if (!BIZ_PATTERN.test(file.biz) || !/^[a-z0-9]{1,8}$/.test(file.ext)) throw new Error('bad biz or extension');
  const path = `${file.biz}/${today()}/${randomBytes(16).toString('hex')}.${file.ext}`;
  const full = absolutePath(app, path);
  await mkdir(join(full, '..'), { recursive: true });
  await writeFile(full, file.data, { flag: 'wx', mode: 0o640 });
  const id = newId();
  const row = {
    id,
    biz: file.biz,
    path,
    original_name: file.originalName.slice(0, 255),
    size: file.data.length,
    mime: file.mime,
    user_id: user.id,
    company_id: user.companyId,
    create_by: user.username,
  };
  try {
    await app.db.transaction().execute(async (trx) => {
      const quota = limits.quotaBytes;
      if (quota !== undefined) {
        await trx.selectFrom('sys_user').select('id').where('id', '=', user.id).forUpdate().execute();
        if ((await temporaryBytes(loose(trx), user.id)) + file.data.length > quota) throw new QuotaExceededError(quota);
      }
      await trx.insertInto('sys_file').values(row).execute();
    });
  } catch (error) {
    await unlink(full).catch(() => undefined);
    throw error;
  }
  return { id, path };
}
