/**
 * GET /isps/certificate/pdf/:id — the certificate as a PDF attachment, with the same visibility as
 * queryById (staff their division, customers their company, admins all; else 404), naming the
 * issuing body as 系统设置 names the footer's company. Its QR code is
 * the token verification address on the configured public origin; with none configured (production
 * without PUBLIC_BASE_URL) the PDF is refused with 503 rather than printed with a guessed address.
 * Each answer is signed afresh (a reissued certificate is a new file with its own signature).
 */
import type { FastifyInstance } from 'fastify';
import { certificateStatusText, effectiveStatus } from '../../../shared/certificate/cert-status';
import { todayIso } from '../../../shared/certificate/cert-dates';
import { LocalizedHttpError } from '../../http/errors';
import { CERT_PERM } from './cert-permissions';
import { certificatePdf } from './cert-pdf';
import { expireDueIfAny, visibleCertificate } from './cert-store';
import { CERT_MSG } from './cert-messages';
import { verifyUrl } from './public-url';
import { readShellTexts } from '../settings/shell-text-values';
import { signingIdentity, type SigningIdentity } from '../../signing/signing-identity';

export default async function pdfRoute(app: FastifyInstance): Promise<void> {
  // Read on the first PDF, not at start: a self-signed key is then made only where PDFs are asked for.
  let identity: Promise<SigningIdentity> | undefined;
  const signing = (): Promise<SigningIdentity> => {
    identity ??= signingIdentity(app.db, app.config).catch((error: unknown) => {
      identity = undefined;
      throw error;
    });
    return identity;
  };
  app.get<{ Params: { id: string } }>(
    '/isps/certificate/pdf/:id',
    {
      config: { permission: CERT_PERM.pdf },
      schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 32 } } } },
    },
    async (request, reply) => {
      const base = app.config.publicBaseUrl;
      if (base === null) throw new LocalizedHttpError(503, CERT_MSG.noPublicBaseUrl);
      await expireDueIfAny(app);
      const row = await visibleCertificate(app.db, request.user, request.params.id);
      const status = effectiveStatus(row.status, row.valid_until, todayIso());
      const issuer = (await readShellTexts(app.db)).footerCompany;
      const pdf = await certificatePdf(
        {
          certificateNo: row.certificate_no,
          holderName: row.holder_name,
          holderAddress: row.holder_address,
          standard: row.standard,
          scope: row.scope,
          sites: row.sites,
          issueDate: row.issue_date,
          validUntil: row.valid_until,
          decisionDate: row.decision_date,
          statusText: {
            zh: certificateStatusText(status, 'zh-CN'),
            en: certificateStatusText(status, 'en-US'),
          },
          divisionName: row.division_name,
          issuer: { zh: issuer['zh-CN'], en: issuer['en-US'] },
          surveillance1Due: row.surveillance1_due,
          surveillance2Due: row.surveillance2_due,
          verifyUrl: verifyUrl(base, row.certificate_no, row.verify_token),
        },
        await signing(),
      );
      const fileName = `${row.certificate_no}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
