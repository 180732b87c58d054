/**
 * Certificate numbers: `CD-<domain letter>-<yyyy>-<6-digit sequence>` (e.g. CD-S-2026-000042), the
 * sequence counted per letter and year; a reissue keeps the base number and adds `-R<revision>`.
 */

/** Letters of the business domains (W2's business_domain dictionary); anything else is X. */
const DOMAIN_LETTERS: Readonly<Record<string, string>> = {
  system: 'S',
  product: 'P',
  inspection: 'I',
  assessment: 'A',
  training: 'T',
};

export function domainLetter(businessDomain: string | null | undefined): string {
  return (businessDomain && DOMAIN_LETTERS[businessDomain]) || 'X';
}

/** The key of the sequence row a number is drawn from. */
export function sequenceKey(businessDomain: string | null | undefined, issueDate: string): string {
  return `${domainLetter(businessDomain)}-${issueDate.slice(0, 4)}`;
}

export function formatCertificateNo(
  businessDomain: string | null | undefined,
  issueDate: string,
  sequence: number,
): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`sequence out of range: ${sequence}`);
  return `CD-${sequenceKey(businessDomain, issueDate)}-${String(sequence).padStart(6, '0')}`;
}

const REVISION = /-R(\d+)$/;

/** The number without its revision suffix. */
export function baseNumber(certificateNo: string): string {
  return certificateNo.replace(REVISION, '');
}

export function revisionOf(certificateNo: string): number {
  const match = REVISION.exec(certificateNo);
  return match ? Number(match[1]) : 0;
}

/** The number of revision `revision` (0: the base number itself). */
export function revisedNumber(certificateNo: string, revision: number): string {
  const base = baseNumber(certificateNo);
  return revision > 0 ? `${base}-R${revision}` : base;
}

/** What a number looks like (the public query refuses anything else before touching the database). */
export const CERTIFICATE_NO_PATTERN = /^CD-[A-Z]-\d{4}-\d{6}(-R\d{1,3})?$/;
