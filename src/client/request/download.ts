/** Blob downloads (SPEC §7: an empty response is an error, 文件下载失败). */
import { withFeedback } from '../feedback/feedback';
import { translate } from '../i18n';
import { http } from './instance';
import { RequestError } from './request-error';
import type { RequestConfig } from './transport';
// Straight from its file, not renderers/index.ts: the entry would pull the renderer into the shell's first chunk (as for dialog-tab-wrap).
import { saveBlob } from '../../../renderers/save-blob';

export interface DownloadOptions {
  method?: 'GET' | 'POST';
  /** File name to save as; otherwise taken from Content-Disposition. */
  fileName?: string;
  /** Body for POST downloads. */
  data?: unknown;
  /** The caller shows failures itself (a dialog shows a refusal's reasons). */
  skipErrorHandler?: boolean;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` preferred). */
export function fileNameFromDisposition(header: string | undefined | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Fetches a blob; rejects (and tells the user) when the answer is empty. */
export async function fetchBlob(
  url: string,
  params?: Record<string, unknown>,
  options: DownloadOptions = {},
) {
  const config: RequestConfig = {
    url,
    method: options.method ?? 'GET',
    params,
    data: options.data,
    responseType: 'blob',
    skipErrorHandler: options.skipErrorHandler,
  };
  const response = await http.request<Blob>(config);
  const blob = response.data;
  if (!blob || blob.size === 0) {
    const text = translate('request.downloadFailed');
    withFeedback((f) => f.message.warning(text));
    throw new RequestError(text, { status: response.status });
  }
  const header = response.headers['content-disposition'];
  return {
    blob,
    fileName: options.fileName ?? fileNameFromDisposition(header) ?? translate('request.unknownFile'),
  };
}

/** Downloads and saves a file through a temporary object URL. */
export async function download(
  url: string,
  params?: Record<string, unknown>,
  options: DownloadOptions = {},
): Promise<void> {
  const { blob, fileName } = await fetchBlob(url, params, options);
  saveBlob(blob, fileName);
}
