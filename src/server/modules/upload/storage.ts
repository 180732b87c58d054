/**
 * Stored files: an object in the app's file store (DATA_DIR/files or S3, storage/index.ts) at
 * <biz>/<yyyymmdd>/<32 hex>.<ext>, with a sys_file row per file. Paths are generated here only; a
 * reader finds a file through its row, never by a path taken from a request (reference/jeecg.md §6
 * S20, S21). The object is written first and the row after it; when the row's transaction fails,
 * the object is deleted again, so a row never names a missing object.
 */
import { randomBytes } from 'node:crypto';
import { resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import { newId } from '../../db/ids';
import { temporaryBytes } from './quota';
import { filesRoot as configuredRoot } from '../../storage/index';

export const BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface StoredFile {
  id: string;
  path: string;
}

/** Where the local backend keeps files (DATA_DIR/files); the S3 backend has no such place. */
export function filesRoot(app: FastifyInstance): string {
  return configuredRoot(app.config);
}

/** The absolute location of a stored path in the local backend, refusing anything that would leave the files root. */
export function absolutePath(app: FastifyInstance, storedPath: string): string {
  const root = filesRoot(app);
  const full = resolve(root, storedPath);
  if (!full.startsWith(root + sep)) throw new Error('stored path leaves the files root');
  return full;
}

export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** A fresh, unguessable key for a new file of that folder and extension. */
export function newFilePath(biz: string, ext: string): string {
  return `${biz}/${today()}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** Thrown when storing the file would take the uploader past their temporary-file quota. */
export class QuotaExceededError extends Error {
  constructor(readonly quotaBytes: number) {
    super('temporary upload quota exceeded');
  }
}

/** A file whose object is already in the store, to be recorded by its row. */
export interface KeptFile {
  biz: string;
  path: string;
  size: number;
  mime: string;
  originalName: string;
}

/**
 * Writes the row of an object already stored. With `quotaBytes`, the row is written only if the
 * uploader's temporary files stay within it; the uploader's sys_user row is locked meanwhile, so
 * parallel uploads are counted one after the other and cannot overshoot together. When the row is
 * not written, the object is deleted again.
 */
export async function recordFile(
  app: FastifyInstance,
  user: SessionUser,
  file: KeptFile,
  limits: { quotaBytes?: number } = {},
): Promise<StoredFile> {
  const id = newId();
  const row = {
    id,
    biz: file.biz,
    path: file.path,
    original_name: file.originalName.slice(0, 255),
    size: file.size,
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
        if ((await temporaryBytes(trx, user.id)) + file.size > quota) throw new QuotaExceededError(quota);
      }
      await trx.insertInto('sys_file').values(row).execute();
    });
  } catch (error) {
    await app.files
      .delete(file.path)
      .catch((cleanup: unknown) =>
        app.log.error({ err: cleanup, path: file.path }, 'orphaned file not removed'),
      );
    throw error;
  }
  return { id, path: file.path };
}

/** Stores a file the server made (an import's error workbook) and its row. */
export async function storeFile(
  app: FastifyInstance,
  user: SessionUser,
  file: { biz: string; data: Buffer; ext: string; mime: string; originalName: string },
): Promise<StoredFile> {
  if (!BIZ_PATTERN.test(file.biz) || !/^[a-z0-9]{1,8}$/.test(file.ext))
    throw new Error('bad biz or extension');
  const path = newFilePath(file.biz, file.ext);
  await app.files.put(path, file.data, file.mime);
  return recordFile(app, user, {
    biz: file.biz,
    path,
    size: file.data.length,
    mime: file.mime,
    originalName: file.originalName,
  });
}
