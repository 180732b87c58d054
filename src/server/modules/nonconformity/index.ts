/**
 * Nonconformities and corrective actions (ISO/IEC 17021-1): the entity isps_nonconformity is data
 * (its CRUD, x-workflow answer / accept / return, pages and menus); here only what needs code —
 * raising (hooks), the answer's evidence check, the review note, the evidence download grant. The
 * decision guard (open-majors.ts) is called by the project and certificate modules.
 */
import type { FastifyInstance } from 'fastify';
import { registerWorkflowAction } from '../../workflow/actions';
import { registerDownloadGrant } from '../upload/download-grants';
import { evidenceDownloadGrant } from './evidence-grant';
import { ANSWER_ACTION, answerNonconformity, REVIEWED_ACTION, reviewNonconformity } from './nc-actions';
import { registerNonconformityHooks } from './nc-hooks';

export default async function nonconformityModule(app: FastifyInstance): Promise<void> {
  registerNonconformityHooks(app);
  registerDownloadGrant(app, evidenceDownloadGrant);
  registerWorkflowAction(app, ANSWER_ACTION, answerNonconformity);
  registerWorkflowAction(app, REVIEWED_ACTION, reviewNonconformity);
}
