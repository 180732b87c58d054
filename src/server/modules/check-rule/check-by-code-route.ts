/**
 * GET /sys/checkRule/checkByCode?ruleCode=&value= (SPEC §5 "rule check sends ruleCode and encoded
 * value", §7): whether a value passes the check rule of that code, for any signed-in user's form.
 * A pass answers 校验通过; a failure answers 422 with the rule's own message in the request
 * language. The rule's pattern runs on the linear-time engine, whatever the value.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { compileLinear } from '../../../shared/validation/linear-regexp';
import { CHECK_RULE_MSG } from './check-rule-messages';

/** The longest value checked: form fields are shorter; longer input is a misuse, not a value. */
const MAX_VALUE_LENGTH = 2000;

export function registerCheckByCodeRoute(app: FastifyInstance): void {
  app.get(
    '/sys/checkRule/checkByCode',
    {
      config: { authenticated: true },
      schema: {
        tags: ['checkRule'],
        summary: 'Whether a value passes the check rule of a code',
        querystring: {
          type: 'object',
          properties: {
            ruleCode: { type: 'string', maxLength: 63 },
            value: { type: 'string', maxLength: MAX_VALUE_LENGTH },
          },
        },
      },
    },
    async (request) => {
      const { ruleCode, value } = request.query as { ruleCode?: string; value?: string };
      if (!ruleCode || value === undefined) throw new LocalizedHttpError(400, CHECK_RULE_MSG.badRequest);
      const rule = await app.db
        .selectFrom('sys_check_rule')
        .select(['pattern', 'message', 'message_en'])
        .where('rule_code', '=', ruleCode)
        .executeTakeFirst();
      if (!rule) throw new LocalizedHttpError(404, CHECK_RULE_MSG.unknownCode);
      // A row written around the CRUD with a pattern the engine cannot run fails closed.
      const passes = compileLinear(rule.pattern)?.test(value) ?? false;
      if (passes) return ok(null, request.t(CHECK_RULE_MSG.passed));
      const message = request.locale === 'en-US' && rule.message_en ? rule.message_en : rule.message;
      throw new HttpError(422, message);
    },
  );
}
