/**
 * GET /isps/certsearch/export?format=xlsx|xml&since=<date> — the IAF CertSearch file of every
 * certificate (since absent), of those created or changed from that date (YYYY-MM-DD, or an ISO
 * date-time), or of those changed since the last export (since=last; since=all is all). The whole register of the
 * certification body goes out, as CertSearch expects one upload per body. Answers 422 with every
 * record that cannot be exported and why, so nothing incomplete is ever offered. Each export is
 * recorded (isps_certsearch_export). GET /isps/certsearch/last answers the last export.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayIso } from '../../../shared/certificate/cert-dates';
import { attachmentDisposition } from '../../../shared/excel/file-name';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { expireDueIfAny } from '../certificate/cert-store';
import { CERTSEARCH_MSG } from './certsearch-messages';
import { CERTSEARCH_EXPORT_PERM } from './certsearch-permissions';
import {
  buildExport,
  EXPORT_FORMATS,
  EXPORT_MIME,
  exportFileName,
  lastExportAt,
  recordExport,
  type ExportFormat,
} from './certsearch-export';
import type { RefusedRecord } from './validate';

interface ExportQuery {
  format?: string;
  since?: string;
}

const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** since: absent or 'all' → null (every certificate); 'last' → the last export (null when none yet); else a date. */
async function sinceOf(app: FastifyInstance, text: string | undefined): Promise<Date | null> {
  if (text === undefined || text === '' || text === 'all') return null;
  if (text === 'last') return lastExportAt(app.db);
  const date = DATE_OR_TIME.test(text) ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text) : null;
  if (!date || Number.isNaN(date.getTime())) throw new LocalizedHttpError(400, CERTSEARCH_MSG.badSince);
  return date;
}

/**
 * The refused records with their reasons in the caller's language, and the same as lines of text
 * (`details`: what the renderer's download dialog lists under the message).
 */
export function refusalReport(request: FastifyRequest, refused: readonly RefusedRecord[]) {
  const records = refused.map((r) => ({
    certificateNumber: r.certificateNumber,
    certificationIdentityNumber: r.certificationIdentityNumber,
    problems: r.problems.map((p) => ({ field: p.field, message: request.t(p.message) })),
  }));
  const details = records.map(
    (r) => `${r.certificateNumber}: ${r.problems.map((p) => p.message).join('; ')}`,
  );
  return { refused: records, details };
}

export default async function exportRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ExportQuery }>(
    '/isps/certsearch/export',
    {
      config: { permission: CERTSEARCH_EXPORT_PERM },
      schema: {
        querystring: {
          type: 'object',
          properties: { format: { type: 'string', maxLength: 8 }, since: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      if (!(EXPORT_FORMATS as readonly string[]).includes(format))
        throw new LocalizedHttpError(400, CERTSEARCH_MSG.badFormat);
      const since = await sinceOf(app, request.query.since);
      await expireDueIfAny(app);
      const now = new Date();
      const outcome = await buildExport(app.db, format as ExportFormat, since, todayIso());
      if (!outcome.ok)
        throw new LocalizedHttpError(
          422,
          CERTSEARCH_MSG.notExportable(outcome.refused.length),
          refusalReport(request, outcome.refused),
        );
      await recordExport(app.db, {
        at: now,
        by: request.user.username,
        format: format as ExportFormat,
        count: outcome.count,
        since,
        trigger: 'manual',
        filePath: null,
      });
      return reply
        .header('Content-Type', EXPORT_MIME[format as ExportFormat])
        .header('Content-Disposition', attachmentDisposition(exportFileName(format as ExportFormat, now)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(outcome.data);
    },
  );

  app.get('/isps/certsearch/last', { config: { permission: CERTSEARCH_EXPORT_PERM } }, async () => {
    const row = await app.db
      .selectFrom('isps_certsearch_export')
      .select(['exported_at', 'create_by', 'format', 'record_count', 'run_trigger'])
      .orderBy('exported_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return ok(
      row
        ? {
            exportedAt: new Date(row.exported_at).toISOString(),
            exportedBy: row.create_by,
            format: row.format,
            count: row.record_count,
            trigger: row.run_trigger,
          }
        : null,
    );
  });
}
