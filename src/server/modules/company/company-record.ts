/**
 * A company as the API answers it: the entity's camelCase properties, the status label and the
 * district names in the request language, and on the customer's own page a note on what the
 * status means for applying (DESIGN.md Domain).
 */
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { CustCompanyTable } from '../../db/types';
import { dictItemText } from '../../../shared/dict/dict-item';
import { COMPANY_MSG } from '../../../shared/messages/company';
import { getAllDictItems } from '../dict/dict-cache';
import { districtLabel } from './areas';

export type CompanyRow = Selectable<CustCompanyTable>;

export const COMPANY_STATUS_DICT = 'company_status';

const NOTE = {
  inactive: COMPANY_MSG.notActivated,
  pending: COMPANY_MSG.pendingReview,
  failed: COMPANY_MSG.failedReview,
  activated: COMPANY_MSG.activated,
} as const;

async function statusText(request: FastifyRequest, status: string): Promise<string> {
  const items = (await getAllDictItems(request.server))[COMPANY_STATUS_DICT] ?? [];
  const item = items.find((i) => i.value === status);
  return item ? dictItemText(item, request.locale) : status;
}

export async function companyRecord(
  request: FastifyRequest,
  row: CompanyRow,
): Promise<Record<string, unknown>> {
  const note = NOTE[row.status as keyof typeof NOTE];
  return {
    id: row.id,
    name: row.name,
    creditCode: row.credit_code,
    status: row.status,
    status_dictText: await statusText(request, row.status),
    operationArea: row.operation_area,
    operationArea_dictText: row.operation_area ? await districtLabel(row.operation_area) : null,
    operationAddress: row.operation_address,
    registeredArea: row.registered_area,
    registeredArea_dictText: row.registered_area ? await districtLabel(row.registered_area) : null,
    registeredAddress: row.registered_address,
    licence: row.licence,
    failureReason: row.failure_reason,
    submittedAt: row.submitted_at,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    activationNote: note ? request.t(note) : null,
  };
}
