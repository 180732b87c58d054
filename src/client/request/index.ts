/**
 * The shell's request layer. `request` resolves with the server's envelope and rejects with a
 * RequestError (status, envelope, fieldErrors) after the user has been shown SPEC §8's message,
 * unless the call passes `skipErrorHandler: true`.
 */
import type { Envelope } from '../../shared/envelope';
import { http } from './instance';
import type { RequestConfig } from './transport';

export function request<T = unknown>(config: RequestConfig): Promise<Envelope<T>> {
  return http.request<Envelope<T>>(config).then((response) => response.data);
}

export const get = <T = unknown>(url: string, params?: Record<string, unknown>, config?: RequestConfig) =>
  request<T>({ ...config, url, method: 'GET', params });
export const post = <T = unknown>(url: string, data?: unknown, config?: RequestConfig) =>
  request<T>({ ...config, url, method: 'POST', data });
export const put = <T = unknown>(url: string, data?: unknown, config?: RequestConfig) =>
  request<T>({ ...config, url, method: 'PUT', data });
export const del = <T = unknown>(url: string, params?: Record<string, unknown>, config?: RequestConfig) =>
  request<T>({ ...config, url, method: 'DELETE', params });

export { http, REQUEST_TIMEOUT_MS } from './instance';
export { download, fetchBlob, fileNameFromDisposition } from './download';
export { RequestError, isRequestError } from './request-error';
export { HttpError, isHttpError } from './transport';
export type { Adapter, HttpResponse, PreparedRequest, RequestConfig } from './transport';
export { mapRequestError, reactionText } from './error-map';
export type { ErrorFacts, ErrorReaction } from './error-map';
