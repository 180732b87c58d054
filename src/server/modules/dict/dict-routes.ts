/** Dictionary calls of SPEC §7: getDictItems/{code}, queryAllDictItems, refleshCache. */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { getAllDictItems } from './dict-cache';
import { announceDictChange } from './dict-changes';
import { loadDictItems } from './dict-items';

const MSG = {
  emptyCode: { 'zh-CN': '字典Code不能为空!', 'en-US': 'The dictionary code must not be empty!' },
  refreshed: CATALOGUE.dictCacheRefreshed,
};

export default async function dictRoutes(app: FastifyInstance): Promise<void> {
  const getItems = async (code: string) => {
    const items = await loadDictItems(app.db, [code]);
    return ok(items[code] ?? []);
  };

  app.get<{ Params: { code: string } }>(
    '/sys/dict/getDictItems/:code',
    {
      config: { authenticated: true },
      schema: {
        tags: ['dict'],
        summary: 'Items of a system dictionary',
        params: {
          type: 'object',
          properties: { code: { type: 'string', maxLength: 100 } },
          required: ['code'],
        },
      },
    },
    async (request) => {
      const code = request.params.code.trim();
      if (!code) throw new LocalizedHttpError(400, MSG.emptyCode);
      return getItems(code);
    },
  );

  // The client may call the path without a code; answer the spec's message rather than a 404.
  app.get(
    '/sys/dict/getDictItems/',
    { config: { authenticated: true }, schema: { hide: true } },
    async () => {
      throw new LocalizedHttpError(400, MSG.emptyCode);
    },
  );

  app.get(
    '/sys/dict/queryAllDictItems',
    {
      config: { authenticated: true },
      schema: { tags: ['dict'], summary: 'Every enabled item of every dictionary, by code' },
    },
    async () => ok(await getAllDictItems(app)),
  );

  app.get(
    '/sys/dict/refleshCache',
    {
      config: { permission: 'system:dict:edit' },
      schema: {
        tags: ['dict'],
        summary: 'Empty the dictionary cache of every instance and tell signed-in clients to reload',
      },
    },
    async (request) => {
      await announceDictChange(app);
      return ok(null, request.t(MSG.refreshed));
    },
  );
}
