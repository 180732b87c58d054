/**
 * Online reports (R10): the report definitions are the generic CRUD of entity
 * onl_cgreport_head (/online/cgreport/head, codes online:cgreport:list|add|edit|delete) with the
 * checks of report-hooks.ts; the cgreport API is report-routes.ts; the base-entity choices
 * report-entities.ts.
 */
import type { FastifyInstance } from 'fastify';
import { registerReportHooks } from './report-hooks';
import reportEntityRoutes from './report-entities';
import reportRoutes from './report-routes';

export default async function onlineReportModule(app: FastifyInstance): Promise<void> {
  registerReportHooks(app);
  await app.register(reportRoutes);
  await app.register(reportEntityRoutes);
}
