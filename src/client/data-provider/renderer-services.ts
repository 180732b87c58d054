/**
 * The shell's services for the generic renderer (renderers/context.tsx): the JeecgBoot provider on the
 * shell's request layer. Business failures (400, 409, 422 and answers with success false) come back
 * as envelopes for the renderer to show next to fields or as a warning; every other failure (401,
 * 403, 404, 5xx, time-out) is shown by the shell's SPEC §8 handling and then rejects, so the user is
 * told exactly once.
 */
import type { Envelope } from '../../shared/envelope';
import type { I18nText, Locale } from '../../shared/schema/types';
import type { DataProvider, RendererServices } from '../../../renderers';
import { download, fetchBlob, request } from '../request';
import { businessRefusal } from '../request/business-refusal';
import { useUserStore } from '../stores/user';
import { hiddenCodesWithPrefix } from '../../shared/permissions/has-permission';
import { i18n } from '../i18n';
import { createJeecgProvider, type TransportRequest } from './jeecg-provider';
import { keepOwnUserInfo } from './own-user-info';
import { workflowUserOf } from './workflow-user';
import { shellLiveTables } from '../notice/live-tables';

const BUSINESS_STATUSES = new Set([400, 409, 422]);

async function rendererRequest<T>(config: TransportRequest): Promise<Envelope<T>> {
  try {
    const answer = await request<T>({ ...config, skipErrorHandler: true });
    keepOwnUserInfo(answer);
    return answer;
  } catch (error) {
    return refusal<T>(error);
  }
}

/** Saves the file a GET answers (its own name); a business refusal comes back as its envelope. */
async function rendererSave(url: string, params: Record<string, unknown>): Promise<Envelope<unknown>> {
  try {
    await download(url, params, { skipErrorHandler: true });
    return { success: true, message: '', code: 200, result: null, timestamp: Date.now() };
  } catch (error) {
    return refusal(error);
  }
}

/** A 400, 409 or 422 answer's envelope; any other failure is shown by the shell, then rethrown. */
function refusal<T>(error: unknown): Envelope<T> {
  return businessRefusal<T>(error, BUSINESS_STATUSES, Boolean(useUserStore.getState().token));
}

/** One provider for the whole shell, so its dictionary loads are shared by every page. */
const jeecgProvider: DataProvider = createJeecgProvider({
  request: rendererRequest,
  download: (url, params, filename) => download(url, params, { fileName: filename }),
  save: rendererSave,
  fetchBlob: (url) => fetchBlob(url).then((answer) => answer.blob),
  cachedDict: (code) => useUserStore.getState().dictItems(code),
});

export function translateText(text: I18nText | undefined, locale: Locale): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return i18n.exists(text) ? i18n.t(text) : text;
  return text[locale] ?? text['zh-CN'];
}

export function createRendererServices(locale: Locale): RendererServices {
  return {
    data: jeecgProvider,
    locale,
    t: (text) => translateText(text, locale),
    hasPermission: (code) => useUserStore.getState().hasPermission(code),
    // Read when a list renders its row actions: always the user signed in now.
    get user() {
      return workflowUserOf(useUserStore.getState().userInfo);
    },
    // SPEC §6: an editable table's excluded codes (add, batch_delete) under its permission prefix.
    hiddenCodes: (prefix) => {
      const { auth, allAuth } = useUserStore.getState();
      return hiddenCodesWithPrefix(prefix, auth, allAuth).map((code) => code.slice(prefix.length));
    },
    // Editable tables with `liveSync` stay in step with other clients over /vxeSocket.
    liveTables: shellLiveTables,
  };
}
