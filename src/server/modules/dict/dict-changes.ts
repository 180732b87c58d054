/**
 * A dictionary change reaches every instance and every signed-in user: the writing instance empties
 * its dictionary cache and pushes `dict_changed` to all notice sockets through the notice bus; each
 * instance that hears the push empties its own cache first, so the client's reload
 * (queryAllDictItems) is answered with the new items whichever instance it lands on.
 */
import type { FastifyInstance } from 'fastify';
import { DICT_CHANGED_COMMAND } from '../../../shared/dict/dict-changed';
import { noticeBusOf, type NoticeBus } from '../../notice/notice-bus';
import { clearDictCache } from './dict-cache';

export async function announceDictChange(app: Pick<FastifyInstance, 'db' | 'server'>): Promise<void> {
  clearDictCache(app);
  await noticeBusOf(app)?.publish({ kind: 'all', push: { cmd: DICT_CHANGED_COMMAND, msgTxt: '' } });
}

/** Empties this instance's cache whenever any instance announces a change. */
export function clearDictCacheOnChange(app: Pick<FastifyInstance, 'db'>, bus: NoticeBus): void {
  bus.onEvent((event) => {
    if (event.kind === 'all' && event.push.cmd === DICT_CHANGED_COMMAND) clearDictCache(app);
  });
}
