/**
 * Workflow actions of isps_apply (schemas/entities/isps_apply.json): the submit time, who decided
 * when (with the rejection reason), and the check of the accept input's executing units
 * (accept-units.ts). The projects of an accepted application are created by the action
 * `createProjects` of the project module.
 */
import type { FastifyInstance } from 'fastify';
import { registerWorkflowAction } from '../../workflow/actions';
import { ACCEPT_UNITS_CHECKED, checkAcceptUnits } from './accept-units';

export const APPLY_SUBMITTED = 'applySubmitted';
export const APPLY_DECIDED = 'applyDecided';

export function registerApplyActions(app: FastifyInstance): void {
  registerWorkflowAction(app, ACCEPT_UNITS_CHECKED, checkAcceptUnits);
  registerWorkflowAction(app, APPLY_SUBMITTED, async () => ({ patch: { submittedAt: new Date() } }));
  registerWorkflowAction(app, APPLY_DECIDED, async ({ user, transition, input }) => ({
    patch: {
      decidedBy: user.realname ?? user.username,
      decidedAt: new Date(),
      rejectReason:
        transition.name === 'reject' && typeof input.reason === 'string' ? input.reason.trim() : null,
    },
  }));
}
