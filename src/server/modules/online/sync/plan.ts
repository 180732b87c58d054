/**
 * The sync plan: what the published entity needs of its table, as ordered steps an admin reads
 * before anything runs. CREATE TABLE (the CRUD's own DDL) when there is no table; otherwise RENAME
 * COLUMN (from the fields' names at the last sync), ADD COLUMN, type widening, SET NOT NULL (an
 * x-not-null column the table holds nullable), the destructive steps (narrowing, DROP COLUMN) and
 * CREATE [UNIQUE] INDEX (the definition's indexes and x-unique). DROP TABLE only through
 * planDropTable, for a deleted definition. Every identifier is checked (identifiers.ts) and quoted
 * by Kysely; the SQL shown is the SQL run.
 */
import type { SchemaSource } from '../../schema/registry';
import { createHash } from 'node:crypto';
import { sql, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { Database } from '../../../db/types';
import { createTableFromEntity } from '../../crud/ddl/ddl';
import { ddlStatements } from '../../crud/ddl/statements';
import { notNullColumnNames } from '../../crud/ddl/entity-columns';
import { loose, type LooseDb } from '../../crud/loose-db';
import { assertIdentifier, assertSyncableTable } from './identifiers';
import { desiredColumns, type DesiredColumn } from './desired-table';
import { readLiveTable, type LiveColumn, type LiveIndex, type LiveTable } from './live-table';
import { compareTypes, typeText, type ColumnType } from './pg-types';
import { SYNC_MSG } from './messages';
import type { MessagePair } from '../../../http/i18n';

type Db = Kysely<Database> | Transaction<Database>;

export type StepKind =
  | 'createTable'
  | 'renameColumn'
  | 'addColumn'
  | 'widenColumn'
  | 'narrowColumn'
  | 'setNotNull'
  | 'dropColumn'
  | 'createIndex'
  | 'createUniqueIndex'
  | 'dropTable';

export interface SyncStep {
  kind: StepKind;
  table: string;
  column?: string;
  from?: string;
  to?: string;
  /** The statement(s), as run (DDL has no bound values). */
  sql: string;
  destructive: boolean;
}

export interface SyncPlan {
  table: string;
  steps: SyncStep[];
}

/** A definition's index (onl_cgform_index): comma-joined column (or property) names. */
export interface DefinitionIndex {
  indexName: string;
  indexField: string;
  indexType: string;
}

export interface PlanInput {
  entity: ResolvedEntity;
  /** old column → new column, from the fields' db_field_name_old (the name at the last sync). */
  renames?: Record<string, string>;
  indexes?: DefinitionIndex[];
  /** The table as already read (readLiveTable), so a caller that inspects it first reads it once. */
  live?: LiveTable;
}

/** A definition the planner cannot turn into steps (an index naming no field): 422 with this message. */
export class PlanError extends Error {
  constructor(readonly pair: MessagePair) {
    super(pair['en-US']);
  }
}

type Runner = (trx: Transaction<Database>) => Promise<void>;
/**
 * What runs for each step, kept out of the step itself: only a plan made here can run, and a plan
 * read back from a client (JSON) runs nothing.
 */
const runners = new WeakMap<SyncStep, Runner>();

export function stepRunner(step: SyncStep): Runner | undefined {
  return runners.get(step);
}

interface Statement {
  compile(): CompiledQuery;
  execute(): Promise<unknown>;
}

function addStep(
  steps: SyncStep[],
  db: Db,
  step: Omit<SyncStep, 'sql'>,
  build: (d: LooseDb) => Statement,
): void {
  const compiled = build(loose(db)).compile();
  if (compiled.parameters.length > 0) throw new Error(`sync DDL with bound values: ${compiled.sql}`);
  const full: SyncStep = { ...step, sql: compiled.sql };
  runners.set(full, async (trx) => {
    await build(loose(trx)).execute();
  });
  steps.push(full);
}

function raw(query: ReturnType<typeof sql>, d: LooseDb): Statement {
  return { compile: () => query.compile(d), execute: () => query.execute(d) };
}

/**
 * `<table>_<suffix>` (index names are per schema, not per table; a suffix already starting with the
 * table's name is kept), or a stable hashed name when that passes PostgreSQL's 63 characters.
 */
function indexName(table: string, suffix: string): string {
  const name = suffix.startsWith(`${table}_`) ? suffix : `${table}_${suffix}`;
  if (name.length <= 63) return assertIdentifier(name);
  return assertIdentifier(
    `idx_${createHash('sha256').update(`${table}:${suffix}`).digest('hex').slice(0, 24)}`,
  );
}

interface WantedIndex {
  name: string;
  columns: string[];
  unique: boolean;
}

function wantedIndexes(
  entity: ResolvedEntity,
  desired: Map<string, DesiredColumn>,
  indexes: DefinitionIndex[],
): WantedIndex[] {
  const out: WantedIndex[] = [];
  for (const index of indexes) {
    const columns = index.indexField
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) => {
        const column = desired.has(name) ? name : entity.fields.get(name)?.column;
        if (!column || !desired.has(column))
          throw new PlanError(SYNC_MSG.unknownIndexField(index.indexName, name));
        return column;
      });
    if (columns.length === 0) throw new PlanError(SYNC_MSG.unknownIndexField(index.indexName, ''));
    out.push({
      name: indexName(entity.table, assertIdentifier(index.indexName)),
      columns,
      unique: index.indexType === 'unique',
    });
  }
  for (const field of entity.uniqueFields) {
    const column = field.column as string;
    if (out.some((w) => w.unique && w.columns.length === 1 && w.columns[0] === column)) continue;
    out.push({ name: indexName(entity.table, `${column}_key`), columns: [column], unique: true });
  }
  return out;
}

