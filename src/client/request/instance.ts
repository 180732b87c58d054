/** The shared HTTP client: session headers and `_t` on the way out, SPEC §8 errors on the way back. */
import type { Envelope } from '../../shared/envelope';
import { apiBase } from '../config/runtime';
import { currentLocale, translate } from '../i18n';
import { readTenantId, readToken } from '../stores/storage-keys';
import { mapRequestError } from './error-map';
import { needsTimestamp, sessionHeaders, timestampSeconds } from './request-options';
import { RequestError } from './request-error';
import { showError } from './show-error';
import { createHttpClient, isHttpError, type PreparedRequest } from './transport';

export const REQUEST_TIMEOUT_MS = 180_000;

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
  if (!isHttpError(error)) {
    return new RequestError(error instanceof Error ? error.message : translate('request.generic'));
  }
  const status = error.response?.status;
  const envelope = await readEnvelope(error.response?.data);
  return new RequestError(envelope?.message || error.message || translate('request.generic'), {
    status,
    envelope,
    timedOut: error.code === 'ETIMEDOUT' && status === undefined,
  });
}

function beforeSend(config: PreparedRequest): void {
  // Read per call: public/config.js may set the base after this module was evaluated.
  config.baseURL = config.baseURL ?? apiBase();
  Object.assign(
    config.headers,
    sessionHeaders({ token: readToken(), tenantId: readTenantId(), locale: currentLocale() }),
  );
  if (needsTimestamp(config.method, config.url)) {
    config.params = { _t: timestampSeconds(Date.now()), ...config.params };
  }
}

async function onFailure(error: unknown, config: PreparedRequest): Promise<never> {
  if (isHttpError(error) && error.code === 'ERR_CANCELED') throw error;
  const failure = await toRequestError(error);
  // A 401 for a session that has already ended here (logged out, or another login since) says
  // nothing about the current one: without this, a request still in flight at logout started the
  // "login expired" ending, which then logged the user's next session out too.
  const sentToken = config.headers['X-Access-Token'];
  const staleSession = failure.status === 401 && (sentToken ?? null) !== readToken();
  if (!config.skipErrorHandler && !staleSession) {
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
}

export const http = createHttpClient({ timeout: REQUEST_TIMEOUT_MS, beforeSend, onFailure });
