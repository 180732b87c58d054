/**
 * SPEC §3 "Uploaded file" and §4 "Upload cell": items are uploading, done, error or removed; the
 * field's value is the comma-joined stored paths, set only when every item is done.
 */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  percent?: number;
  path?: string;
  message?: string;
  /** Uploaded by this field just now (a temporary file of one's own, removed from the server with the item). */
  own?: boolean;
}

/** SPEC §9: a file's name is shown shortened to 5 characters (the full name on hover). */
export const FILE_NAME_SHOWN = 5;

export function shortFileName(name: string): string {
  const characters = [...name];
  return characters.length > FILE_NAME_SHOWN ? `${characters.slice(0, FILE_NAME_SHOWN).join('')}…` : name;
}

/** Items for a stored value (comma-joined paths). */
export function itemsFromValue(value: unknown): UploadItem[] {
  if (typeof value !== 'string' || value === '') return [];
  return value.split(',').map((path, i) => ({
    uid: `stored-${i}-${path}`,
    name: path.split('/').pop() ?? path,
    status: 'done',
    path,
  }));
}

/** The value to report, or `pending` while an item is still uploading or failed. */
export function valueFromItems(items: readonly UploadItem[]): string | undefined | 'pending' {
  const live = items.filter((i) => i.status !== 'removed');
  if (live.some((i) => i.status !== 'done' || !i.path)) return 'pending';
  return live.length === 0 ? undefined : live.map((i) => i.path).join(',');
}

/** The stored path of an upload answer: `result` when it is a path, else `message` (JeecgBoot). */
export function uploadedPath(answer: { success: boolean; message: string; result: unknown }): string | null {
  if (!answer.success) return null;
  if (typeof answer.result === 'string' && answer.result !== '') return answer.result;
  return answer.message || null;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export type UploadRefusal = 'uploadImageOnly' | 'uploadImageFormat' | 'uploadFileFormat' | 'uploadTooLarge';

/** Why a chosen file is refused before upload (SPEC §5 Image upload), or null. */
export function refuseFile(
  file: { name: string; type: string; size: number },
  mode: 'file' | 'image',
  accept?: readonly string[],
  maxSize?: number,
): UploadRefusal | null {
  const allowed = (accept ?? []).map((a) => a.replace(/^\./, '').toLowerCase());
  if (mode === 'image') {
    if (!file.type.startsWith('image/')) return 'uploadImageOnly';
    if (allowed.length > 0 && !allowed.includes(extension(file.name))) return 'uploadImageFormat';
  } else if (allowed.length > 0 && !allowed.includes(extension(file.name))) return 'uploadFileFormat';
  if (maxSize !== undefined && file.size > maxSize) return 'uploadTooLarge';
  return null;
}
