/**
 * Fields naming a check rule by code (`x-check-rule`, the rules of 编码校验规则): a written,
 * non-empty text value must pass that rule, checked inside the write's transaction like x-unique.
 * A failure is a 422 field error carrying the rule's own message in the caller's language; a code
 * no rule has refuses the value (fails closed) with 该编码不存在.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { schemaKeyword, X_CHECK_RULE } from '../../../../shared/schema/keywords';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { Database } from '../../../db/types';
import { validationError } from '../../../http/errors';
import { CHECK_RULE_MSG } from '../../check-rule/check-rule-messages';
import { evaluateRule } from '../../check-rule/evaluate-rule';

export async function checkFieldRules(
  request: FastifyRequest,
  db: Kysely<Database>,
  entity: ResolvedEntity,
  input: Record<string, unknown>,
): Promise<void> {
  const errors: Array<{ field: string; message: string }> = [];
  for (const field of entity.fields.values()) {
    const code = schemaKeyword(field.schema, X_CHECK_RULE);
    const value = input[field.name];
    if (!code || typeof value !== 'string' || value === '') continue;
    const verdict = await evaluateRule(db, code, value, request.locale);
    if (!verdict.found) errors.push({ field: field.name, message: request.t(CHECK_RULE_MSG.unknownCode) });
    else if (!verdict.passes) errors.push({ field: field.name, message: verdict.message });
  }
  if (errors.length > 0) throw validationError(request, errors);
}
