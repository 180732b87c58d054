/**
 * Writes of the generic CRUD: validated with the entity's compiled ajv document (all field errors
 * at once, unknown and read-only fields refused), x-unique and x-check-rule checked inside the transaction,
 * x-protected rows refused, row scope enforced through `visibleRows` (another company's id is 404).
 */
import jsonLogic from 'json-logic-js';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { entityValidator, type FieldProblem, type WriteMode } from '../../../../shared/schema/validate';
import type { Database } from '../../../db/types';
import { newId } from '../../../db/ids';
import { HttpError, LocalizedHttpError } from '../../../http/errors';
import { loose, type LooseDb } from '../loose-db';
import { ownershipValues, visibleRows } from '../read/scope';
import { entityHooks, type HookContext } from '../hooks';
import { CRUD_MSG } from '../messages';
import { invalidateCachesAfterWrite } from '../cache-invalidation';
import { selectedFields, selections, type Row } from '../read/rows';
import { columnLimitProblems } from './column-limits';
import { checkFieldRules } from '../rules/field-check-rules';
import { deleteSubRowsOf, takeSubTables, writeSubTables } from './sub-tables';
// Uploads whose paths a record stores stop being temporary (quota, cleanup).
import { markReferenced } from '../../upload/temp-files';
import { schemaKeyword, X_PROTECTED, X_SOFT_DELETE } from '../../../../shared/schema/keywords';
import { clearedAsNull } from '../../../../shared/schema/writable-fields';
import { workflowOf } from '../../../../shared/workflow/problems';
import { hashStoredSecrets } from './stored-secrets';
import { fillDefaultVariables } from './default-vars';
import { checkUnique, toColumns, type Input } from './columns';
import { refuseEditOutsideStates } from './workflow-edit';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The request body as an object, a cleared input read as null (the shared write rule). */
export function normalizeInput(body: unknown): Input {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return clearedAsNull(body as Record<string, unknown>);
}

export function problemsToErrors(request: FastifyRequest, problems: FieldProblem[]) {
  return problems.map((p) => ({ field: p.field, message: request.t(p.message) }));
}

export function validateInput(
  request: FastifyRequest,
  entity: ResolvedEntity,
  input: Input,
  mode: WriteMode,
): void {
  const problems = [...entityValidator(entity, mode)(input), ...columnLimitProblems(entity, input)];
  if (problems.length > 0)
    throw new HttpError(
      422,
      request.t({ 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' }),
      problemsToErrors(request, problems),
    );
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Runs a write; a unique violation that slipped past the check (a race) is still a 409. */
async function guarded<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, request.t(CRUD_MSG.duplicate));
    throw error;
  }
}

export function parseIds(request: FastifyRequest, raw: unknown): string[] {
  if (typeof raw !== 'string') throw new HttpError(400, request.t(CRUD_MSG.badIds));
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
  if (ids.length === 0) throw new HttpError(400, request.t(CRUD_MSG.selectOne));
  if (ids.length > 1000 || ids.some((id) => !ID.test(id)))
    throw new HttpError(400, request.t(CRUD_MSG.badIds));
  return ids;
}

/** Visible rows of these ids, as client-shaped rows (x-protected rules read them). 404 if any is missing. */
export async function visibleByIds(
  request: FastifyRequest,
  db: LooseDb,
  entity: ResolvedEntity,
  ids: string[],
): Promise<Row[]> {
  const fields = selectedFields(entity);
  const rows = (await visibleRows(request.server, db, entity, request.user)
    .select(selections(fields))
    .where('id', 'in', ids)
    .execute()) as Row[];
  if (rows.length !== ids.length)
    throw new LocalizedHttpError(404, { 'zh-CN': '未找到对应数据', 'en-US': 'Record not found' });
  await entityHooks(request.server, entity.id).decorateRows?.(context(request, db), rows);
  return rows;
}

export function refuseProtected(request: FastifyRequest, entity: ResolvedEntity, rows: Row[]): void {
  const rule = schemaKeyword(entity.schema, X_PROTECTED);
  if (!rule) return;
  for (const row of rows) {
    if (jsonLogic.apply(rule.when as jsonLogic.RulesLogic, row)) {
      const m = rule.message;
      throw new HttpError(403, typeof m === 'string' ? m : request.t(m));
    }
  }
}

