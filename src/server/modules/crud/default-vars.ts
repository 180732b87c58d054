/**
 * `x-default-var` (an online form's #{sysUserCode}, #{sysOrgCode}, #{date}): on add, a field the
 * client left absent or empty gets the signed-in user's username, their current department's org
 * code or today's date (the server's local date, as the other server-side date codes take it). The
 * form shows no value for such a field; the server's value is the one kept.
 */
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { schemaKeyword, X_DEFAULT_VAR } from '../../../shared/schema/keywords';
import { isNoValue } from '../../../shared/schema/writable-fields';
import { HttpError } from '../../http/errors';

function today(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const TOO_LONG = { 'zh-CN': '默认值超出字段长度', 'en-US': 'The default value is longer than the field allows' };

/** Sets the column of every `x-default-var` field the input leaves empty (a null when the user has no department). */
export function fillDefaultVariables(request: FastifyRequest, entity: ResolvedEntity, input: Record<string, unknown>, columns: Record<string, unknown>): void {
  const now = new Date();
  for (const field of entity.fields.values()) {
    const variable = schemaKeyword(field.schema, X_DEFAULT_VAR);
    if (!variable || field.column === null || field.system || !isNoValue(input[field.name])) continue;
    let value: unknown;
    if (variable === 'sysUserCode') value = request.user.username;
    else if (variable === 'sysOrgCode') value = request.user.orgCode ?? null;
    else value = field.schema.format === 'date-time' ? now : today(now);
    const max = field.schema.maxLength;
    if (typeof value === 'string' && typeof max === 'number' && value.length > max) {
      throw new HttpError(422, request.t(TOO_LONG), [{ field: field.name, message: request.t(TOO_LONG) }]);
    }
    columns[field.column] = value;
  }
}
