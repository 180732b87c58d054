/**
 * Staff review of company activation: PUT /isps/company/approve {id} and
 * PUT /isps/company/reject {id, reason}, the cust_company x-workflow's approve and reject (pending
 * only, else 409; what they stamp is the workflow's `set`, the company's message its action
 * notifyCompanyDecision). The routes keep their own body checks and answers: the reason is
 * trimmed and required (422 请输入驳回原因), the answer carries no record. The list is the
 * entity's generic CRUD list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { doneMessage, resolveTransition, runTransition } from '../../workflow/index';
import { MSG } from './company-messages';

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

/** The trimmed reason, or 422 naming the field (its length limit: the reject transition's field). */
function reasonOf(request: FastifyRequest<{ Body: { reason?: string | null } }>, max: number): string {
  const reason = (request.body.reason ?? '').trim();
  const problem = reason === '' ? MSG.reasonRequired : [...reason].length > max ? MSG.reasonTooLong : null;
  if (problem)
    throw new HttpError(422, request.t(problem), [{ field: 'reason', message: request.t(problem) }]);
  return reason;
}

export default async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const approve = resolveTransition(ENTITY, 'approve').transition;
  app.put<{ Body: { id: string } }>(
    '/isps/company/approve',
    { config: { permission: approve.permission }, schema: { body: decisionBody(false) } },
    async (request) => {
      await runTransition(request, { entityId: ENTITY, id: request.body.id, transition: approve.name });
      return ok(null, doneMessage(request, approve));
    },
  );

  const reject = resolveTransition(ENTITY, 'reject').transition;
  const declaredMax = reject.fields?.properties.reason?.maxLength;
  const reasonMax = typeof declaredMax === 'number' ? declaredMax : Number.POSITIVE_INFINITY;
  app.put<{ Body: { id: string; reason?: string | null } }>(
    '/isps/company/reject',
    { config: { permission: reject.permission }, schema: { body: decisionBody(true) } },
    async (request) => {
      const reason = reasonOf(request, reasonMax);
      await runTransition(request, {
        entityId: ENTITY,
        id: request.body.id,
        transition: reject.name,
        input: { reason },
      });
      return ok(null, doneMessage(request, reject));
    },
  );
}
