/**
 * GET /public/certificate/verify?no= — open, rate-limited per address. Answers only the public
 * fields (DESIGN "Certificate query"): holderName, standard, scope, sites, status (expired by date),
 * issueDate, validUntil, certificateNo. An unknown number is a plain 404 (the same lookup by the
 * unique number either way, so the answer tells nothing else).
 */
import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../../shared/certificate/cert-dates';
import { effectiveStatus } from '../../../shared/certificate/cert-status';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { CERT_MSG } from './cert-messages';

export interface PublicCertificate {
  certificateNo: string;
  holderName: string;
  standard: string;
  scope: string;
  sites: string | null;
  status: string;
  issueDate: string;
  validUntil: string;
}

/** Requests a minute per address (env CERT_VERIFY_RATE_LIMIT, default 30). */
export function verifyRateLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CERT_VERIFY_RATE_LIMIT ?? '');
  return Number.isInteger(value) && value > 0 ? value : 30;
}

export default async function verifyRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { no?: string } }>(
    '/public/certificate/verify',
    {
      config: { open: true, rateLimit: { max: verifyRateLimit(), timeWindow: 60_000 } },
      schema: { querystring: { type: 'object', properties: { no: { type: 'string', maxLength: 64 } } } },
    },
    async (request) => {
      const no = (request.query.no ?? '').trim().toUpperCase();
      const row = await app.db
        .selectFrom('isps_certificate')
        .select(['certificate_no', 'holder_name', 'standard', 'scope', 'sites', 'status', 'issue_date', 'valid_until'])
        .where('certificate_no', '=', no)
        .executeTakeFirst();
      if (!row) throw new LocalizedHttpError(404, CERT_MSG.notFound);
      const status = effectiveStatus(row.status, row.valid_until, todayIso());
      const answer: PublicCertificate = {
        certificateNo: row.certificate_no,
        holderName: row.holder_name,
        standard: row.standard,
        scope: row.scope,
        sites: row.sites,
        status,
        issueDate: row.issue_date,
        validUntil: row.valid_until,
      };
      return ok(answer);
    },
  );
}
