/**
 * A template stage's code must be one of the project workflow's states (the x-workflow of
 * isps_project lists every stage code a project may hold, and the history records them): another
 * code answers 422 on that column, so a project never lands in a state the engine does not know.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { workflowOf } from '../../../shared/workflow/problems';
import { registerEntityHooks, hookText, type HookContext } from '../crud/hooks';
import { schemaRegistry } from '../schema/registry';
import { PROJECT_MSG } from './messages';
import { PROJECT_ENTITY } from './project-scope';

function checkCode(ctx: HookContext, columns: Record<string, unknown>): void {
  if (!('code' in columns)) return;
  const states = workflowOf(schemaRegistry(ctx.app).entities.get(PROJECT_ENTITY)?.schema)?.states ?? [];
  if (!states.includes(String(columns.code))) {
    const message = hookText(ctx, PROJECT_MSG.stageNotAllowed);
    throw new HttpError(422, message, [{ field: 'code', message }]);
  }
}

export function registerTemplateHooks(app: FastifyInstance): void {
  registerEntityHooks(app, 'isps_stage_template_stage', {
    beforeInsert: (ctx, columns) => checkCode(ctx, columns),
    beforeUpdate: (ctx, columns) => checkCode(ctx, columns),
  });
}
