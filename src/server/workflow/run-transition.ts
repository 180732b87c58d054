/**
 * Runs one transition of a record's x-workflow, all in ONE transaction: the row is read FOR UPDATE
 * within the caller's scope (the entity's list visibility; not visible → 404), its state must be in
 * `from` (409), the guard must hold (409 guardMessage), the input must be valid (422), then the
 * actions run, the state (with the transition's `set` values and what the actions patch) is written
 * with update_by/update_time, the history row and the company's message are written; the actions'
 * after-commit work runs once the transaction is committed. A second transition of the same record
 * waits for the row lock and then sees the new state: 409, nothing written.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ResolvedEntity } from '../../shared/schema/registry';
import { schemaKeyword, X_SCOPE } from '../../shared/schema/keywords';
import { guardHolds, inFromState, stateOf } from '../../shared/workflow/available';
import { workflowOf } from '../../shared/workflow/problems';
import { resolveSetValues } from '../../shared/workflow/set-values';
import type { WorkflowDefinition, WorkflowTransition } from '../../shared/workflow/types';
import { userHasPermission } from '../auth/session-user';
import { HttpError, LocalizedHttpError } from '../http/errors';
import { MSG } from '../http/messages';
import { invalidateCachesAfterWrite } from '../modules/crud/cache-invalidation';
import { entityHooks } from '../modules/crud/hooks';
import { pageDicts } from '../modules/crud/read/list';
import { loose } from '../modules/crud/loose-db';
import { addDictTexts, dictCodes, selectedFields, selections, type Row } from '../modules/crud/read/rows';
import { visibleRows } from '../modules/crud/read/scope';
import { fieldView } from '../modules/crud/rules/field-rules';
import { problemsToErrors } from '../modules/crud/write/write';
import { toColumns } from '../modules/crud/write/columns';
import { schemaRegistry, type SchemaSource } from '../modules/schema/registry';
import { workflowAction } from './actions';
import { writeHistory } from './history';
import { WORKFLOW_MSG } from './messages';
import { notifyTransition } from './notify';
import { workflowText } from './texts';
import { normalizedTransitionInput, transitionInputProblems } from './transition-input';

export interface TransitionRequest {
  entityId: string;
  id: string;
  transition: string;
  /** The transition's input, without the id. */
  input?: Record<string, unknown>;
}

export interface ResolvedTransition {
  entity: ResolvedEntity;
  def: WorkflowDefinition;
  transition: WorkflowTransition;
}

/** The entity's workflow and the named transition; a programming error (500) when either is missing. */
export function resolveTransition(app: SchemaSource, entityId: string, name: string): ResolvedTransition {
  const entity = schemaRegistry(app).entities.get(entityId);
  const def = entity ? workflowOf(entity.schema) : undefined;
  const transition = def?.transitions.find((t) => t.name === name);
  if (!entity || !def || !transition) throw new Error(`no transition "${name}" of entity "${entityId}"`);
  return { entity, def, transition };
}

function scopedByCompany(entity: ResolvedEntity): boolean {
  const kind = schemaKeyword(entity.schema, X_SCOPE);
  return kind === 'company' || kind === 'division';
}

/** Column values of an action's patch (camelCase properties of the entity; system fields refused). */
function patchColumns(entity: ResolvedEntity, patch: Record<string, unknown>): Record<string, unknown> {
  for (const name of Object.keys(patch)) {
    const field = entity.fields.get(name);
    if (!field || field.system || field.column === null)
      throw new Error(`workflow action patch: "${name}" is not a stored property of "${entity.id}"`);
  }
  return toColumns(entity, patch);
}

async function decorate(
  request: FastifyRequest,
  entity: ResolvedEntity,
  db: ReturnType<typeof loose>,
  rows: Row[],
): Promise<void> {
  await entityHooks(request.server, entity.id).decorateRows?.(
    { app: request.server, db, user: request.user, t: (pair) => request.t(pair) },
    rows,
  );
}

/**
 * Runs the transition for the caller; answers the updated record as queryById does: the caller's
 * field view of it (crud/rules/field-rules.ts), so a field hidden from them is not in the answer. The
 * transition itself (guard, actions, notification) still sees the whole row.
 */
