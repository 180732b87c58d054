/**
 * One page of an entity for a user: scoped, filtered, sorted; OFFSET for shallow pages, keyset
 * seek when the request carries a cursor; exact totals when filtered, the planner's estimate for a
 * big unfiltered table; dictionary texts for the whole page in one query; for a tree list one
 * level with `hasChild` (tree-level.ts).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { encodeCursor } from '../../../../shared/query/cursor';
import type { Database } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';
import { getAllDictItems } from '../../dict/dict-cache';
import type { DictItems } from '../../dict/dict-items';
import { loose } from '../loose-db';
import type { FastifyInstance } from 'fastify';
import { entityHooks, type HookSource } from '../hooks';
import { isScoped, visibleRows, type LooseSelect } from './scope';
import { allOf, keysetAfter } from './where';
import { addFileNames } from '../../upload/file-names';
import {
  addDictTexts,
  dictCodes,
  recordOf,
  selectedFields,
  selections,
  sortKeySelections,
  sortKeyValues,
  type Row,
} from './rows';
import { levelPredicate, markHasChild, type CrudListQuery } from './tree-level';
import { compiledPageQuery, type PageInputs } from './page-query-cache';

/** Above this many rows an unfiltered count uses pg_class.reltuples instead of count(*). */
export const ESTIMATE_THRESHOLD = 100_000;

export interface ListPage {
  records: Row[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** Pass back as `cursor` to read the following page by keyset seek. */
  nextCursor: string | null;
}

export function filteredRows(
  app: HookSource,
  db: Kysely<Database>,
  entity: ResolvedEntity,
  user: SessionUser,
  query: CrudListQuery,
): LooseSelect {
  let rows = visibleRows(app, loose(db), entity, user);
  const where = allOf(query.conditions);
  if (where) rows = rows.where(() => where);
  const level = query.level;
  if (level) rows = rows.where(() => levelPredicate(level));
  if (query.selections.length > 0) rows = rows.where('id', 'in', query.selections);
  return rows;
}

/** reltuples only moves with ANALYZE and autovacuum: one look per table and database per TTL is enough. */
const ESTIMATE_TTL_MS = 10_000;
const estimates = new WeakMap<Kysely<Database>, Map<string, { rows: Promise<number>; at: number }>>();

async function queryEstimate(db: Kysely<Database>, table: string): Promise<number> {
  const result = await sql<{
    n: number | string;
  }>`select reltuples::bigint as n from pg_class where oid = to_regclass(${table})`.execute(db);
  return Number(result.rows[0]?.n ?? -1);
}

function estimatedRows(db: Kysely<Database>, table: string): Promise<number> {
  let byTable = estimates.get(db);
  if (!byTable) estimates.set(db, (byTable = new Map()));
  const cached = byTable.get(table);
  if (cached && Date.now() - cached.at < ESTIMATE_TTL_MS) return cached.rows;
  const rows = queryEstimate(db, table);
  const entry = { rows, at: Date.now() };
  byTable.set(table, entry);
  // A failed look must not stay cached.
  rows.catch(() => byTable.get(table) === entry && byTable.delete(table));
  return rows;
}

async function countRows(
  app: HookSource,
  db: Kysely<Database>,
  entity: ResolvedEntity,
  user: SessionUser,
  query: CrudListQuery,
): Promise<number> {
  const filtered =
    query.conditions.length > 0 ||
    query.selections.length > 0 ||
    query.level !== undefined ||
    isScoped(app, entity, user);
  if (!filtered) {
    const estimate = await estimatedRows(db, entity.table);
    if (estimate > ESTIMATE_THRESHOLD) return estimate;
  }
  const row = (await filteredRows(app, db, entity, user, query)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** The page query (exported for its cache's test): scoped, filtered, sorted rows with the hidden sort-key columns, from `offset` or after the cursor. */
export function buildPageRows(
  app: HookSource,
  db: Kysely<Database>,
  entity: ResolvedEntity,
  { user, query, limit, offset }: PageInputs,
): LooseSelect {
  const fields = selectedFields(entity, query.fields);
  let rows = filteredRows(app, db, entity, user, query).select([
    ...selections(fields),
    ...sortKeySelections(query.sort),
  ]);
  if (query.cursor) {
    const after = keysetAfter(query.sort, query.cursor);
    rows = rows.where(() => after);
  }
  for (const key of query.sort) rows = rows.orderBy(sql.ref(key.column), key.direction);
  rows = rows.limit(limit);
  if (offset !== null) rows = rows.offset(offset);
  return rows;
}

/** Rows of one page with the hidden sort-key columns still attached (export reuses it). */
export async function readRows(
  app: HookSource,
  db: Kysely<Database>,
  entity: ResolvedEntity,
  user: SessionUser,
  query: CrudListQuery,
  limit: number,
): Promise<Row[]> {
  const offset = !query.cursor && query.pageNo > 1 ? (query.pageNo - 1) * query.pageSize : null;
  const compiled = compiledPageQuery(app, db, entity, { user, query, limit, offset }, (inputs) =>
    buildPageRows(app, db, entity, inputs),
  );
  return (await db.executeQuery<Row>(compiled)).rows;
}

/**
 * The page's dictionaries from the per-instance dictionary cache (dict-cache.ts: refreshed by
 * refleshCache and by CRUD writes to dictionaries, at most a minute old otherwise) instead of a
 * query per list request.
 */
export async function pageDicts(db: Kysely<Database>, codes: readonly string[]): Promise<DictItems> {
  if (codes.length === 0) return {};
  const all = await getAllDictItems({ db });
  return Object.fromEntries(codes.map((code) => [code, all[code] ?? []]));
}

export async function listPage(
  app: FastifyInstance,
  db: Kysely<Database>,
  entity: ResolvedEntity,
  user: SessionUser,
  query: CrudListQuery,
  locale: 'zh-CN' | 'en-US',
): Promise<ListPage> {
  const fields = selectedFields(entity, query.fields);
  const codes = dictCodes(fields);
  const [rows, total, dicts] = await Promise.all([
    readRows(app, db, entity, user, query, query.pageSize),
    countRows(app, db, entity, user, query),
    pageDicts(db, codes),
  ]);
  const last = rows[rows.length - 1];
  const nextCursor =
    last && rows.length === query.pageSize ? encodeCursor(query.sort, sortKeyValues(last, query.sort)) : null;
  const records = rows.map((r) => recordOf(r, fields));
  addDictTexts(records, fields, dicts, locale);
  await addFileNames(db, records, fields);
  await entityHooks(app, entity.id).decorateListRows?.(loose(db), records, locale, app);
  if (query.level) await markHasChild(app, db, entity, user, query.level, records);
  return {
    records,
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
    nextCursor,
  };
}
