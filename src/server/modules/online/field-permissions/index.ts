/**
 * Field-level permissions: the rules of table sys_role_field_rule become the generic
 * CRUD's field rules (crud/rules/field-rules.ts) for every entity, bundled and online; the rule entity's
 * hooks and page choices (rule-entity.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerFieldRuleSource } from '../../crud/rules/field-rules';
import { rulesOfUser } from './rule-source';
import { registerFieldRuleEntity } from './rule-entity';

export default async function fieldPermissionsModule(app: FastifyInstance): Promise<void> {
  void app;
  registerFieldRuleSource(app, rulesOfUser);
  registerFieldRuleEntity(app);
}
