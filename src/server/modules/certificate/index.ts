/**
 * Certificates: issue from a decided project, status changes (x-workflow), reissue
 * with a revision suffix, the PDF with its QR code, public verification by number, and the
 * reminders job (jobs/registry.ts). List and queryById are the isps_certificate entity's CRUD.
 */
import type { FastifyInstance } from 'fastify';
import { registerWorkflowAction } from '../../workflow/index';
import { registerCertificateHooks } from './cert-hooks';
import issueFormRoute from './issue-form';
import issueRoutes from './issue-routes';
import pdfRoute from './pdf-route';
import statusRoutes from './status-routes';
import { recordSurveillanceDone, SURVEILLANCE_DONE_ACTION } from './surveillance-done';
import verifyRoute from './verify-route';

export default async function certificateModule(app: FastifyInstance): Promise<void> {
  registerCertificateHooks(app);
  // Every status transition keeps its reason on the certificate (restore clears it).
  registerWorkflowAction(app, 'certificateStatusReason', async ({ input }) => ({
    patch: {
      statusReason:
        typeof input.reason === 'string' && input.reason.trim() !== '' ? input.reason.trim() : null,
    },
  }));
  registerWorkflowAction(app, SURVEILLANCE_DONE_ACTION, recordSurveillanceDone);
  await app.register(issueRoutes);
  await app.register(issueFormRoute);
  await app.register(statusRoutes);
  await app.register(pdfRoute);
  await app.register(verifyRoute);
}
