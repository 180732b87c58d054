/**
 * The error workbook of an import: per refused row its number and reasons, then the row's own
 * cells under the file's own headers, so the importer corrects them there and imports the same
 * workbook again (the import skips the row-number and reasons columns, isErrorBookHeader). A
 * write-only field's cells (a password) stay empty: the file store never holds a secret in clear.
 */
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../excel/load-exceljs';
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import { resolveText } from '../../../../shared/schema/i18n';
import { spreadsheetFileName } from '../../../../shared/excel/file-name';
import { storeFile } from '../../upload/storage';
import { EXCEL_MSG } from '../excel/messages';
import { headerLabel, neutralise, plainCell } from '../excel/values';

/** A refused row: its number in the file, the reasons, and the cells as the file had them. */
export interface RefusedRow {
  row: number;
  messages: string[];
  cells?: readonly unknown[];
}

/** The uploaded file's header row and the field each column was read into (null: not read). */
export interface UploadedHeader {
  cells: readonly unknown[];
  fields: ReadonlyArray<ResolvedField | null>;
}

const OWN_HEADERS = [EXCEL_MSG.rowHeader, EXCEL_MSG.errorsHeader];

/** A header this workbook adds (in either language): not a column of the entity when re-imported. */
export function isErrorBookHeader(label: string): boolean {
  return OWN_HEADERS.some((pair) => pair['zh-CN'] === label || pair['en-US'] === label);
}

/** A cell written back as text or a value, never a formula (neutralise, as the export does). */
function writtenCell(cell: unknown, field: ResolvedField | null | undefined): ExcelJS.CellValue {
  if (field?.schema.writeOnly === true) return null;
  const value = plainCell(cell);
  return typeof value === 'string' ? neutralise(value) : value;
}

async function workbookData(
  request: FastifyRequest,
  header: UploadedHeader | null,
  errors: readonly RefusedRow[],
  total: number,
): Promise<Buffer> {
  const book = new (await loadExcelJS()).Workbook();
  const sheet = book.addWorksheet('errors');
  const labels = (header?.cells ?? []).map(headerLabel);
  sheet.columns = [
    { header: request.t(EXCEL_MSG.rowHeader), key: 'row', width: 10 },
    { header: request.t(EXCEL_MSG.errorsHeader), key: 'messages', width: 60 },
    ...labels.map((label) => ({ header: label, width: 16 })),
  ];
  for (const e of [...errors].sort((a, b) => a.row - b.row)) {
    const cells = labels.map((_, i) => writtenCell(e.cells?.[i], header?.fields[i]));
    sheet.addRow([e.row, e.messages.join('; '), ...cells]);
  }
  const rowsListed = new Set(errors.map((e) => e.row)).size;
  if (total > rowsListed) sheet.addRow(['…', request.t(EXCEL_MSG.errorsTruncated(rowsListed, total))]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Writes the workbook to the importer's file store; answers where it is and its readable name. */
export async function errorWorkbook(
  request: FastifyRequest,
  entity: ResolvedEntity,
  header: UploadedHeader | null,
  errors: readonly RefusedRow[],
  total: number,
): Promise<{ fileUrl: string; fileName: string }> {
  const data = await workbookData(request, header, errors, total);
  const fileName = spreadsheetFileName(
    resolveText(entity.schema.title, request.locale),
    'xlsx',
    new Date(),
    request.t(EXCEL_MSG.importErrorsLabel),
  );
  const stored = await storeFile(request.server, request.user, {
    biz: 'import-errors',
    data,
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    originalName: fileName,
  });
  return { fileUrl: stored.path, fileName };
}
