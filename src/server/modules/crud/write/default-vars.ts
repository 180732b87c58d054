/**
 * `x-default-var` (an online form's #{sysUserCode}, #{sysOrgCode}, #{date}): on add, a field the
 * client left absent or empty gets the signed-in user's username, their current department's org
 * code or today's date (the server's local date, as the other server-side date codes take it). The
 * form shows no value for such a field; the server's value is the one kept.
 * `x-default-rule` (an online form's ${rule_code}): the next value of that numbering rule, drawn in
 * the add's transaction — a write refused after the draw (a hook, the insert, a sub row) rolls the
 * counter back with it, so no number is lost; a value too long for the field is refused before the insert.
 */
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { schemaKeyword, X_DEFAULT_RULE, X_DEFAULT_VAR } from '../../../../shared/schema/keywords';
import { isNoValue } from '../../../../shared/schema/writable-fields';
import { HttpError } from '../../../http/errors';
import { drawRuleValue } from '../../fill-rule/draw';
import { FILL_RULE_MSG } from '../../fill-rule/fill-rule-messages';
import type { TypedDb } from '../loose-db';

function today(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const TOO_LONG = {
  'zh-CN': '默认值超出字段长度',
  'en-US': 'The default value is longer than the field allows',
};

/** The rule's next value; a rule deleted since the form was published is a 422 naming it. */
async function ruleValue(request: FastifyRequest, db: TypedDb, code: string, field: string): Promise<string> {
  const value = await drawRuleValue(db, code, {
    username: request.user.username,
    orgCode: request.user.orgCode ?? null,
  });
  if (value !== undefined) return value;
  const message = request.t(FILL_RULE_MSG.missingRule(code));
  throw new HttpError(422, message, [{ field, message }]);
}

/**
 * Sets the column of every `x-default-var` / `x-default-rule` field the input leaves empty (a null
 * when the user has no department). `db` is the add's transaction.
 */
export async function fillDefaultVariables(
  request: FastifyRequest,
  entity: ResolvedEntity,
  input: Record<string, unknown>,
  columns: Record<string, unknown>,
  db: TypedDb,
): Promise<void> {
  const now = new Date();
  for (const field of entity.fields.values()) {
    const variable = schemaKeyword(field.schema, X_DEFAULT_VAR);
    const rule = schemaKeyword(field.schema, X_DEFAULT_RULE);
    if ((!variable && !rule) || field.column === null || field.system || !isNoValue(input[field.name]))
      continue;
    let value: unknown;
    if (rule) value = await ruleValue(request, db, rule, field.name);
    else if (variable === 'sysUserCode') value = request.user.username;
    else if (variable === 'sysOrgCode') value = request.user.orgCode ?? null;
    else value = field.schema.format === 'date-time' ? now : today(now);
    const max = field.schema.maxLength;
    if (typeof value === 'string' && typeof max === 'number' && value.length > max) {
      throw new HttpError(422, request.t(TOO_LONG), [{ field: field.name, message: request.t(TOO_LONG) }]);
    }
    columns[field.column] = value;
  }
}
