/**
 * Staff review of company activation (issue 7): PUT /isps/company/approve {id} and
 * PUT /isps/company/reject {id, reason}. Only a pending company can be decided (409 otherwise); the
 * decision keeps its actor and time, and in the same transaction every account of the company gets
 * a system message (notice/system-message.ts). The list is the entity's generic CRUD list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';
import { sendSystemMessage } from '../../notice/system-message';
import { decisionMessage, MSG } from './company-messages';

export const REVIEW_PERM = {
  approve: 'isps:company:approve',
  reject: 'isps:company:reject',
} as const;

export const REASON_MAX = 500;
/** Where the customer reads their company: the menu path of schemas/menus/company.json. */
export const COMPANY_PAGE = '/account/company';

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

async function decide(
  request: FastifyRequest,
  id: string,
  decision: { status: 'activated' } | { status: 'failed'; reason: string },
): Promise<void> {
  const app = request.server;
  const user = request.user;
  await app.db.transaction().execute(async (trx) => {
    const company = await trx.selectFrom('cust_company').select(['id', 'name', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!company) throw new LocalizedHttpError(404, HTTP_MSG.notFound);
    if (company.status !== 'pending') throw new LocalizedHttpError(409, MSG.notPending);
    const now = new Date();
    await trx
      .updateTable('cust_company')
      .set({
        status: decision.status,
        failure_reason: decision.status === 'failed' ? decision.reason : null,
        decided_by: user.username,
        decided_at: now,
        update_by: user.username,
        update_time: now,
      })
      .where('id', '=', id)
      .execute();
    const accounts = await trx.selectFrom('sys_user').select('id').where('company_id', '=', id).where('del_flag', '=', '0').execute();
    const text = decisionMessage(decision.status === 'activated' ? 'approved' : 'rejected', company.name, decision.status === 'failed' ? decision.reason : undefined);
    await sendSystemMessage(trx, { ...text, userIds: accounts.map((a) => a.id), busId: id, openPage: COMPANY_PAGE, sender: user.username });
  });
}

export default async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.put<{ Body: { id: string } }>(
    '/isps/company/approve',
    { config: { permission: REVIEW_PERM.approve }, schema: { body: decisionBody(false) } },
    async (request) => {
      await decide(request, request.body.id, { status: 'activated' });
      return ok(null, request.t(MSG.approved));
    },
  );

  app.put<{ Body: { id: string; reason?: string | null } }>(
    '/isps/company/reject',
    { config: { permission: REVIEW_PERM.reject }, schema: { body: decisionBody(true) } },
    async (request) => {
      const reason = (request.body.reason ?? '').trim();
      if (reason === '') throw new HttpError(422, request.t(MSG.reasonRequired), [{ field: 'reason', message: request.t(MSG.reasonRequired) }]);
      if ([...reason].length > REASON_MAX) throw new HttpError(422, request.t(MSG.reasonTooLong), [{ field: 'reason', message: request.t(MSG.reasonTooLong) }]);
      await decide(request, request.body.id, { status: 'failed', reason });
      return ok(null, request.t(MSG.rejected));
    },
  );
}
