/**
 * The workflow engine's module: refuses to start when an x-workflow transition names an action no
 * module registered (checked once every module has registered its actions). The routes are added
 * per entity with the CRUD routes (routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { schemaRegistry } from '../modules/schema/registry';
import { unknownWorkflowActions } from './actions';

export {
  registerWorkflowAction,
  type WorkflowAction,
  type WorkflowActionContext,
  type WorkflowActionResult,
} from './actions';
export { resolveTransition, runTransition, type TransitionRequest } from './run-transition';
export { doneMessage } from './texts';

export default async function workflowModule(app: FastifyInstance): Promise<void> {
  app.addHook('onReady', async () => {
    const missing = unknownWorkflowActions(app, schemaRegistry(app).entities.values());
    if (missing.length > 0) throw new Error(`Unknown workflow actions:\n${missing.join('\n')}`);
  });
}
