/**
 * GET /online/cgreport/api/entities: the entities a report definition may be based on, as the
 * report head form's base-entity select shows them — every registered entity (bundled ones and
 * published online forms, each with its generic CRUD list) whose list code the caller holds, since
 * a report over any other would answer 403 to its own author. Items are dictionary-shaped
 * `{ value, text, textEn }` (text zh-CN, textEn en-US: the select follows a language switch
 * without asking again), labelled "title (code)".
 */
import type { FastifyInstance } from 'fastify';
import { userHasPermission } from '../../../auth/session-user';
import { ok } from '../../../http/envelope';
import type { DictItem } from '../../../../shared/dict/dict-item';
import type { I18nText } from '../../../../shared/schema/types';
import { schemaRegistry } from '../../schema/registry';

export const REPORT_ENTITIES_URL = '/online/cgreport/api/entities';

/** Whoever writes report definitions. */
const WRITERS = ['online:cgreport:add', 'online:cgreport:edit'];

function titleIn(title: I18nText, locale: 'zh-CN' | 'en-US', fallback: string): string {
  if (typeof title === 'string') return title || fallback;
  return title[locale] || title['zh-CN'] || fallback;
}

export default async function reportEntityRoutes(app: FastifyInstance): Promise<void> {
  app.get(REPORT_ENTITIES_URL, { config: { permission: WRITERS } }, async (request) => {
    const items: DictItem[] = [];
    for (const entity of schemaRegistry(app).entities.values()) {
      if (!userHasPermission(request.user, entity.schema['x-permissions'].list)) continue;
      const title = entity.schema.title;
      items.push({
        value: entity.id,
        text: `${titleIn(title, 'zh-CN', entity.id)} (${entity.id})`,
        textEn: `${titleIn(title, 'en-US', entity.id)} (${entity.id})`,
      });
    }
    items.sort((a, b) => a.value.localeCompare(b.value));
    return ok(items);
  });
}
