/**
 * Readable names of the spreadsheets users download (export, import errors): the list's name and
 * the local time, e.g. 用户_20261123153000.xls. Shared so the browser saves an export under the
 * same pattern the server announces in Content-Disposition.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyyMMddHHmmss in the local time of whoever calls it. */
export function fileTimestamp(at: Date): string {
  return `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
}

/** Characters no file system accepts (and control characters) become '_'. */
function safePart(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = text.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return cleaned === '' ? 'export' : cleaned;
}

/** `<name>[_<label>]_<time>.<ext>` */
export function spreadsheetFileName(
  name: string,
  ext: 'xls' | 'xlsx' | 'csv',
  at: Date,
  label?: string,
): string {
  const parts = [safePart(name), ...(label ? [safePart(label)] : []), fileTimestamp(at)];
  return `${parts.join('_')}.${ext}`;
}

/**
 * Content-Disposition for a download (RFC 6266 with RFC 5987 `filename*`): an ASCII fallback for
 * old clients, the UTF-8 name for everyone else. encodeURIComponent leaves ' ( ) * unescaped, which
 * are not attr-chars, so they are escaped too.
 */
export function attachmentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
