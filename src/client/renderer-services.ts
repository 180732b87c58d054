/**
 * The shell's services for the generic renderer (renderers/context.tsx). Business failures
 * (400, 409, 422 and answers with success false) come back as envelopes for the renderer to show
 * next to fields or as a warning; every other failure (401, 403, 404, 5xx, time-out) is shown by
 * the shell's SPEC §8 handling and then rejects, so the user is told exactly once.
 */
import type { Envelope } from '../shared/envelope';
import type { I18nText, Locale } from '../shared/schema/types';
import type { DictItem, RendererServices, RequestConfig } from '../../renderers/context';
import { download, fetchBlob, isRequestError, mapRequestError, request } from './request';
import { showError } from './request/show-error';
import { useUserStore } from './stores/user';
import { i18n } from './i18n';

const BUSINESS_STATUSES = new Set([400, 409, 422]);

async function rendererRequest<T>(config: RequestConfig): Promise<Envelope<T>> {
  try {
    return await request<T>({ ...config, skipErrorHandler: true });
  } catch (error) {
    if (
      isRequestError(error) &&
      error.envelope &&
      error.status !== undefined &&
      BUSINESS_STATUSES.has(error.status)
    ) {
      return error.envelope as Envelope<T>;
    }
    showError(
      mapRequestError({
        status: isRequestError(error) ? error.status : undefined,
        serverMessage: isRequestError(error) ? error.envelope?.message : undefined,
        timedOut: isRequestError(error) ? error.timedOut : false,
        hasToken: Boolean(useUserStore.getState().token),
      }),
    );
    throw error;
  }
}

const dictionaryLoads = new Map<string, Promise<DictItem[]>>();

/** The login-time dictionary cache first, then GET /sys/dict/getDictItems/{code} once per code. */
function loadDict(code: string): Promise<DictItem[]> {
  const cached = useUserStore.getState().dictItems(code);
  if (cached.length > 0) return Promise.resolve(cached);
  let pending = dictionaryLoads.get(code);
  if (!pending) {
    pending = rendererRequest<DictItem[]>({ url: `/sys/dict/getDictItems/${encodeURIComponent(code)}` }).then(
      (answer) => (answer.success && Array.isArray(answer.result) ? answer.result : []),
      () => [],
    );
    pending.then((items) => {
      if (items.length === 0) dictionaryLoads.delete(code);
    });
    dictionaryLoads.set(code, pending);
  }
  return pending;
}

export function translateText(text: I18nText | undefined, locale: Locale): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return i18n.exists(text) ? i18n.t(text) : text;
  return text[locale] ?? text['zh-CN'];
}

export function createRendererServices(locale: Locale): RendererServices {
  return {
    request: rendererRequest,
    download: (url, params, filename) => download(url, params, { fileName: filename }),
    fetchBlob: (url) => fetchBlob(url).then((answer) => answer.blob),
    locale,
    t: (text) => translateText(text, locale),
    hasPermission: (code) => useUserStore.getState().hasPermission(code),
    loadDict,
  };
}
