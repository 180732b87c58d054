/**
 * Where the CRUD's field rules come from (crud/rules/field-rules.ts): table sys_role_field_rule, the
 * rules of the caller's roles for one entity. Read per request (one indexed query, only for
 * non-administrators), so a changed rule holds from the next request on every instance.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';
import type { FieldRule } from '../../crud/rules/field-rules';
import { loose } from '../../crud/loose-db';

export const FIELD_RULE_TABLE = 'sys_role_field_rule';

export async function rulesOfUser(
  db: Kysely<Database>,
  user: SessionUser,
  entityId: string,
): Promise<FieldRule[]> {
  if (user.roles.length === 0) return [];
  const rows = (await loose(db)
    .selectFrom(`${FIELD_RULE_TABLE} as r`)
    .innerJoin('sys_role as ro', 'ro.id', 'r.role_id')
    .select([sql.ref<string>('r.field').as('field'), sql.ref<string>('r.mode').as('mode')])
    .where('r.entity', '=', entityId)
    .where('ro.role_code', 'in', user.roles)
    .execute()) as Array<{ field: string; mode: string }>;
  return rows.flatMap((r) =>
    r.mode === 'hidden' || r.mode === 'readonly' ? [{ field: r.field, mode: r.mode }] : [],
  );
}
