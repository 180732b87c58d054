/**
 * Team evaluations (isps_evaluation): once per project, by a customer of the project's company,
 * only after the project has passed its on-site audit stage (the stage its template flags
 * onsite_audit, stage2 in the management-system template): before → 409, twice → 409 (also the
 * unique project_id), another company's project → 404, staff → 403. The record takes the
 * project's company and division, so its division's staff read it.
 */
import type { FastifyInstance } from 'fastify';
import { LocalizedHttpError } from '../../http/errors';
import { registerEntityHooks, type HookContext } from '../crud/hooks';
import { typed } from '../crud/loose-db';
import type { Database } from '../../db/types';
import type { Transaction } from 'kysely';
import { PROJECT_MSG } from './messages';
import { isAfterStage, loadProjectStageView } from './project-stage';
import { isCustomer, visibleProject } from './project-scope';

export const EVALUATION_ENTITY = 'isps_evaluation';

async function beforeInsert(ctx: HookContext, columns: Record<string, unknown>): Promise<void> {
  if (!isCustomer(ctx.user)) throw new LocalizedHttpError(403, PROJECT_MSG.evaluationCustomerOnly);
  const project = await visibleProject(ctx.app, typed(ctx.db), ctx.user, columns.project_id);
  // Lock the project row: its stage cannot move back while the evaluation is written.
  await ctx.db.selectFrom('isps_project').select('id').where('id', '=', project.id).forUpdate().execute();
  const view = await loadProjectStageView(ctx.db as Transaction<Database>, project.id);
  if (!view || !isAfterStage(view, 'onsite_audit'))
    throw new LocalizedHttpError(409, PROJECT_MSG.evaluationTooEarly);
  const exists = await ctx.db
    .selectFrom('isps_evaluation')
    .select('id')
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  if (exists) throw new LocalizedHttpError(409, PROJECT_MSG.evaluationTwice);
  Object.assign(columns, {
    company_id: project.company_id,
    division_id: project.division_id,
    project_name: project.project_name,
  });
}

export function registerEvaluationHooks(app: FastifyInstance): void {
  registerEntityHooks(app, EVALUATION_ENTITY, { beforeInsert });
}
