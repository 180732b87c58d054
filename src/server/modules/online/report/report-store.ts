/**
 * Report definitions in onl_cgreport_head: read one by id or code and resolve it against the
 * entities registered now (an entity may be gone or changed since the report was saved: then the
 * report answers 409 until it is corrected, rather than querying what no longer exists).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { LocalizedHttpError } from '../../../http/errors';
import { schemaRegistry, type SchemaSource } from '../../schema/registry';
import { resolveReport, type ResolvedReport } from '../../../../shared/online-report/resolve';
import { REPORT_MSG } from './report-messages';

export interface ReportHead {
  id: string;
  code: string;
  name: string;
  name_en: string | null;
  base_entity: string;
  definition: string;
}

export async function findHead(
  db: Kysely<Database>,
  by: { id?: string; code?: string },
): Promise<ReportHead | undefined> {
  let query = db
    .selectFrom('onl_cgreport_head')
    .select(['id', 'code', 'name', 'name_en', 'base_entity', 'definition']);
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  else if (by.code !== undefined) query = query.where('code', '=', by.code);
  else return undefined;
  return query.executeTakeFirst();
}

export function resolveNow(app: SchemaSource, baseEntity: string, definition: unknown) {
  return resolveReport(baseEntity, definition, (id) => schemaRegistry(app).entities.get(id));
}

export interface LoadedReport {
  head: ReportHead;
  report: ResolvedReport;
}

/** The report by id or code, resolved; 404 when absent, 409 when its entities no longer match it. */
export async function loadReport(
  request: FastifyRequest,
  db: Kysely<Database>,
  by: { id?: string; code?: string },
): Promise<LoadedReport> {
  const head = await findHead(db, by);
  if (!head) throw new LocalizedHttpError(404, REPORT_MSG.notFound);
  const { report, problems } = resolveNow(request.server, head.base_entity, head.definition);
  if (!report) {
    throw new LocalizedHttpError(
      409,
      REPORT_MSG.broken,
      problems.map((p) => ({ field: p.path, message: request.t(p.message) })),
    );
  }
  return { head, report };
}

export function headName(head: ReportHead, locale: 'zh-CN' | 'en-US'): string {
  return locale === 'en-US' && head.name_en ? head.name_en : head.name;
}
