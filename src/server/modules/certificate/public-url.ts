/**
 * The verification address a certificate's QR code carries: the public page with the number (for
 * people) and the certificate's unguessable token (for the full view), on the configured public
 * origin (config.publicBaseUrl, see public-base-url.ts) — never on the Host a request sent.
 */
export function verifyUrl(base: string, certificateNo: string, token: string): string {
  return `${base}/verify?no=${encodeURIComponent(certificateNo)}&token=${encodeURIComponent(token)}`;
}
