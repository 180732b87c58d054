/**
 * One export, for the route and the monthly job alike: the records mapped and checked, then either
 * the file (and its row in isps_certsearch_export) or the records that cannot be exported and why.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';
import { loadRecords } from './certsearch-load';
import { certSearchXlsx } from './certsearch-xlsx';
import { certSearchXml } from './certsearch-xml';
import { partitionRecords, type RefusedRecord } from './validate';

export const EXPORT_FORMATS = ['xlsx', 'xml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml; charset=utf-8',
};

export type ExportOutcome =
  { ok: true; data: Buffer; count: number } | { ok: false; refused: RefusedRecord[] };

export async function buildExport(
  db: Kysely<Database>,
  format: ExportFormat,
  since: Date | null,
  today: string,
): Promise<ExportOutcome> {
  const { valid, refused } = partitionRecords(await loadRecords(db, today, since));
  if (refused.length > 0) return { ok: false, refused };
  const data = format === 'xlsx' ? await certSearchXlsx(valid) : Buffer.from(certSearchXml(valid), 'utf8');
  return { ok: true, data, count: valid.length };
}

export interface ExportEntry {
  at: Date;
  by: string;
  format: ExportFormat;
  count: number;
  since: Date | null;
  trigger: 'manual' | 'schedule';
  filePath: string | null;
}

export async function recordExport(db: Kysely<Database>, entry: ExportEntry): Promise<void> {
  await db
    .insertInto('isps_certsearch_export')
    .values({
      id: newId(),
      create_by: entry.by,
      exported_at: entry.at,
      format: entry.format,
      record_count: entry.count,
      since: entry.since,
      run_trigger: entry.trigger,
      file_path: entry.filePath,
    })
    .execute();
}

/** When the last export was made (null: never): the start of "changed since the last export". */
export async function lastExportAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('isps_certsearch_export')
    .select('exported_at')
    .orderBy('exported_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.exported_at) : null;
}

export async function exportedSince(db: Kysely<Database>, from: Date): Promise<boolean> {
  const row = await db
    .selectFrom('isps_certsearch_export')
    .select('id')
    .where('exported_at', '>=', from)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The file name: CertSearch_<yyyymmdd>.<ext> (the template's own name, dated). */
export function exportFileName(format: ExportFormat, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `IAF_CertSearch_${day}.${format}`;
}