/** A new record of an x-workflow entity starts in the initial state (clients never write the state field). */
export function initialState(entity: ResolvedEntity): Record<string, unknown> {
  const def = workflowOf(entity.schema);
  const column = def ? entity.fields.get(def.stateField)?.column : undefined;
  return def && column ? { [column]: def.initial } : {};
}

function context(request: FastifyRequest, db: LooseDb): HookContext {
  return { app: request.server, db, user: request.user, t: (pair) => request.t(pair) };
}

export async function addRecord(
  request: FastifyRequest,
  entity: ResolvedEntity,
  body: unknown,
): Promise<string> {
  const input = normalizeInput(body);
  // Sub table rows (x-sub-tables) are validated by their own entity, inside the transaction.
  const subTables = await takeSubTables(request, entity, input);
  validateInput(request, entity, input, 'add');
  await hashStoredSecrets(entity, input, 'add');
  const db: Kysely<Database> = request.server.db;
  const created = await guarded(request, () =>
    db.transaction().execute(async (trx) => {
      const tx = loose(trx);
      await checkUnique(request, tx, entity, input, null);
      await checkFieldRules(request, trx, entity, input);
      const id = newId();
      const columns = {
        ...toColumns(entity, input),
        ...ownershipValues(entity, request.user),
        ...initialState(entity),
        id,
        create_by: request.user.username,
      };
      await fillDefaultVariables(request, entity, input, columns, trx);
      await entityHooks(request.server, entity.id).beforeInsert?.(context(request, tx), columns, input);
      await tx.insertInto(entity.table).values(columns).execute();
      await markReferenced(trx, entity, columns);
      await entityHooks(request.server, entity.id).afterInsert?.(context(request, tx), id, input);
      await writeSubTables(request, tx, subTables, id);
      return id;
    }),
  );
  await invalidateCachesAfterWrite(request.server, entity.table, [created]);
  return created;
}

export async function editRecord(
  request: FastifyRequest,
  entity: ResolvedEntity,
  body: unknown,
): Promise<void> {
  const input = normalizeInput(body);
  const subTables = await takeSubTables(request, entity, input);
  validateInput(request, entity, input, 'edit');
  await hashStoredSecrets(entity, input, 'edit');
  const id = String(input.id);
  const db: Kysely<Database> = request.server.db;
  await guarded(request, () =>
    db.transaction().execute(async (trx) => {
      const tx = loose(trx);
      refuseProtected(request, entity, await visibleByIds(request, tx, entity, [id]));
      await refuseEditOutsideStates(request, tx, entity, id);
      await checkUnique(request, tx, entity, input, id);
      await checkFieldRules(request, trx, entity, input);
      const columns: Record<string, unknown> = {
        ...toColumns(entity, input),
        update_by: request.user.username,
        update_time: new Date(),
      };
      await entityHooks(request.server, entity.id).beforeUpdate?.(context(request, tx), columns, input, id);
      await tx.updateTable(entity.table).set(columns).where('id', '=', id).execute();
      await markReferenced(trx, entity, columns);
      await entityHooks(request.server, entity.id).afterUpdate?.(context(request, tx), id, input);
      await writeSubTables(request, tx, subTables, id);
    }),
  );
  await invalidateCachesAfterWrite(request.server, entity.table, [id]);
}

export async function deleteRecords(
  request: FastifyRequest,
  entity: ResolvedEntity,
  ids: string[],
): Promise<void> {
  const db: Kysely<Database> = request.server.db;
  await db.transaction().execute(async (trx) => {
    const tx = loose(trx);
    refuseProtected(request, entity, await visibleByIds(request, tx, entity, ids));
    await entityHooks(request.server, entity.id).beforeDelete?.(context(request, tx), ids);
    await deleteSubRowsOf(request, tx, entity, ids);
    const soft = schemaKeyword(entity.schema, X_SOFT_DELETE);
    if (soft) {
      await tx
        .updateTable(entity.table)
        .set({ [soft.column]: soft.deleted, update_by: request.user.username, update_time: new Date() })
        .where('id', 'in', ids)
        .execute();
    } else {
      await tx.deleteFrom(entity.table).where('id', 'in', ids).execute();
    }
    await entityHooks(request.server, entity.id).afterDelete?.(context(request, tx), ids);
  });
  await invalidateCachesAfterWrite(request.server, entity.table, ids);
}
