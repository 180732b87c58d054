/** Satisfaction surveys: the entity's hooks, its workflow actions and the routes beside its generic CRUD. */
import type { FastifyInstance } from 'fastify';
import { registerSurveyActions } from './survey-actions';
import { registerSurveyHooks } from './survey-hooks';
import surveyRoutes from './survey-routes';

export default async function surveyModule(app: FastifyInstance): Promise<void> {
  registerSurveyHooks(app);
  registerSurveyActions(app);
  await app.register(surveyRoutes);
}
