/**
 * PUT /isps/certificate/changeStatus {id, action, reason}: the status changes are the entity's
 * x-workflow transitions (schemas/entities/isps_certificate.json: suspend, restore, withdraw,
 * cancel), run by the workflow engine — scope (404), state (409 当前状态不允许此操作), the
 * transition's own permission (403), reason (422), status + statusReason, the history row in
 * sys_workflow_history and the company's system message, in one transaction. This route maps
 * `action` onto the transition (unknown action 422); the engine's own PUT /isps/certificate/<name>
 * routes and GET /isps/certificate/history serve the same transitions and timeline.
 * A certificate past its validUntil reads as expired (cert-hooks.ts), so no transition fires from it.
 */
import type { FastifyInstance } from 'fastify';
import { workflowOf } from '../../../shared/workflow/problems';
import { ok } from '../../http/envelope';
import { validationError } from '../../http/errors';
import { rootRegistry } from '../schema/registry';
import { runTransition } from '../../workflow/index';
import { CERT_MSG } from './cert-messages';
import { CERT_PERM } from './cert-permissions';
import { CERTIFICATE_ENTITY, expireDueIfAny } from './cert-store';

const BODY = {
  type: 'object',
  required: ['id', 'action'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 32 },
    action: { type: 'string', maxLength: 32 },
    reason: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

/** The certificate's transitions by name, each with whether it asks for a reason. */
function transitions(): Map<string, { asksReason: boolean }> {
  const def = workflowOf(rootRegistry().entities.get(CERTIFICATE_ENTITY)?.schema);
  return new Map(
    (def?.transitions ?? []).map((t) => [t.name, { asksReason: t.fields?.properties.reason !== undefined }]),
  );
}

export default async function statusRoutes(app: FastifyInstance): Promise<void> {
  app.put<{ Body: { id: string; action: string; reason?: string | null } }>(
    '/isps/certificate/changeStatus',
    {
      config: { permission: [CERT_PERM.suspend, CERT_PERM.restore, CERT_PERM.withdraw, CERT_PERM.cancel] },
      schema: { body: BODY },
    },
    async (request) => {
      const { id, action, reason } = request.body;
      const transition = transitions().get(action);
      if (!transition)
        throw validationError(request, [{ field: 'action', message: request.t(CERT_MSG.unknownAction) }]);
      const input: Record<string, unknown> = {};
      // The engine validates the input by the transition's fields (reason required where it asks for
      // one); a reason sent to restore, which asks for none, is left out rather than refused.
      if (transition.asksReason && typeof reason === 'string' && reason.trim() !== '')
        input.reason = reason.trim();
      // The date's own move first (with its history row); the read-time rule refuses it either way.
      await expireDueIfAny(app);
      const record = await runTransition(request, {
        entityId: CERTIFICATE_ENTITY,
        id,
        transition: action,
        input,
      });
      return ok(record, request.t(CERT_MSG.statusChanged));
    },
  );
}
