/**
 * PUT /sys/fillRule/executeRuleByCode/{ruleCode} (JeecgBoot's path): draws the rule's next value and
 * answers it as `result`. Drawing uses a number up, so it has its own code `system:fillrule:execute`
 * (admins; grant it to roles whose screens draw numbers) rather than the list code. The body
 * (JeecgBoot sends the form's data) is ignored: patterns read only the date and the caller.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { drawRuleValue } from './draw';
import { FILL_RULE_MSG } from './fill-rule-messages';

export const RULE_CODE = /^[a-z][a-z0-9_]{0,62}$/;

export function registerExecuteRoute(app: FastifyInstance): void {
  app.put(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    { config: { permission: 'system:fillrule:execute' } },
    async (request: FastifyRequest) => {
      const code = (request.params as { ruleCode?: unknown }).ruleCode;
      if (typeof code !== 'string' || !RULE_CODE.test(code))
        throw new HttpError(404, request.t(FILL_RULE_MSG.unknownCode));
      const value = await app.db
        .transaction()
        .execute((trx) =>
          drawRuleValue(trx, code, { username: request.user.username, orgCode: request.user.orgCode }),
        );
      if (value === undefined) throw new HttpError(404, request.t(FILL_RULE_MSG.unknownCode));
      return ok(value);
    },
  );
}