export async function runTransition(request: FastifyRequest, req: TransitionRequest): Promise<Row> {
  const { entity, def, transition } = resolveTransition(request.server, req.entityId, req.transition);
  const user = request.user;
  // The route checks it too; a caller from code must not skip it.
  if (!userHasPermission(user, transition.permission)) throw new LocalizedHttpError(403, MSG.forbidden);
  const input = normalizedTransitionInput(transition, req.input ?? {});
  const fields = selectedFields(entity);
  const answered = selectedFields(await fieldView(request, entity));
  const stateField = entity.fields.get(def.stateField);
  if (!stateField?.column)
    throw new Error(`x-workflow state field "${def.stateField}" of "${entity.id}" has no column`);
  const app = request.server;
  const afterCommit: Array<() => Promise<void>> = [];

  const record = await app.db.transaction().execute(async (trx) => {
    const tx = loose(trx);
    let query = visibleRows(request.server, tx, entity, user)
      .select(selections(fields))
      .where('id', '=', req.id);
    if (scopedByCompany(entity))
      query = query.select([
        sql.ref('company_id').as('companyId'),
        ...(schemaKeyword(entity.schema, X_SCOPE) === 'division'
          ? [sql.ref('division_id').as('divisionId')]
          : []),
      ]);
    const row = (await query.forUpdate().executeTakeFirst()) as Row | undefined;
    if (!row) throw new LocalizedHttpError(404, MSG.notFound);
    await decorate(request, entity, tx, [row]);

    const from = stateOf(def, row);
    if (!inFromState(transition, from)) {
      throw new HttpError(
        409,
        workflowText(request, transition.stateMessage, WORKFLOW_MSG.notAllowedInState),
      );
    }
    if (!guardHolds(transition, { record: row, user, input })) {
      throw new HttpError(
        409,
        workflowText(request, transition.guardMessage, WORKFLOW_MSG.notAllowedInState),
      );
    }
    const problems = transitionInputProblems(entity, transition, input);
    if (problems.length > 0)
      throw new HttpError(422, request.t(WORKFLOW_MSG.validation), problemsToErrors(request, problems));

    let to = transition.to;
    const now = new Date();
    const patch: Record<string, unknown> = resolveSetValues(transition.set, {
      now,
      username: user.username,
      input,
    });
    for (const name of transition.actions ?? []) {
      const action = workflowAction(request.server, name);
      // checkWorkflowActions refuses to start without it; a runtime entity may still name one.
      if (!action) throw new Error(`workflow action "${name}" is not registered`);
      const result = await action({
        trx,
        app,
        user,
        t: (pair) => request.t(pair),
        entity,
        record: row,
        input,
        transition,
        from,
      });
      if (result?.to !== undefined) to = result.to;
      if (result?.patch) Object.assign(patch, result.patch);
      if (result?.afterCommit) afterCommit.push(result.afterCommit);
    }
    if (to === undefined || !def.states.includes(to))
      throw new Error(
        `transition "${transition.name}" of "${entity.id}" has no valid target state (${String(to)})`,
      );

    await tx
      .updateTable(entity.table)
      .set({
        ...patchColumns(entity, patch),
        [stateField.column as string]: to,
        update_by: user.username,
        update_time: now,
      })
      .where('id', '=', req.id)
      .execute();
    if (def.history) {
      const note = transition.note !== undefined ? input[transition.note] : undefined;
      await writeHistory(
        trx,
        user,
        {
          entity: entity.id,
          recordId: req.id,
          transition: transition.name,
          from,
          to,
          note: typeof note === 'string' && note.trim() !== '' ? note.trim() : null,
        },
        now,
      );
    }
    if (transition.notify) {
      const companyId = typeof row.companyId === 'string' ? row.companyId : null;
      await notifyTransition(
        trx,
        transition.notify,
        { table: entity.table, companyId },
        { ...row, ...patch, ...input, [def.stateField]: to },
        { busId: req.id, sender: user.username },
      );
    }
    const updated = (await visibleRows(request.server, tx, entity, user)
      .select(selections(answered))
      .where('id', '=', req.id)
      .executeTakeFirst()) as Row | undefined;
    if (updated) await decorate(request, entity, tx, [updated]);
    return updated ?? null;
  });
  await invalidateCachesAfterWrite(app, entity.table, [req.id]);
  for (const run of afterCommit) {
    try {
      await run();
    } catch (error) {
      // The step is committed: what follows it must not turn it into an error answer.
      app.log.error(
        { err: error, entity: entity.id, transition: transition.name },
        'workflow after-commit work failed',
      );
    }
  }
  if (record) addDictTexts([record], answered, await pageDicts(app.db, dictCodes(answered)), request.locale);
  return record ?? { id: req.id };
}
