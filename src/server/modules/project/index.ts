/**
 * Projects and their stages, stage templates, acceptance notices and team evaluations.
 * Lists and forms are the entities' generic CRUD; the advance/back transitions are the project
 * entity's x-workflow (src/server/workflow/), whose target stage the actions registered here choose.
 */
import type { FastifyInstance } from 'fastify';
import { registerWorkflowAction } from '../../workflow/actions';
import { registerDownloadGrant } from '../upload/download-grants';
import { createProjectsForApply } from './create-projects';
import { registerEvaluationHooks } from './evaluation-hooks';
import evaluationRoutes from './evaluation-routes';
import { registerNoticeHooks } from './notice-hooks';
import noticeRoutes, { noticeDownloadGrant } from './notice-routes';
import { registerProjectHooks } from './project-hooks';
import { ADVANCE_ACTION, advanceProjectStage, BACK_ACTION, backProjectStage } from './stage-actions';
import { registerTemplateHooks } from './template-hooks';

/** The accept transition of isps_apply names this action (W1's x-workflow). */
export const CREATE_PROJECTS_ACTION = 'createProjects';

export default async function projectModule(app: FastifyInstance): Promise<void> {
  registerProjectHooks(app);
  registerTemplateHooks(app);
  registerNoticeHooks(app);
  registerEvaluationHooks(app);
  registerDownloadGrant(app, noticeDownloadGrant);
  registerWorkflowAction(app, ADVANCE_ACTION, advanceProjectStage);
  registerWorkflowAction(app, BACK_ACTION, backProjectStage);
  registerWorkflowAction(app, CREATE_PROJECTS_ACTION, async ({ trx, user, record, input }) => {
    await createProjectsForApply(trx, { apply: record, user, input });
  });
  await app.register(noticeRoutes);
  await app.register(evaluationRoutes);
}
