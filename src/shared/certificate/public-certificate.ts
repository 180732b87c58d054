/**
 * The answers of GET /public/certificate/verify. By number alone: what an accreditation register
 * publishes (PublicCertificate). With the certificate's own verification token (its QR code): the
 * certificate as printed, the register fields plus VerifiedDetails.
 */
export interface PublicCertificate {
  certificateNo: string;
  holderName: string;
  standard: string;
  scope: string;
  /** The effective status: a valid certificate past its valid-until date reads expired. */
  status: string;
  issueDate: string;
  validUntil: string;
}

/** What the token adds (answered only to the certificate's own token). */
export interface VerifiedDetails {
  holderAddress: string | null;
  sites: string | null;
  decisionDate: string;
  surveillance1Due: string | null;
  surveillance2Due: string | null;
  divisionName: string | null;
}

export interface VerifiedCertificate extends PublicCertificate, VerifiedDetails {}
