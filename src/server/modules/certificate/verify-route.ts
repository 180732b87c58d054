/**
 * GET /public/certificate/verify?no=&token= — open, rate-limited per address.
 *
 * Certificate numbers are sequential, so anyone can walk them: by number alone the answer is what
 * an accreditation register publishes (DESIGN "Certificate query"): certificateNo, holderName,
 * standard, scope, status (expired by date), issueDate, validUntil — no address, no sites.
 * With the certificate's verification token (what its QR code and links carry, migration 0410) the
 * answer is the certificate as printed: the register fields plus holderAddress, sites, decisionDate,
 * surveillance dues and the business division. A token that is not this certificate's (unknown,
 * another certificate's, malformed) answers the same 404 as an unknown number.
 */
import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../../shared/certificate/cert-dates';
import { effectiveStatus } from '../../../shared/certificate/cert-status';
import type { PublicCertificate, VerifiedCertificate } from '../../../shared/certificate/public-certificate';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { CERT_MSG } from './cert-messages';

/** Requests a minute per address (env CERT_VERIFY_RATE_LIMIT, default 30). */
export function verifyRateLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CERT_VERIFY_RATE_LIMIT ?? '');
  return Number.isInteger(value) && value > 0 ? value : 30;
}

/** The shape of a token the migration draws (base64url); anything else cannot match one. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export default async function verifyRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { no?: string; token?: string } }>(
    '/public/certificate/verify',
    {
      config: { open: true, rateLimit: { max: verifyRateLimit(), timeWindow: 60_000 } },
      // No length limit on token here: an overlong one is a wrong token (404), not a 400 that tells it apart.
      schema: {
        querystring: {
          type: 'object',
          properties: { no: { type: 'string', maxLength: 64 }, token: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const no = (request.query.no ?? '').trim().toUpperCase();
      const token = request.query.token?.trim();
      if (token !== undefined && token !== '') return ok(await verifiedByToken(app, token, no));
      const row = await app.db
        .selectFrom('isps_certificate')
        .select(['certificate_no', 'holder_name', 'standard', 'scope', 'status', 'issue_date', 'valid_until'])
        .where('certificate_no', '=', no)
        .executeTakeFirst();
      if (!row) throw new LocalizedHttpError(404, CERT_MSG.notFound);
      const answer: PublicCertificate = {
        certificateNo: row.certificate_no,
        holderName: row.holder_name,
        standard: row.standard,
        scope: row.scope,
        status: effectiveStatus(row.status, row.valid_until, todayIso()),
        issueDate: row.issue_date,
        validUntil: row.valid_until,
      };
      return ok(answer);
    },
  );
}

/** The certificate whose token this is (and whose number, when one is given), or 404. */
async function verifiedByToken(
  app: FastifyInstance,
  token: string,
  no: string,
): Promise<VerifiedCertificate> {
  if (!TOKEN.test(token)) throw new LocalizedHttpError(404, CERT_MSG.notFound);
  let query = app.db
    .selectFrom('isps_certificate')
    .select([
      'certificate_no',
      'holder_name',
      'holder_address',
      'standard',
      'scope',
      'sites',
      'status',
      'decision_date',
      'issue_date',
      'valid_until',
      'surveillance1_due',
      'surveillance2_due',
      'division_name',
    ])
    .where('verify_token', '=', token);
  if (no !== '') query = query.where('certificate_no', '=', no);
  const row = await query.executeTakeFirst();
  if (!row) throw new LocalizedHttpError(404, CERT_MSG.notFound);
  return {
    certificateNo: row.certificate_no,
    holderName: row.holder_name,
    holderAddress: row.holder_address,
    standard: row.standard,
    scope: row.scope,
    sites: row.sites,
    status: effectiveStatus(row.status, row.valid_until, todayIso()),
    decisionDate: row.decision_date,
    issueDate: row.issue_date,
    validUntil: row.valid_until,
    surveillance1Due: row.surveillance1_due,
    surveillance2Due: row.surveillance2_due,
    divisionName: row.division_name,
  };
}
