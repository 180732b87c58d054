/**
 * The activation guard (DESIGN.md Domain: until its company is activated a customer cannot apply):
 * a route declared `config: { authenticated: true, activatedCompany: true }` (or with a permission)
 * refuses a customer account whose company is not activated, checked by route-access.ts right after
 * the token and permission. Staff and administrators act for no company and pass. The status is
 * read on every such request, not from the session cache, so an approval takes effect at once.
 */
import type { FastifyRequest } from 'fastify';
import { COMPANY_MSG } from '../../shared/messages/company';
import { LocalizedHttpError } from '../http/errors';

export const COMPANY_NOT_ACTIVATED = COMPANY_MSG.notActivated;

export function isCustomer(userType: string): boolean {
  return userType === 'customer_main' || userType === 'customer_sub';
}

export async function requireActivatedCompany(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!isCustomer(user.userType)) return;
  const company = user.companyId
    ? await request.server.db
        .selectFrom('cust_company')
        .select('status')
        .where('id', '=', user.companyId)
        .executeTakeFirst()
    : undefined;
  if (company?.status !== 'activated') throw new LocalizedHttpError(403, COMPANY_NOT_ACTIVATED);
}
