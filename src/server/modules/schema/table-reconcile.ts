/**
 * At start, after the migrations and before the seed: the table of every entity of the schema root
 * follows its entity, so a new screen needs no migration of its own. The online sync's planner
 * (online/sync/plan.ts, the CRUD's own DDL) says what the table lacks, and only its additive steps
 * run: a missing table is created, missing columns and unique indexes are added, and a column whose
 * declared type grew since the last reconcile (varchar(50) → varchar(100)) is widened, and an
 * x-not-null column the table holds nullable becomes NOT NULL (with its DEFAULT) when no row holds
 * NULL there. What would lose or refuse data is refused instead, and the app does not start: a
 * column the entity declared at the last reconcile (sys_entity_state) and no longer does, any other
 * change of a column's declared type, a unique column over duplicate values, an x-not-null column
 * over NULLs (or added without a default to a table with rows), a table the entity no longer names.
 * A data migration settles those; the reconcile then records the new state. One transaction under
 * the migrator's lock: two instances starting at once apply each change once. A start with the same
 * migrations and entities as the last reconcile does nothing (reconcile-digest.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { MIGRATION_LOCK_ID } from '../../db/migrate';
import type { Database } from '../../db/types';
import { desiredColumns, type DesiredColumn } from '../online/sync/desired-table';
import { readLiveTable, type LiveTable } from '../online/sync/live-table';
import { compareTypes, typeText } from '../online/sync/pg-types';
import { planBundledTable, stepRunner, type StepKind, type SyncStep } from '../online/sync/plan';
import { bundledEntities } from './registry';
import { desiredDigest, readReconciledDigest, writeReconciledDigest } from './reconcile-digest';
import { readEntityStates, sameState, writeEntityState, type EntityState } from './table-state';

/**
 * The steps that only add (plus widenings, chosen per column, and SET NOT NULL once no row holds
 * NULL): the rest is refused or left alone.
 */
const ADDITIVE: ReadonlySet<StepKind> = new Set([
  'createTable',
  'addColumn',
  'createIndex',
  'createUniqueIndex',
]);

const DATA_MIGRATION =
  'write a migration (src/server/db/migrations) that moves the data and changes the table, then start again';
const FILL_MIGRATION = 'write a migration (src/server/db/migrations) that fills the column, then start again';

/** The start is refused: each problem names the entity, the table's column and what to do. */
export class EntityTableRefused extends Error {
  constructor(readonly problems: string[]) {
    super(
      `the tables of these entities cannot follow their schema without losing or refusing data:\n${problems
        .map((p) => `- ${p}`)
        .join('\n')}`,
    );
  }
}

export interface ReconcileOptions {
  /** One line per change applied (default console.info). */
  log?: (message: string) => void;
}

interface Applied {
  entity: ResolvedEntity;
  step: SyncStep;
}

/**
 * Columns whose declared type changed since the last reconcile (the table not changed to it yet),
 * with what the change is: a widening (no value lost or refused) runs, anything else is refused.
 * A column never recorded keeps the type its migration gave it.
 */
function typeChanges(
  columns: DesiredColumn[],
  recorded: EntityState | undefined,
  live: LiveTable,
): Map<string, 'widen' | 'narrow'> {
  const changes = new Map<string, 'widen' | 'narrow'>();
  for (const column of columns) {
    const before = recorded?.columns[column.name];
    const current = live.columns.get(column.name);
    if (before === undefined || before === typeText(column.type) || !current) continue;
    const change = compareTypes(current.type, column.type);
    if (change !== 'same') changes.set(column.name, change);
  }
  return changes;
}

/** What the entity asks of its table that the reconcile does not do by itself. */
function refusals(
  entity: ResolvedEntity,
  state: EntityState,
  recorded: EntityState | undefined,
  live: LiveTable,
  oldTableExists: boolean,
  changes: Map<string, 'widen' | 'narrow'>,
  /** Columns another entity over the same table declares (cust_account presents sys_user rows). */
  sharedColumns: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const name = `entity "${entity.id}"`;
  if (recorded && recorded.table !== state.table && oldTableExists) {
    problems.push(
      `${name} now names table ${state.table}; its rows are in ${recorded.table}: rename the table in a migration, then start again`,
    );
  }
  if (!recorded || recorded.table !== state.table || !live.exists) return problems;
  for (const column of Object.keys(recorded.columns)) {
    const current = live.columns.get(column);
    if (!current) continue;
    const wanted = state.columns[column];
    if (wanted === undefined && !sharedColumns.has(column)) {
      problems.push(
        `${name}: column ${state.table}.${column} is no longer declared and would be dropped with its data; ${DATA_MIGRATION}`,
      );
    } else if (changes.get(column) === 'narrow') {
      problems.push(
        `${name}: column ${state.table}.${column} changes type from ${typeText(current.type)} to ${wanted}, which could cut or refuse values; ${DATA_MIGRATION}`,
      );
    }
  }
  return problems;
}

