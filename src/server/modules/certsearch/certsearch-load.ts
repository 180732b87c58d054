/**
 * Reads what the export maps: the certificates (all, or those created or changed since a moment —
 * a status change, reissue or expiry writes update_time), their companies with the district
 * label of the address they use, and each certificate's original issue date (the first of its
 * reissue chain, followed back through replaced_by).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { districtLabel } from '../company/areas';
import { certSearchRecord, type CompanyInput } from './mapping';
import type { CertSearchRecord } from './template';

/** The first issue date of each certificate's chain: a predecessor's replaced_by names its successor. */
export function originalIssueDates(
  rows: ReadonlyArray<{ id: string; issue_date: string; replaced_by: string | null }>,
): Map<string, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const predecessor = new Map<string, string>();
  for (const r of rows) if (r.replaced_by && byId.has(r.replaced_by)) predecessor.set(r.replaced_by, r.id);
  const result = new Map<string, string>();
  for (const r of rows) {
    let current = r;
    const seen = new Set<string>([r.id]);
    for (
      let prev = predecessor.get(current.id);
      prev !== undefined && !seen.has(prev);
      prev = predecessor.get(current.id)
    ) {
      seen.add(prev);
      current = byId.get(prev) ?? current;
    }
    result.set(r.id, current.issue_date < r.issue_date ? current.issue_date : r.issue_date);
  }
  return result;
}

export async function loadRecords(
  db: Kysely<Database>,
  today: string,
  since: Date | null,
): Promise<CertSearchRecord[]> {
  // The chain needs every certificate's issue date and successor, whatever `since` selects.
  const chain = await db.selectFrom('isps_certificate').select(['id', 'issue_date', 'replaced_by']).execute();
  const originals = originalIssueDates(chain);
  let query = db
    .selectFrom('isps_certificate')
    .select([
      'id',
      'certificate_no',
      'status',
      'standard',
      'scope',
      'sites',
      'holder_name',
      'business_type',
      'issue_date',
      'valid_until',
      'company_id',
    ])
    .orderBy('certificate_no');
  if (since)
    query = query.where((eb) => eb.or([eb('create_time', '>=', since), eb('update_time', '>=', since)]));
  const certificates = await query.execute();
  const companyIds = [...new Set(certificates.map((c) => c.company_id))];
  const companies =
    companyIds.length === 0
      ? []
      : await db
          .selectFrom('cust_company')
          .select([
            'id',
            'name',
            'credit_code',
            'registered_area',
            'registered_address',
            'operation_area',
            'operation_address',
          ])
          .where('id', 'in', companyIds)
          .execute();
  const companyInputs = new Map<string, CompanyInput>();
  for (const c of companies) {
    const registered = (c.registered_address ?? '').trim() !== '';
    const area = registered ? c.registered_area : c.operation_area;
    companyInputs.set(c.id, {
      id: c.id,
      name: c.name,
      credit_code: c.credit_code,
      street: registered ? c.registered_address : c.operation_address,
      districtLabel: area ? await districtLabel(area) : null,
    });
  }
  return certificates.map((certificate) =>
    certSearchRecord({
      certificate,
      company: companyInputs.get(certificate.company_id) ?? {
        id: certificate.company_id,
        name: '',
        credit_code: null,
        street: null,
        districtLabel: null,
      },
      originalIssueDate: originals.get(certificate.id) ?? certificate.issue_date,
      today,
    }),
  );
}
