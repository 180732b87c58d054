/**
 * Keeps the signed-in user's dictionary store current: it is reloaded from queryAllDictItems when
 * the server says the dictionaries changed (notice socket 'dict_changed', use-notice-socket.ts) and
 * after 数据字典's 刷新缓存, so a new business type reaches open sessions without a new login.
 */
import { withFeedback } from '../feedback/feedback';
import { translate } from '../i18n';
import { get } from '../request';
import { useUserStore } from './user';
import type { DictionaryCache } from './user-types';

/** Answers whether the store now holds the server's dictionaries; failures leave it as it was. */
export async function reloadDictionaries(): Promise<boolean> {
  const token = useUserStore.getState().token;
  if (!token) return false;
  try {
    const answer = await get<DictionaryCache>('/sys/dict/queryAllDictItems', undefined, {
      skipErrorHandler: true,
    });
    const result = answer.result;
    // A logout or another login while the answer travelled: it is no longer this session's.
    if (
      !answer.success ||
      typeof result !== 'object' ||
      result === null ||
      useUserStore.getState().token !== token
    )
      return false;
    useUserStore.getState().setDictionaries(result);
    return true;
  } catch {
    return false;
  }
}

/** 刷新缓存: empties the server's cache, reloads the store, and says which of the two it came to. */
export async function refreshDictCache(): Promise<void> {
  let refreshed = false;
  try {
    const answer = await get<null>('/sys/dict/refleshCache', undefined, { skipErrorHandler: true });
    refreshed = answer.success && (await reloadDictionaries());
  } catch {
    refreshed = false;
  }
  await withFeedback((f) =>
    refreshed
      ? f.message.success(translate('dictCache.refreshed'))
      : f.message.error(translate('dictCache.refreshFailed')),
  );
}
