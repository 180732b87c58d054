/**
 * The customer's own company (issue 7): GET /isps/company/my (main and sub-accounts),
 * PUT /isps/company/edit and POST /isps/company/submit (the main account), and
 * GET /isps/company/checkActivated (the activation guard's answer for the caller). Every call works on the
 * caller's company only, whatever id the body carries. DESIGN.md Domain: a change after activation
 * goes back to review.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';
import { checkCompanyInput, companyInputSchema, missingForSubmit, type CompanyColumns, type CompanyInput } from './company-input';
import { MSG } from './company-messages';
import { companyRecord, type CompanyRow } from './company-record';
import { markLicenceReferenced } from './licence';
import { COMPANY_MSG } from '../../../shared/messages/company';

export const PERM = {
  my: 'isps:company:my',
  edit: 'isps:company:edit',
  submit: 'isps:company:submit',
} as const;

function ownCompanyId(request: FastifyRequest): string {
  const id = request.user.companyId;
  if (!id) throw new LocalizedHttpError(404, MSG.noCompany);
  return id;
}

/** True when a sent column differs from what the row holds. */
function changes(row: CompanyRow, columns: CompanyColumns): boolean {
  return (Object.keys(columns) as Array<keyof CompanyColumns>).some((column) => (row[column] ?? null) !== (columns[column] ?? null));
}

export default async function myCompanyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/isps/company/my', { config: { permission: PERM.my } }, async (request) => {
    const row = await app.db.selectFrom('cust_company').selectAll().where('id', '=', ownCompanyId(request)).executeTakeFirst();
    if (!row) throw new LocalizedHttpError(404, MSG.noCompany);
    return ok(await companyRecord(request, row));
  });

  // Whether the caller may do what needs an activated company (apply online): the activation guard
  // itself answers, so a page can ask before it opens a form the server would refuse.
  app.get('/isps/company/checkActivated', { config: { authenticated: true, activatedCompany: true } }, async (request) =>
    ok(true, request.t(COMPANY_MSG.activated)),
  );

  app.put<{ Body: CompanyInput }>(
    '/isps/company/edit',
    { config: { permission: PERM.edit }, schema: { body: companyInputSchema } },
    async (request) => {
      if (request.user.userType !== 'customer_main') throw new LocalizedHttpError(403, HTTP_MSG.forbidden);
      const companyId = ownCompanyId(request);
      const { row, backToReview } = await app.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('cust_company').selectAll().where('id', '=', companyId).forUpdate().executeTakeFirst();
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

  app.post('/isps/company/submit', { config: { permission: PERM.submit } }, async (request) => {
    if (request.user.userType !== 'customer_main') throw new LocalizedHttpError(403, HTTP_MSG.forbidden);
    const companyId = ownCompanyId(request);
    const row = await app.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('cust_company').selectAll().where('id', '=', companyId).forUpdate().executeTakeFirst();
      if (!current) throw new LocalizedHttpError(404, MSG.noCompany);
      if (current.status === 'pending') throw new LocalizedHttpError(409, MSG.alreadyPending);
      if (current.status === 'activated') throw new LocalizedHttpError(409, MSG.alreadyActivated);
      const missing = missingForSubmit(request, current);
      if (missing.length > 0) throw new HttpError(422, request.t(MSG.incomplete), missing);
      return trx
        .updateTable('cust_company')
        .set({ status: 'pending', submitted_at: new Date(), failure_reason: null, update_by: request.user.username, update_time: new Date() })
        .where('id', '=', companyId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return ok(await companyRecord(request, row), request.t(MSG.submitted));
  });
}
