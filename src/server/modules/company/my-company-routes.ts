/**
 * The customer's own company: GET /isps/company/my (main and sub-accounts),
 * PUT /isps/company/edit and POST /isps/company/submit (the main account), and
 * GET /isps/company/checkActivated (the activation guard's answer for the caller). Every call works on the
 * caller's company only, whatever id the body carries. DESIGN.md Domain: a change after activation
 * goes back to review.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';
import { doneMessage, resolveTransition, runTransition } from '../../workflow/index';
import {
  checkCompanyInput,
  companyInputSchema,
  type CompanyColumns,
  type CompanyInput,
} from './company-input';
import { MSG } from './company-messages';
import { companyRecord, type CompanyRow } from './company-record';
import { markLicenceReferenced } from './licence';
import { COMPANY_MSG } from '../../../shared/messages/company';

export const PERM = {
  my: 'isps:company:my',
  edit: 'isps:company:edit',
} as const;

const COMPANY_ENTITY = 'cust_company';

function ownCompanyId(request: FastifyRequest): string {
  const id = request.user.companyId;
  if (!id) throw new LocalizedHttpError(404, MSG.noCompany);
  return id;
}

/** True when a sent column differs from what the row holds. */
function changes(row: CompanyRow, columns: CompanyColumns): boolean {
  return (Object.keys(columns) as Array<keyof CompanyColumns>).some(
    (column) => (row[column] ?? null) !== (columns[column] ?? null),
  );
}

export default async function myCompanyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/isps/company/my', { config: { permission: PERM.my } }, async (request) => {
    const row = await app.db
      .selectFrom('cust_company')
      .selectAll()
      .where('id', '=', ownCompanyId(request))
      .executeTakeFirst();
    if (!row) throw new LocalizedHttpError(404, MSG.noCompany);
    return ok(await companyRecord(request, row));
  });

  // Whether the caller may do what needs an activated company (apply online): the activation guard
  // itself answers, so a page can ask before it opens a form the server would refuse.
  app.get(
    '/isps/company/checkActivated',
    { config: { authenticated: true, activatedCompany: true } },
    async (request) => ok(true, request.t(COMPANY_MSG.activated)),
  );

  app.put<{ Body: CompanyInput }>(
    '/isps/company/edit',
    { config: { permission: PERM.edit }, schema: { body: companyInputSchema } },
    async (request) => {
      if (request.user.userType !== 'customer_main') throw new LocalizedHttpError(403, HTTP_MSG.forbidden);
      const companyId = ownCompanyId(request);
      const { row, backToReview } = await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('cust_company')
          .selectAll()
          .where('id', '=', companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw new LocalizedHttpError(404, MSG.noCompany);
        const { columns, errors } = await checkCompanyInput(request, trx, request.body ?? {}, companyId);
        if (errors.length > 0) throw new HttpError(422, errors[0]!.message, errors);
        const changed = changes(current, columns);
        const backToReview = changed && current.status === 'activated';
        const now = new Date();
        const updated = await trx
          .updateTable('cust_company')
          .set({
            ...columns,
            ...(backToReview ? { status: 'pending', submitted_at: now, failure_reason: null } : {}),
            update_by: request.user.username,
            update_time: now,
          })
          .where('id', '=', companyId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (columns.licence) await markLicenceReferenced(trx, columns.licence);
        return { row: updated, backToReview };
      });
      return ok(await companyRecord(request, row), request.t(backToReview ? MSG.savedForReview : MSG.saved));
    },
  );

  // The cust_company x-workflow's submit (inactive | failed → pending; the completeness check is its
  // action checkCompanyComplete), always on the caller's own company.
  const submit = resolveTransition(app, COMPANY_ENTITY, 'submit').transition;
  app.post('/isps/company/submit', { config: { permission: submit.permission } }, async (request) => {
    if (request.user.userType !== 'customer_main') throw new LocalizedHttpError(403, HTTP_MSG.forbidden);
    const companyId = ownCompanyId(request);
    const current = await app.db
      .selectFrom('cust_company')
      .select('status')
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!current) throw new LocalizedHttpError(404, MSG.noCompany);
    // The workflow's stateMessage speaks of a pending company; an activated one has its own answer.
    if (current.status === 'activated') throw new LocalizedHttpError(409, MSG.alreadyActivated);
    await runTransition(request, { entityId: COMPANY_ENTITY, id: companyId, transition: submit.name });
    const row = await app.db
      .selectFrom('cust_company')
      .selectAll()
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    return ok(await companyRecord(request, row), doneMessage(request, submit));
  });
}
