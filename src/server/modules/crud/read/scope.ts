/**
 * Row scoping (DESIGN.md principle 3), the ONE place that decides which rows of an entity a user
 * may see; list, queryById, edit, delete, deleteBatch, export and duplicate check all start from
 * `visibleRows`. Soft-deleted rows are invisible too, and so are rows an entity's `rowScope` hook
 * hides from the user (administrator accounts from non-administrators).
 *   company:  customers their company's rows; staff and admins all.
 *   division: staff their division's rows; customers their company's; admins all.
 *   owner:    non-admins only rows they own (x-owner-column, default create_by = username).
 */
import { sql, type SelectQueryBuilder, type Expression, type SqlBool } from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { SessionUser } from '../../../auth/session-user';
import type { LooseDb } from '../loose-db';
import { entityHooks, type HookSource } from '../hooks';
import { schemaKeyword, X_OWNER_COLUMN, X_SCOPE, X_SOFT_DELETE } from '../../../../shared/schema/keywords';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run-time registered tables (loose-db.ts)
export type LooseSelect = SelectQueryBuilder<any, any, any>;

const NOTHING: Expression<SqlBool> = sql<SqlBool>`false`;

function isCustomer(user: SessionUser): boolean {
  return user.userType === 'customer_main' || user.userType === 'customer_sub';
}

/** The scope predicate for a user, or null when the user sees every row. */
export function scopePredicate(entity: ResolvedEntity, user: SessionUser): Expression<SqlBool> | null {
  if (user.isAdmin) return null;
  const kind = schemaKeyword(entity.schema, X_SCOPE);
  const eq = (column: string, value: string | null): Expression<SqlBool> =>
    value === null ? NOTHING : sql<SqlBool>`${sql.ref(column)} = ${value}`;
  switch (kind) {
    case 'company':
      return isCustomer(user) ? eq('company_id', user.companyId) : null;
    case 'division':
      return isCustomer(user) ? eq('company_id', user.companyId) : eq('division_id', user.divisionId);
    case 'owner': {
      const column = schemaKeyword(entity.schema, X_OWNER_COLUMN) ?? 'create_by';
      return eq(column, column === 'create_by' ? user.username : user.id);
    }
    default:
      return null;
  }
}

/** The entity's own hidden rows for this user (EntityHooks.rowScope), or null. */
function hookPredicate(
  app: HookSource,
  entity: ResolvedEntity,
  user: SessionUser,
): Expression<SqlBool> | null {
  return entityHooks(app, entity.id).rowScope?.(user) ?? null;
}

/** Does the entity's visible set depend on a filter for this user (then totals must be exact)? */
export function isScoped(app: HookSource, entity: ResolvedEntity, user: SessionUser): boolean {
  return (
    scopePredicate(entity, user) !== null ||
    hookPredicate(app, entity, user) !== null ||
    schemaKeyword(entity.schema, X_SOFT_DELETE) !== undefined
  );
}

/** The predicates of scopedRows: x-scope and the entity's rowScope hook. */
function scopePredicates(
  app: HookSource,
  entity: ResolvedEntity,
  user: SessionUser,
): Array<Expression<SqlBool>> {
  return [scopePredicate(entity, user), hookPredicate(app, entity, user)].filter(
    (p): p is Expression<SqlBool> => p !== null,
  );
}

/** The predicates of visibleRows: the scope's, and soft-deleted rows left out. */
function visiblePredicates(
  app: HookSource,
  entity: ResolvedEntity,
  user: SessionUser,
): Array<Expression<SqlBool>> {
  const predicates = scopePredicates(app, entity, user);
  const soft = schemaKeyword(entity.schema, X_SOFT_DELETE);
  if (soft) predicates.push(sql<SqlBool>`${sql.ref(soft.column)} = ${soft.active}`);
  return predicates;
}

/**
 * Rows within the user's scope, soft-deleted ones included: what the user may learn exists (the
 * duplicate check of a non-administrator counts only these, so it reveals nothing outside).
 */
export function scopedRows(
  app: HookSource,
  db: LooseDb,
  entity: ResolvedEntity,
  user: SessionUser,
): LooseSelect {
  let query = db.selectFrom(entity.table);
  for (const predicate of scopePredicates(app, entity, user)) query = query.where(() => predicate);
  return query;
}

export function visibleRows(
  app: HookSource,
  db: LooseDb,
  entity: ResolvedEntity,
  user: SessionUser,
): LooseSelect {
  return db.selectFrom(entity.table).$call(onlyVisible(app, entity, user));
}

/**
 * visibleRows for a query over a bundled entity's typed table (the entity's x-table), so its columns
 * are checked and its values typed: `app.db.selectFrom('sys_user').$call(onlyVisible(app, users, user))`.
 */
export function onlyVisible(app: HookSource, entity: ResolvedEntity, user: SessionUser) {
  const predicates = visiblePredicates(app, entity, user);
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    predicates.reduce((q, predicate) => q.where(() => predicate), query);
}

/** Columns set from the session on insert, so a row always belongs to its creator's company/division. */
export function ownershipValues(entity: ResolvedEntity, user: SessionUser): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const kind = schemaKeyword(entity.schema, X_SCOPE);
  if (kind === 'company' || kind === 'division') values.company_id = user.companyId;
  if (kind === 'division') values.division_id = user.divisionId;
  const owner = schemaKeyword(entity.schema, X_OWNER_COLUMN);
  if (kind === 'owner' && owner && owner !== 'create_by') values[owner] = user.id;
  return values;
}
