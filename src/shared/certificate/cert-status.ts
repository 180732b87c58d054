/**
 * Certificate states (DESIGN "Certificate"; dictionary certificate_status). The status changes are
 * the entity's x-workflow (schemas/entities/isps_certificate.json). `expired` follows the date: a
 * valid or suspended certificate whose validUntil has passed answers expired everywhere.
 * `cancelled` with the reason 'reissued' is how a certificate replaced by a reissue ends.
 */
export const CERTIFICATE_STATUSES = ['valid', 'suspended', 'withdrawn', 'cancelled', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** [value, zh-CN, en-US] rows of the certificate_status dictionary, in display order. */
export const CERTIFICATE_STATUS_ITEMS: ReadonlyArray<readonly [CertificateStatus, string, string]> = [
  ['valid', '有效', 'Valid'],
  ['suspended', '暂停', 'Suspended'],
  ['withdrawn', '撤销', 'Withdrawn'],
  ['cancelled', '注销', 'Cancelled'],
  ['expired', '过期', 'Expired'],
];

export function certificateStatusText(status: string, locale: 'zh-CN' | 'en-US'): string {
  const item = CERTIFICATE_STATUS_ITEMS.find(([value]) => value === status);
  if (!item) return status;
  return locale === 'en-US' ? item[2] : item[1];
}

/** States the date can still end: a withdrawn or cancelled certificate stays what it is. */
const DATED: ReadonlySet<string> = new Set(['valid', 'suspended']);

/** The status a reader sees on `today`: expired once validUntil has passed. */
export function effectiveStatus(
  status: string,
  validUntil: string | null | undefined,
  today: string,
): string {
  if (validUntil && DATED.has(status) && validUntil < today) return 'expired';
  return status;
}
