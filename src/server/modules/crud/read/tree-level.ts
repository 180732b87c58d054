/**
 * Tree lists (a page's `tree` option, schemas/meta/page.schema.json): the client asks for one level
 * with `pidField=<parent property>&pid=<parent id>` (empty pid = the roots, parent null or ''), and
 * each answered record says whether it has children (`hasChild`), found for the whole page in one
 * query. With any filter the list answers the matches flat: parse.ts then drops the level.
 */
import { sql, type Expression, type SqlBool, type Kysely } from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { ListQuery } from '../../../../shared/query/ast';
import { queryErrors } from '../../../../shared/query/errors';
import type { Database } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';
import { loose } from '../loose-db';
import type { HookSource } from '../hooks';
import { visibleRows } from './scope';
import type { Row } from './rows';

export interface TreeLevel {
  /** The parent column, from the registered entity (never from the request). */
  column: string;
  /** The parent id of the level; null for the roots. */
  parent: string | null;
}

/** A list query that may be restricted to one level of a tree. */
export interface CrudListQuery extends ListQuery {
  level?: TreeLevel;
}

export const TREE_PARAMS = ['pid', 'pidField'] as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The level asked for by `pidField`/`pid`, or null when the request asks for no level. */
export function parseTreeLevel(entity: ResolvedEntity, pidField: unknown, pid: unknown): TreeLevel | null {
  if (pidField === undefined && pid === undefined) return null;
  if (typeof pidField !== 'string') throw queryErrors.badValue('pidField');
  const field = entity.fields.get(pidField);
  if (
    !field ||
    !field.readable ||
    !field.filterable ||
    field.column === null ||
    field.schema.type !== 'string'
  ) {
    throw queryErrors.unknown(`pidField=${pidField}`);
  }
  if (pid !== undefined && typeof pid !== 'string') throw queryErrors.repeated('pid');
  if (pid !== undefined && pid !== '' && !ID_PATTERN.test(pid)) throw queryErrors.badValue('pid');
  return { column: field.column, parent: pid === undefined || pid === '' ? null : pid };
}

export function levelPredicate(level: TreeLevel): Expression<SqlBool> {
  const column = sql.ref(level.column);
  return level.parent === null
    ? sql<SqlBool>`(${column} is null or ${column} = '')`
    : sql<SqlBool>`${column} = ${level.parent}`;
}

/** Marks every record `hasChild` with one query over the page's ids (children the user may see). */
export async function markHasChild(
  app: HookSource,
  db: Kysely<Database>,
  entity: ResolvedEntity,
  user: SessionUser,
  level: TreeLevel,
  records: Row[],
): Promise<void> {
  const ids = records.map((r) => r.id).filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return;
  const parents = (await visibleRows(app, loose(db), entity, user)
    .select(sql.ref(level.column).as('parent'))
    .where(sql.ref(level.column), 'in', ids)
    .distinct()
    .execute()) as Array<{ parent: string }>;
  const withChildren = new Set(parents.map((p) => p.parent));
  for (const record of records) record.hasChild = withChildren.has(String(record.id));
}