function satisfied(wanted: WantedIndex, live: LiveIndex[]): boolean {
  return live.some(
    (index) => (index.unique || !wanted.unique) && index.columns.join(',') === wanted.columns.join(','),
  );
}

function indexSteps(
  steps: SyncStep[],
  db: Db,
  table: string,
  wanted: WantedIndex[],
  live: LiveIndex[],
): void {
  for (const index of wanted) {
    if (satisfied(index, live)) continue;
    addStep(
      steps,
      db,
      {
        kind: index.unique ? 'createUniqueIndex' : 'createIndex',
        table,
        column: index.columns.join(','),
        to: index.name,
        destructive: false,
      },
      (d) => {
        const create = d.schema.createIndex(index.name).on(table).columns(index.columns);
        return index.unique ? create.unique() : create;
      },
    );
  }
}

const NUMERIC_BASES = new Set(['int2', 'int4', 'int8', 'numeric', 'float']);

/**
 * ALTER COLUMN … TYPE. Without USING, PostgreSQL converts with the assignment cast, which refuses
 * a value that does not fit (a text too long for varchar(n) fails the step, and the sync rolls
 * back); an explicit `::varchar(n)` would cut it silently. USING is written only where no
 * assignment cast exists (text to a number or a date): the cast then refuses what it cannot read.
 */
function alterType(table: string, name: string, column: DesiredColumn, from: ColumnType) {
  const to = column.type;
  const assignable =
    to.base === 'varchar' ||
    to.base === 'text' ||
    (NUMERIC_BASES.has(from.base) && NUMERIC_BASES.has(to.base));
  if (assignable)
    return sql`alter table ${sql.id(table)} alter column ${sql.id(name)} type ${column.typeSql}`;
  return sql`alter table ${sql.id(table)} alter column ${sql.id(name)} type ${column.typeSql} using ${sql.id(name)}::${column.typeSql}`;
}

export async function planSync(app: SchemaSource, db: Db, input: PlanInput): Promise<SyncPlan> {
  return planTable(db, input, assertSyncableTable(app, input.entity.table));
}

/**
 * The same plan for an entity of the schema root, whose table the sync itself refuses (system
 * prefixes): only the start-up reconcile (schema/table-reconcile.ts) asks, and it runs only the
 * additive steps.
 */
export async function planBundledTable(db: Db, input: PlanInput): Promise<SyncPlan> {
  return planTable(db, input, assertIdentifier(input.entity.table));
}

