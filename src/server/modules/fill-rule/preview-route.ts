/**
 * POST /sys/fillRule/preview {id} (the list's row action 预览编号, code system:fillrule:list): the
 * value the next draw would give, as the answer's message, without drawing. Caller placeholders stay
 * as written; another draw may come first, so it is a preview, not a reservation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { previewRuleValues, type StoredRule } from './draw';
import { FILL_RULE_MSG } from './fill-rule-messages';

export function registerPreviewRoute(app: FastifyInstance): void {
  app.post(
    '/sys/fillRule/preview',
    { config: { permission: 'system:fillrule:list' } },
    async (request: FastifyRequest) => {
      const id = (request.body as { id?: unknown } | null)?.id ?? (request.query as { id?: unknown }).id;
      const rule =
        typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id)
          ? ((await app.db
              .selectFrom('sys_fill_rule')
              .select(['rule_code', 'pattern', 'reset'])
              .where('id', '=', id)
              .executeTakeFirst()) as StoredRule | undefined)
          : undefined;
      const value = rule ? (await previewRuleValues(app.db, [rule])).get(rule.rule_code) : undefined;
      if (value === undefined) throw new HttpError(404, request.t(FILL_RULE_MSG.unknownCode));
      return ok(value, request.t(FILL_RULE_MSG.preview(value)));
    },
  );
}
