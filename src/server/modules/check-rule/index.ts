/** Check rules (SPEC §5, §7): the entity's hooks and GET /sys/checkRule/checkByCode. */
import type { FastifyInstance } from 'fastify';
import { registerEntityHooks } from '../crud/hooks';
import { registerCheckByCodeRoute } from './check-by-code-route';
import { CHECK_RULE_ENTITY, checkRuleHooks } from './check-rule-hooks';

export default async function checkRuleModule(app: FastifyInstance): Promise<void> {
  registerEntityHooks(app, CHECK_RULE_ENTITY, checkRuleHooks);
  registerCheckByCodeRoute(app);
}
