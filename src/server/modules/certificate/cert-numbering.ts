/** Draws the next certificate number inside the issuing transaction (see migration 0280). */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { formatCertificateNo, sequenceKey } from '../../../shared/certificate/cert-number';

export async function nextCertificateNo(
  trx: Transaction<Database>,
  businessDomain: string | null,
  issueDate: string,
): Promise<string> {
  const key = sequenceKey(businessDomain, issueDate);
  // One statement: the row lock it takes holds until commit, so two issues never draw one value.
  const result = await sql<{ last_value: number }>`
    insert into isps_certificate_seq (seq_key, last_value) values (${key}, 1)
    on conflict (seq_key) do update set last_value = isps_certificate_seq.last_value + 1
    returning last_value`.execute(trx);
  return formatCertificateNo(businessDomain, issueDate, Number(result.rows[0]!.last_value));
}
