/**
 * Company info and activation: the customer's own company, the staff review and the
 * licence access of reviewers. The review list itself is the cust_company entity's generic CRUD.
 */
import type { FastifyInstance } from 'fastify';
import { registerDownloadGrant } from '../upload/download-grants';
import { registerWorkflowAction } from '../../workflow/actions';
import {
  checkCompanyComplete,
  COMPLETE_ACTION,
  DECISION_ACTION,
  notifyCompanyDecision,
} from './company-actions';
import { registerCompanyHooks } from './company-hooks';
import { licenceDownloadGrant } from './licence-access';
import myCompanyRoutes from './my-company-routes';
import reviewRoutes from './review-routes';

export default async function companyModule(app: FastifyInstance): Promise<void> {
  registerCompanyHooks(app);
  registerWorkflowAction(app, COMPLETE_ACTION, checkCompanyComplete);
  registerWorkflowAction(app, DECISION_ACTION, notifyCompanyDecision);
  registerDownloadGrant(app, licenceDownloadGrant);
  await app.register(myCompanyRoutes);
  await app.register(reviewRoutes);
}
