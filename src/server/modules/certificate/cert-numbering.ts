/**
 * Certificate numbers (CD-S-2026-000042) are the numbering rule isps_certificate_no
 * (schemas/fill-rules): its `{field:domain}` is the business domain's letter, and its dates are the
 * issue date's, so the sequence counts per letter and issue year. Drawn inside the issuing transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { domainLetter } from '../../../shared/certificate/cert-number';
import { drawSystemNumber, SYSTEM_RULE } from '../fill-rule/system-rules';

/** Midnight of a yyyy-MM-dd day in server local time, the time the pattern's dates are read in. */
function localDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

export function nextCertificateNo(
  trx: Transaction<Database>,
  businessDomain: string | null,
  issueDate: string,
): Promise<string> {
  return drawSystemNumber(trx, SYSTEM_RULE.certificate, localDay(issueDate), {
    domain: domainLetter(businessDomain),
  });
}
