/**
 * Where the CRUD's field rules come from (crud/rules/field-rules.ts): table sys_role_field_rule, the
 * rules of the caller's roles for one entity. Read per request (one indexed query, only for
 * non-administrators), so a changed rule holds from the next request on every instance.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';
import type { FieldRule } from '../../crud/rules/field-rules';

export const FIELD_RULE_TABLE = 'sys_role_field_rule';

export async function rulesOfUser(
  db: Kysely<Database>,
  user: SessionUser,
  entityId: string,
): Promise<FieldRule[]> {
  if (user.roles.length === 0) return [];
  const rows = await db
    .selectFrom(`${FIELD_RULE_TABLE} as r`)
    .innerJoin('sys_role as ro', 'ro.id', 'r.role_id')
    .select(['r.field', 'r.mode'])
    .where('r.entity', '=', entityId)
    .where('ro.role_code', 'in', user.roles)
    .execute();
  // A rule without a field, or of a mode written around the schema's enum, is ignored.
  return rows.flatMap((r) =>
    r.field !== null && (r.mode === 'hidden' || r.mode === 'readonly')
      ? [{ field: r.field, mode: r.mode }]
      : [],
  );
}
