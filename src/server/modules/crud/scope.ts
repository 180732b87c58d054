/**
 * Row scoping (DESIGN.md principle 3), the ONE place that decides which rows of an entity a user
 * may see; list, queryById, edit, delete, deleteBatch, export and duplicate check all start from
 * `visibleRows`. Soft-deleted rows are invisible too.
 *   company:  customers their company's rows; staff and admins all.
 *   division: staff their division's rows; customers their company's; admins all.
 *   owner:    non-admins only rows they own (x-owner-column, default create_by = username).
 */
import { sql, type SelectQueryBuilder, type Expression, type SqlBool } from 'kysely';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import type { SessionUser } from '../../auth/session-user';
import type { LooseDb } from './loose-db';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run-time registered tables (loose-db.ts)
export type LooseSelect = SelectQueryBuilder<any, any, any>;

const NOTHING: Expression<SqlBool> = sql<SqlBool>`false`;

function isCustomer(user: SessionUser): boolean {
  return user.userType === 'customer_main' || user.userType === 'customer_sub';
}

/** The scope predicate for a user, or null when the user sees every row. */
export function scopePredicate(entity: ResolvedEntity, user: SessionUser): Expression<SqlBool> | null {
  if (user.isAdmin) return null;
  const kind = entity.schema['x-scope'];
  const eq = (column: string, value: string | null): Expression<SqlBool> =>
    value === null ? NOTHING : sql<SqlBool>`${sql.ref(column)} = ${value}`;
  switch (kind) {
    case 'company':
      return isCustomer(user) ? eq('company_id', user.companyId) : null;
    case 'division':
      return isCustomer(user) ? eq('company_id', user.companyId) : eq('division_id', user.divisionId);
    case 'owner': {
      const column = entity.schema['x-owner-column'] ?? 'create_by';
      return eq(column, column === 'create_by' ? user.username : user.id);
    }
    default:
      return null;
  }
}

/** Does the entity's visible set depend on a filter for this user (then totals must be exact)? */
export function isScoped(entity: ResolvedEntity, user: SessionUser): boolean {
  return scopePredicate(entity, user) !== null || entity.schema['x-soft-delete'] !== undefined;
}

export function visibleRows(db: LooseDb, entity: ResolvedEntity, user: SessionUser): LooseSelect {
  let query = db.selectFrom(entity.table);
  const predicate = scopePredicate(entity, user);
  if (predicate) query = query.where(() => predicate);
  const soft = entity.schema['x-soft-delete'];
  if (soft) query = query.where(sql.ref(soft.column), '=', soft.active);
  return query;
}

/** Columns set from the session on insert, so a row always belongs to its creator's company/division. */
export function ownershipValues(entity: ResolvedEntity, user: SessionUser): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const kind = entity.schema['x-scope'];
  if (kind === 'company' || kind === 'division') values.company_id = user.companyId;
  if (kind === 'division') values.division_id = user.divisionId;
  if (kind === 'owner' && entity.schema['x-owner-column'] && entity.schema['x-owner-column'] !== 'create_by') {
    values[entity.schema['x-owner-column']] = user.id;
  }
  return values;
}
