/**
 * Which stored files a notice may hold (SPEC §5: the signed copy is a PDF or an image of at most
 * 5 MB). The upload route already decided the type by content and refused a larger file for the
 * entity field's policy (x-widget-options of isps_project_notice); here the path must name such a
 * file that the caller uploaded, so nobody borrows another's file or a looser upload.
 */
import type { LooseDb } from '../crud/loose-db';

export const NOTICE_MAX_BYTES = 10 * 1024 * 1024;
export const SIGNED_MAX_BYTES = 5 * 1024 * 1024;

const PDF_OR_IMAGE = ['application/pdf', 'image/png', 'image/jpeg'];
const NOTICE_MIME = [
  ...PDF_OR_IMAGE,
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

export type NoticeFileKind = 'notice' | 'signed';

export async function isUsableNoticeFile(
  db: LooseDb,
  kind: NoticeFileKind,
  path: string,
  userId: string,
): Promise<boolean> {
  const file = (await db
    .selectFrom('sys_file')
    .select(['mime', 'size', 'user_id'])
    .where('path', '=', path)
    .executeTakeFirst()) as { mime: string; size: number | string; user_id: string } | undefined;
  if (!file || file.user_id !== userId) return false;
  const [types, max] = kind === 'notice' ? [NOTICE_MIME, NOTICE_MAX_BYTES] : [PDF_OR_IMAGE, SIGNED_MAX_BYTES];
  return types.includes(file.mime) && Number(file.size) <= max;
}
