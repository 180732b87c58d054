/**
 * The query of a resolved report, built with Kysely: every source is the entity's visible rows for
 * the user (crud/read/scope.ts visibleRows: the same scope, row hooks and soft delete as the entity's
 * list), joined along the declared relation; every identifier comes from the registered schemas
 * (resolve.ts), every value is a bound parameter coerced to the field's type (a value that is not
 * of that type matches nothing). Grouping, totals and paging wrap the result as a sub-query.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';
import type { ResolvedField } from '../../../../shared/schema/registry';
import type { ResolvedColumn, ResolvedReport } from '../../../../shared/online-report/resolve';
import { PARAM_PREFIX } from '../../../../shared/online-report/types';
import { loose } from '../../crud/loose-db';
import type { HookSource } from '../../crud/hooks';
import { visibleRows, type LooseSelect } from '../../crud/read/scope';

export type QueryParams = Record<string, unknown>;

const NOTHING: Expression<SqlBool> = sql<SqlBool>`false`;
/** Longest search text taken (a longer one cannot match a stored value of ours anyway). */
const MAX_TEXT = 200;

function firstString(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** The value as the field stores it, or undefined when it cannot be one. */
function coerce(field: ResolvedField, raw: string): unknown {
  const { type, format } = field.schema;
  if (type === 'integer') return /^-?\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  if (type === 'number') return /^-?\d{1,15}(\.\d{1,6})?$/.test(raw) ? Number(raw) : undefined;
  if (type === 'boolean')
    return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
  if (format === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined;
  if (format === 'date-time') return Number.isNaN(Date.parse(raw)) ? undefined : new Date(raw).toISOString();
  return raw.length <= MAX_TEXT ? raw : undefined;
}

type Source = NonNullable<ResolvedColumn['source']>;

function ref(source: Source) {
  return sql.ref(`${source.sqlAlias}.${source.column}`);
}

function equals(source: Source, raw: string): Expression<SqlBool> {
  const value = coerce(source.field, raw);
  return value === undefined ? NOTHING : sql<SqlBool>`${ref(source)} = ${value}`;
}

/** A text without a dictionary matches by containment (LIKE wildcards in the value are literal). */
function matches(source: Source, raw: string, dict: boolean): Expression<SqlBool> {
  const plainText = source.field.schema.type === 'string' && !source.field.schema.format && !dict;
  if (!plainText) return equals(source, raw);
  if (raw.length > MAX_TEXT) return NOTHING;
  const pattern = `%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${ref(source)} ilike ${pattern}`;
}

function bound(source: Source, raw: string, op: '>=' | '<='): Expression<SqlBool> {
  const value = coerce(source.field, raw);
  return value === undefined ? NOTHING : sql<SqlBool>`${ref(source)} ${sql.raw(op)} ${value}`;
}

/** The conditions of a request: the report's parameters (self_<name> or default) and search fields. */
export function conditions(report: ResolvedReport, params: QueryParams): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  for (const p of report.params) {
    const raw =
      firstString(params[`${PARAM_PREFIX}${p.name}`]) ??
      (p.default !== undefined ? String(p.default) : undefined);
    if (raw !== undefined) out.push(equals(p.source, raw));
  }
  const byKey = new Map(report.columns.map((c) => [c.key, c]));
  for (const s of report.definition.search ?? []) {
    const column = byKey.get(s.key);
    if (!column?.source) continue;
    if (s.mode === 'range') {
      const begin = firstString(params[`${s.key}_begin`]);
      const end = firstString(params[`${s.key}_end`]);
      if (begin !== undefined) out.push(bound(column.source, begin, '>='));
      if (end !== undefined) out.push(bound(column.source, end, '<='));
    } else {
      const raw = firstString(params[s.key]);
      if (raw !== undefined) out.push(matches(column.source, raw, column.dict !== undefined));
    }
  }
  return out;
}

function aggregateOf(column: ResolvedColumn) {
  const { source } = column;
  switch (column.aggregate) {
    case 'count':
      return source ? sql`count(${ref(source)})::int` : sql`count(*)::int`;
    case 'sum':
      return sql`coalesce(sum(${ref(source as Source)}), 0)`;
    default:
      return sql`avg(${ref(source as Source)})`;
  }
}

/** The report's rows for the user, before sorting and paging: one column per report column key. */
export function reportRows(
  app: HookSource,
  db: Kysely<Database>,
  report: ResolvedReport,
  user: SessionUser,
  params: QueryParams,
): LooseSelect {
  const ldb = loose(db);
  const [base, ...joins] = report.sources;
  if (!base) throw new Error('a report has a base entity');
  let query: LooseSelect = ldb.selectFrom(
    visibleRows(app, ldb, base.entity, user).selectAll().as(base.sqlAlias),
  );
  for (const source of joins) {
    const join = source.join;
    if (!join) continue;
    const rows = visibleRows(app, ldb, source.entity, user).selectAll().as(source.sqlAlias);
    query = query.leftJoin(rows, `${source.sqlAlias}.${join.column}`, `${join.from}.${join.fromColumn}`);
  }
  for (const condition of conditions(report, params)) query = query.where(() => condition);
  if (report.grouped) {
    for (const column of report.columns) {
      if (!column.aggregate && column.source) query = query.groupBy(ref(column.source));
    }
  }
  return query.select(
    report.columns.map((column) =>
      (column.aggregate ? aggregateOf(column) : ref(column.source as Source)).as(column.key),
    ),
  );
}

export interface SortKey {
  key: string;
  order: 'asc' | 'desc';
}

/** The request's sort (`column`, `order`) when it names a column, else the definition's. */
export function sortOf(report: ResolvedReport, params: QueryParams): SortKey[] {
  const keys = new Set(report.columns.map((c) => c.key));
  const asked = firstString(params.column);
  if (asked && keys.has(asked))
    return [{ key: asked, order: firstString(params.order) === 'asc' ? 'asc' : 'desc' }];
  return (report.definition.sort ?? []).map((s) => ({ key: s.key, order: s.order ?? 'asc' }));
}

export function orderedRows(
  app: HookSource,
  db: Kysely<Database>,
  report: ResolvedReport,
  user: SessionUser,
  params: QueryParams,
): LooseSelect {
  let query: LooseSelect = loose(db)
    .selectFrom(reportRows(app, db, report, user, params).as('r'))
    .selectAll();
  for (const s of sortOf(report, params)) query = query.orderBy(sql.ref(`r.${s.key}`), s.order);
  // A stable order for paging when the sort keys tie.
  for (const c of report.columns) query = query.orderBy(sql.ref(`r.${c.key}`));
  return query;
}

export async function countRows(
  app: HookSource,
  db: Kysely<Database>,
  report: ResolvedReport,
  user: SessionUser,
  params: QueryParams,
): Promise<number> {
  const row = (await loose(db)
    .selectFrom(reportRows(app, db, report, user, params).as('r'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst()) as { n: number } | undefined;
  return Number(row?.n ?? 0);
}

/** Sums of the columns marked total over every row of the result (not only the page). */
export async function totals(
  app: HookSource,
  db: Kysely<Database>,
  report: ResolvedReport,
  user: SessionUser,
  params: QueryParams,
): Promise<Record<string, number> | undefined> {
  const columns = report.columns.filter((c) => c.total);
  if (columns.length === 0) return undefined;
  const row = (await loose(db)
    .selectFrom(reportRows(app, db, report, user, params).as('r'))
    .select(columns.map((c) => sql`coalesce(sum(${sql.ref(`r.${c.key}`)}), 0)`.as(c.key)))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return Object.fromEntries(columns.map((c) => [c.key, Number(row?.[c.key] ?? 0)]));
}

/** Numbers Postgres answers as text (numeric, bigint) become numbers. */
export function numericValues(report: ResolvedReport, rows: Array<Record<string, unknown>>): void {
  const numeric = report.columns.filter((c) => c.numeric);
  for (const row of rows) {
    for (const c of numeric) {
      const v = row[c.key];
      if (typeof v === 'string' && v !== '') row[c.key] = Number(v);
    }
  }
}
