/**
 * The CRUD edit of an x-workflow entity with `editableIn`: the record's state, read FOR UPDATE (a
 * transition of the same record waits), must be one of those states, else 409 with the workflow's
 * `editMessage`.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { editableInState } from '../../../../shared/workflow/available';
import { workflowOf } from '../../../../shared/workflow/problems';
import { HttpError, LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import { WORKFLOW_MSG } from '../../../workflow/messages';
import { workflowText } from '../../../workflow/texts';
import type { LooseDb } from '../loose-db';
import { visibleRows } from '../read/scope';

export async function refuseEditOutsideStates(
  request: FastifyRequest,
  db: LooseDb,
  entity: ResolvedEntity,
  id: string,
): Promise<void> {
  const def = workflowOf(entity.schema);
  const column = def ? entity.fields.get(def.stateField)?.column : undefined;
  if (!def?.editableIn || !column) return;
  const row = (await visibleRows(request.server, db, entity, request.user)
    .select(sql.ref(column).as('state'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()) as { state: unknown } | undefined;
  if (!row) throw new LocalizedHttpError(404, MSG.notFound);
  if (!editableInState(def, { [def.stateField]: row.state }))
    throw new HttpError(409, workflowText(request, def.editMessage, WORKFLOW_MSG.notAllowedInState));
}
