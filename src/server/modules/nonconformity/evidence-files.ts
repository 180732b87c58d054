/**
 * The evidence an answer names: comma-joined paths of files the answering user uploaded, each
 * within the evidence field's upload policy (its size; the upload route already sniffed the type
 * by content), at most the field's maxCount. A path that is not such a file is refused, so nobody
 * attaches another's upload.
 */
import type { TypedDb } from '../crud/loose-db';
import { policyFor } from '../upload/upload-policy';
import { rootRegistry, type SchemaSource } from '../schema/registry';
import { schemaKeyword, X_WIDGET_OPTIONS } from '../../../shared/schema/keywords';

export const NC_ENTITY = 'isps_nonconformity';
export const EVIDENCE_FIELD = 'evidenceFiles';

/** The types the evidence field accepts, as the upload route stores them (sys_file.mime). */
const EVIDENCE_MIME = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
]);

export function splitPaths(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

function maxCount(): number {
  const field = rootRegistry().entities.get(NC_ENTITY)?.fields.get(EVIDENCE_FIELD);
  const options = field ? (schemaKeyword(field.schema, X_WIDGET_OPTIONS) ?? {}) : {};
  return typeof options.maxCount === 'number' ? options.maxCount : 5;
}

export async function evidenceUsable(
  app: SchemaSource,
  db: TypedDb,
  paths: readonly string[],
  userId: string,
): Promise<boolean> {
  if (paths.length === 0) return true;
  if (paths.length > maxCount() || new Set(paths).size !== paths.length) return false;
  const policy = policyFor(app, NC_ENTITY, EVIDENCE_FIELD);
  if (!policy) return false;
  const files = await db
    .selectFrom('sys_file')
    .select(['path', 'mime', 'size', 'user_id'])
    .where('path', 'in', [...paths])
    .execute();
  return (
    files.length === paths.length &&
    files.every((f) => f.user_id === userId && EVIDENCE_MIME.has(f.mime) && Number(f.size) <= policy.maxBytes)
  );
}