async function planTable(db: Db, input: PlanInput, table: string): Promise<SyncPlan> {
  const { entity } = input;
  const desiredList = desiredColumns(db, entity);
  const desired = new Map(desiredList.map((c) => [c.name, c]));
  const wanted = wantedIndexes(entity, desired, input.indexes ?? []);
  const live = input.live ?? (await readLiveTable(db, table));
  const steps: SyncStep[] = [];

  if (!live.exists) {
    const statements = await ddlStatements(entity);
    const step: SyncStep = { kind: 'createTable', table, sql: statements.join(';\n'), destructive: false };
    runners.set(step, (trx) => createTableFromEntity(trx, entity));
    steps.push(step);
    // The CREATE TABLE makes x-unique columns unique already; the definition's own indexes follow.
    const made: LiveIndex[] = desiredList
      .filter((c) => c.unique)
      .map((c) => ({ name: '', columns: [c.name], unique: true }));
    indexSteps(steps, db, table, wanted, made);
    return { table, steps };
  }

  // Renames first, so a renamed column is neither added under its new name nor dropped under its old.
  const columns = new Map<string, LiveColumn>(live.columns);
  const renamed = new Map<string, string>();
  for (const [from, to] of Object.entries(input.renames ?? {})) {
    assertIdentifier(from);
    assertIdentifier(to);
    const column = columns.get(from);
    if (from === to || !column || columns.has(to) || !desired.has(to)) continue;
    columns.delete(from);
    columns.set(to, { ...column, name: to });
    renamed.set(from, to);
    addStep(steps, db, { kind: 'renameColumn', table, column: to, from, to, destructive: false }, (d) =>
      d.schema.alterTable(table).renameColumn(from, to),
    );
  }

  for (const column of desiredList) {
    if (columns.has(column.name)) continue;
    // Added without NOT NULL unless the DDL gives a default: rows already there have no value (the
    // CRUD requires the field on every write); uniqueness follows as an index step.
    addStep(
      steps,
      db,
      { kind: 'addColumn', table, column: column.name, to: typeText(column.type), destructive: false },
      (d) =>
        d.schema.alterTable(table).addColumn(column.name, column.typeSql, (c) => {
          if (!column.defaultTo) return c;
          const withDefault = c.defaultTo(column.defaultTo);
          return column.notNull ? withDefault.notNull() : withDefault;
        }),
    );
  }

  for (const column of desiredList) {
    const current = columns.get(column.name);
    if (!current) continue;
    const change = compareTypes(current.type, column.type);
    if (change === 'same') continue;
    const name = column.name;
    addStep(
      steps,
      db,
      {
        kind: change === 'widen' ? 'widenColumn' : 'narrowColumn',
        table,
        column: name,
        from: typeText(current.type),
        to: typeText(column.type),
        destructive: change !== 'widen',
      },
      (d) => raw(alterType(table, name, column, current.type), d),
    );
  }

  // An x-not-null column the table holds nullable, or adds above without a DEFAULT (its rows had
  // no value), becomes NOT NULL with its DEFAULT; the start-up reconcile first checks no row holds NULL.
  const notNull = notNullColumnNames(entity);
  for (const column of desiredList) {
    if (!notNull.has(column.name)) continue;
    const current = columns.get(column.name);
    if (current ? !current.nullable : column.defaultTo !== undefined) continue;
    const name = column.name;
    const setDefault = column.defaultTo
      ? sql`alter column ${sql.id(name)} set default ${column.defaultTo}, `
      : sql``;
    addStep(
      steps,
      db,
      { kind: 'setNotNull', table, column: name, from: 'null', to: 'not null', destructive: false },
      (d) => raw(sql`alter table ${sql.id(table)} ${setDefault}alter column ${sql.id(name)} set not null`, d),
    );
  }

  for (const column of columns.values()) {
    if (desired.has(column.name)) continue;
    const name = assertIdentifier(column.name);
    addStep(
      steps,
      db,
      { kind: 'dropColumn', table, column: name, from: typeText(column.type), destructive: true },
      (d) => d.schema.alterTable(table).dropColumn(name),
    );
  }

  // PostgreSQL keeps an index on a renamed column: compare with the columns' new names.
  const liveIndexes = live.indexes.map((index) => ({
    ...index,
    columns: index.columns.map((c) => renamed.get(c) ?? c),
  }));
  indexSteps(steps, db, table, wanted, liveIndexes);
  return { table, steps };
}

/** DROP TABLE for a deleted definition (destructive: confirmed by the table's name, backed up first). */
export async function planDropTable(app: SchemaSource, db: Db, tableName: string): Promise<SyncPlan> {
  const table = assertSyncableTable(app, tableName);
  const steps: SyncStep[] = [];
  if ((await readLiveTable(db, table)).exists) {
    addStep(steps, db, { kind: 'dropTable', table, destructive: true }, (d) => d.schema.dropTable(table));
  }
  return { table, steps };
}

/** The name an admin types to confirm a destructive step: the column, or the table for DROP TABLE. */
export function confirmationName(step: SyncStep): string {
  return step.kind === 'dropTable' || !step.column ? step.table : step.column;
}
