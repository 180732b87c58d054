/**
 * GET /sys/checkRule/checkByCode?ruleCode=&value= (SPEC §5 "rule check sends ruleCode and encoded
 * value", §7): whether a value passes the check rule of that code, for any signed-in user's form.
 * A pass answers 校验通过; a failure answers 422 with the rule's own message in the request
 * language (evaluate-rule.ts, shared with the write-time check of fields naming a rule).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { CHECK_RULE_MSG } from './check-rule-messages';
import { evaluateRule } from './evaluate-rule';

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
      const verdict = await evaluateRule(app.db, ruleCode, value, request.locale);
      if (!verdict.found) throw new LocalizedHttpError(404, CHECK_RULE_MSG.unknownCode);
      if (verdict.passes) return ok(null, request.t(CHECK_RULE_MSG.passed));
      throw new HttpError(422, verdict.message);
    },
  );
}
