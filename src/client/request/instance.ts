/** The shared axios instance: session headers and `_t` on the way out, SPEC §8 errors on the way back. */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '../../shared/envelope';
import { apiBase } from '../config/runtime';
import { currentLocale, translate } from '../i18n';
import { readTenantId, readToken } from '../stores/storage-keys';
import { mapRequestError } from './error-map';
import { needsTimestamp, sessionHeaders, timestampSeconds } from './request-options';
import { RequestError } from './request-error';
import { showError } from './show-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows failures itself (the login page shows the server's message). */
    skipErrorHandler?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 180_000;

export const http = axios.create({ timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  // Read per call: public/config.js may set the base after this module was evaluated.
  config.baseURL = config.baseURL ?? apiBase();
  const headers = sessionHeaders({ token: readToken(), tenantId: readTenantId(), locale: currentLocale() });
  for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
  if (needsTimestamp(config.method, config.url)) {
    config.params = { _t: timestampSeconds(Date.now()), ...(config.params as Record<string, unknown> | undefined) };
  }
  return config;
});

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'code' in data && 'message' in data;
}

/** A blob download that failed still carries a JSON envelope, inside the Blob. */
async function readEnvelope(data: unknown): Promise<Envelope<unknown> | undefined> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      const parsed: unknown = JSON.parse(await data.text());
      return isEnvelope(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return isEnvelope(data) ? data : undefined;
}

async function toRequestError(error: unknown): Promise<RequestError> {
  if (!axios.isAxiosError(error)) {
    return new RequestError(error instanceof Error ? error.message : translate('request.generic'));
  }
  const axiosError = error as AxiosError;
  const status = axiosError.response?.status;
  const envelope = await readEnvelope(axiosError.response?.data);
  const timedOut =
    axiosError.code === AxiosError.ECONNABORTED || axiosError.code === AxiosError.ETIMEDOUT || /timeout/i.test(axiosError.message);
  return new RequestError(envelope?.message || axiosError.message || translate('request.generic'), {
    status,
    envelope,
    timedOut: timedOut && status === undefined,
  });
}

http.interceptors.response.use(
  (response: AxiosResponse) => response,
  async (error: unknown) => {
    if (axios.isCancel(error)) throw error;
    const failure = await toRequestError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    // A 401 for a session that has already ended here (logged out, or another login since) says
    // nothing about the current one: without this, a request still in flight at logout started the
    // "login expired" ending, which then logged the user's next session out too.
    const sentToken = config?.headers?.get('X-Access-Token');
    const staleSession = failure.status === 401 && (sentToken ?? null) !== readToken();
    if (!config?.skipErrorHandler && !staleSession) {
      showError(
        mapRequestError({
          status: failure.status,
          serverMessage: failure.envelope?.message,
          timedOut: failure.timedOut,
          hasToken: Boolean(readToken()),
        }),
      );
    }
    throw failure;
  },
);
