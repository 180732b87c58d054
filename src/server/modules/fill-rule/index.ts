/** Numbering rules (填值规则; docs/contracts.md "Numbering rules"): the entity's hooks, the draw and the preview routes. */
import type { FastifyInstance } from 'fastify';
import { registerEntityHooks } from '../crud/hooks';
import { registerExecuteRoute } from './execute-route';
import { registerPreviewRoute } from './preview-route';
import { FILL_RULE_ENTITY, fillRuleHooks } from './fill-rule-hooks';

export default async function fillRuleModule(app: FastifyInstance): Promise<void> {
  registerEntityHooks(app, FILL_RULE_ENTITY, fillRuleHooks);
  registerExecuteRoute(app);
  registerPreviewRoute(app);
}
