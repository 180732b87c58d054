/**
 * Certificate numbers: `CD-<domain letter>-<yyyy>-<6-digit sequence>` (e.g. CD-S-2026-000042), drawn
 * from the numbering rule isps_certificate_no (schemas/fill-rules; the sequence counted per letter
 * and year); a reissue keeps the base number and adds `-R<revision>`.
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
