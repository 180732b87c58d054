/**
 * Staff review of company activation: PUT /isps/company/approve {id} and
 * PUT /isps/company/reject {id, reason}, the cust_company x-workflow's approve and reject (pending
 * only, else 409; what they stamp is the workflow's `set`, the company's message its action
 * notifyCompanyDecision). The reason is the transition's input (trimmed, required, at most its
 * field's length: 422 on `reason`); the answer carries no record. The list is the entity's generic
 * CRUD list.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { doneMessage, resolveTransition, runTransition } from '../../workflow/index';

const ENTITY = 'cust_company';

const decisionBody = (withReason: boolean) =>
  ({
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', minLength: 1, maxLength: 32 },
      ...(withReason ? { reason: { type: ['string', 'null'], maxLength: 2000 } } : {}),
    },
  }) as const;

export default async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const approve = resolveTransition(app, ENTITY, 'approve').transition;
  app.put<{ Body: { id: string } }>(
    '/isps/company/approve',
    { config: { permission: approve.permission }, schema: { body: decisionBody(false) } },
    async (request) => {
      await runTransition(request, { entityId: ENTITY, id: request.body.id, transition: approve.name });
      return ok(null, doneMessage(request, approve));
    },
  );

  const reject = resolveTransition(app, ENTITY, 'reject').transition;
  app.put<{ Body: { id: string; reason?: string | null } }>(
    '/isps/company/reject',
    { config: { permission: reject.permission }, schema: { body: decisionBody(true) } },
    async (request) => {
      await runTransition(request, {
        entityId: ENTITY,
        id: request.body.id,
        transition: reject.name,
        input: request.body.reason == null ? {} : { reason: request.body.reason },
      });
      return ok(null, doneMessage(request, reject));
    },
  );
}