async function rowCount(trx: Transaction<Database>, table: string, nullColumn?: string): Promise<number> {
  const where = nullColumn === undefined ? sql`` : sql` where ${sql.id(nullColumn)} is null`;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(table)}${where}`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The plan's SET NOT NULL steps that rows would refuse: a column holding NULLs, or a column added
 * without a default to a table that has rows (they would hold NULL).
 */
async function notNullRefusals(
  trx: Transaction<Database>,
  entity: ResolvedEntity,
  steps: SyncStep[],
  live: LiveTable,
): Promise<string[]> {
  const problems: string[] = [];
  for (const step of steps) {
    if (step.kind !== 'setNotNull' || step.column === undefined) continue;
    const at = `entity "${entity.id}": column ${step.table}.${step.column}`;
    if (live.columns.has(step.column)) {
      const nulls = await rowCount(trx, step.table, step.column);
      if (nulls > 0)
        problems.push(`${at} is declared x-not-null but holds NULL in ${nulls} row(s); ${FILL_MIGRATION}`);
    } else {
      const rows = await rowCount(trx, step.table);
      if (rows > 0)
        problems.push(
          `${at} is new and declared x-not-null without a default, but the table's ${rows} row(s) would hold NULL; give the property a default, or ${FILL_MIGRATION}`,
        );
    }
  }
  return problems;
}

async function viewNames(trx: Transaction<Database>): Promise<Set<string>> {
  const views = await sql<{ table_name: string }>`
    select table_name from information_schema.views where table_schema = current_schema()`.execute(trx);
  return new Set(views.rows.map((row) => row.table_name));
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

async function runStep(trx: Transaction<Database>, entity: ResolvedEntity, step: SyncStep): Promise<void> {
  const run = stepRunner(step);
  if (!run) throw new Error(`step ${step.kind} of ${step.table} was not made by the planner`);
  try {
    await run(trx);
  } catch (error) {
    if (step.kind === 'createUniqueIndex' && isUniqueViolation(error)) {
      throw new EntityTableRefused([
        `entity "${entity.id}": column ${step.table}.${step.column ?? ''} is declared unique (x-unique) but holds duplicate values; ${DATA_MIGRATION}`,
      ]);
    }
    throw error;
  }
}

/**
 * Entity by entity (one after another: two entities over one table see each other's columns), the
 * refusals, then the plan's steps and the new state. After a first refusal nothing more runs; every
 * refusal is still collected, and the transaction is rolled back with all of them.
 */
async function reconcileAll(
  trx: Transaction<Database>,
  entities: readonly ResolvedEntity[],
  applied: Applied[],
): Promise<void> {
  const recordedStates = await readEntityStates(trx);
  const views = await viewNames(trx);
  const problems: string[] = [];
  const columnsOf = new Map(entities.map((e) => [e.id, desiredColumns(trx, e)]));
  for (const entity of entities) {
    // A read-only entity over a view (made by its migration) has no table to follow it.
    if (views.has(entity.table)) continue;
    const live = await readLiveTable(trx, entity.table);
    const columns = columnsOf.get(entity.id) ?? [];
    const state: EntityState = {
      table: entity.table,
      columns: Object.fromEntries(columns.map((c) => [c.name, typeText(c.type)])),
    };
    const recorded = recordedStates.get(entity.id);
    const oldTableExists =
      recorded !== undefined &&
      recorded.table !== entity.table &&
      (await readLiveTable(trx, recorded.table)).exists;
    const changes = typeChanges(columns, recorded, live);
    const shared = new Set(
      entities
        .filter((other) => other.table === entity.table && other !== entity)
        .flatMap((other) => (columnsOf.get(other.id) ?? []).map((c) => c.name)),
    );
    problems.push(...refusals(entity, state, recorded, live, oldTableExists, changes, shared));
    if (problems.length > 0) continue;
    const plan = await planBundledTable(trx, { entity, live });
    const steps = plan.steps.filter(
      (s) =>
        ADDITIVE.has(s.kind) ||
        s.kind === 'setNotNull' ||
        (s.kind === 'widenColumn' && s.column !== undefined && changes.get(s.column) === 'widen'),
    );
    problems.push(...(await notNullRefusals(trx, entity, steps, live)));
    if (problems.length > 0) continue;
    for (const step of steps) {
      await runStep(trx, entity, step);
      applied.push({ entity, step });
    }
    if (!sameState(recorded, state)) await writeEntityState(trx, entity.id, state);
  }
  if (problems.length > 0) throw new EntityTableRefused(problems);
}

/** Brings every table of the schema root's entities up to its entity; answers the steps applied. */
export async function reconcileEntityTables(
  db: Kysely<Database>,
  options: ReconcileOptions = {},
): Promise<SyncStep[]> {
  const log = options.log ?? ((message: string) => console.info(message));
  const applied: Applied[] = [];
  const entities = bundledEntities();
  const digest = desiredDigest(db, entities);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(trx);
    // Nothing changed since the last reconcile: the start skips reading every table (about a second
    // on the embedded database).
    if ((await readReconciledDigest(trx)) === digest) return;
    await reconcileAll(trx, entities, applied);
    await writeReconciledDigest(trx, digest);
  });
  // Logged once committed: a refused or failed start applied nothing.
  for (const { entity, step } of applied) {
    const column = step.column ? `.${step.column}` : '';
    log(`entity "${entity.id}": ${step.kind} ${step.table}${column}`);
  }
  return applied.map((a) => a.step);
}
