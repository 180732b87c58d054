/**
 * GET `${x-api}/exportXls`: the current query (+ `selections`) as a spreadsheet named
 * `<entity title>_<yyyyMMddHHmmss>` (server's local time). SPEC §7 says .xls, so the default is a
 * legacy BIFF8 workbook (at most 65,535 rows, else a 400 asking for xlsx: see xls.ts);
 * `format=xlsx` streams an .xlsx with exceljs' WorkbookWriter, so memory stays flat however many
 * rows. Rows are read in keyset batches either way.
 *
 * The columns are every readable stored field, unless a module registered another layout for the
 * entity (layout.ts: an online form exports its list's columns, without the id, and one
 * sheet per sub table, sub-sheets.ts).
 */
import { PassThrough } from 'node:stream';
import { loadExcelJS } from '../excel/load-exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import type { ListQuery } from '../../../../shared/query/ast';
import { resolveText } from '../../../../shared/schema/i18n';
import { fieldTitle } from '../../../../shared/schema/validate';
import { parseListQuery, type QueryParams } from '../../../../shared/query/list-query';
import { QueryError } from '../../../../shared/query/errors';
import { attachmentDisposition, spreadsheetFileName } from '../../../../shared/excel/file-name';
import { HttpError } from '../../../http/errors';
import { loadDictItems, type DictItems } from '../../dict/dict-items';
import { readRows } from '../read/list';
import { dictCodes, selectedFields, sortKeyValues } from '../read/rows';
import { cellText } from '../excel/values';
import { EXCEL_MSG } from '../excel/messages';
import { sheetNames, TooManyXlsRows, xlsBook, XLS_MAX_ROWS, XlsSheet } from './xls';
import { exportLayoutOf } from './layout';
import { SubSheets, type Cells, type MainRowRef } from './sub-sheets';
import { loose } from '../loose-db';
import { schemaKeyword, X_API } from '../../../../shared/schema/keywords';
import { fieldView } from '../rules/field-rules';

const BATCH = 1000;
const MIME = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
type ExportFormat = keyof typeof MIME;

/**
 * The export format and the list parameters without it. `format` is a list parameter only when the
 * entity itself has a field of that name; then the export stays .xls.
 */
function splitFormat(
  request: FastifyRequest,
  entity: ResolvedEntity,
): { format: ExportFormat; params: QueryParams } {
  const { format, ...rest } = (request.query ?? {}) as QueryParams;
  if (entity.fields.has('format')) return { format: 'xls', params: { format, ...rest } };
  if (format === undefined || format === '' || format === 'xls') return { format: 'xls', params: rest };
  if (format === 'xlsx') return { format: 'xlsx', params: rest };
  throw new HttpError(400, request.t(EXCEL_MSG.exportFormat));
}

function parseQuery(request: FastifyRequest, entity: ResolvedEntity, params: QueryParams): ListQuery {
  try {
    return parseListQuery(entity, params);
  } catch (error) {
    if (error instanceof QueryError) throw new HttpError(400, request.t(error.text));
    throw error;
  }
}

interface ExportJob {
  app: FastifyInstance;
  request: FastifyRequest;
  entity: ResolvedEntity;
  query: ListQuery;
  fields: ResolvedField[];
  dicts: DictItems;
  /** The sub tables' sheets, filled as the main rows are read (null: no sub sheets). */
  subSheets: SubSheets | null;
}

/** Every row of the query as cells, batch by batch; the sub sheets get each batch's records first. */
async function* cellRows(job: ExportJob): AsyncGenerator<Cells> {
  const { app, request, entity, query, fields, dicts, subSheets } = job;
  let cursor: Array<string | null> | null = null;
  // Row 1 is the header: the first record is on row 2 of the main sheet.
  let rowNumber = 1;
  for (;;) {
    const rows = await readRows(app, app.db, entity, request.user, { ...query, cursor, pageNo: 1 }, BATCH);
    if (subSheets) {
      const refs: MainRowRef[] = rows.map((row, i) => ({ id: String(row.id), rowNumber: rowNumber + 1 + i }));
      await subSheets.add(refs);
    }
    rowNumber += rows.length;
    for (const row of rows) yield fields.map((f) => cellText(f, row[f.name], dicts, request.locale));
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    cursor = sortKeyValues(last, query.sort);
  }
}

async function xlsBuffer(job: ExportJob, sheetName: string): Promise<Buffer> {
  const sheet = new XlsSheet(job.fields.map((f) => fieldTitle(f, job.request.locale)));
  const sheets = [{ name: sheetName, sheet }];
  try {
    for await (const cells of cellRows(job)) sheet.add(cells);
    for (const sub of job.subSheets?.sheets ?? []) {
      const subSheet = new XlsSheet(sub.header);
      for (const cells of sub.rows) subSheet.add(cells);
      sheets.push({ name: sub.name, sheet: subSheet });
    }
  } catch (error) {
    if (error instanceof TooManyXlsRows)
      throw new HttpError(400, job.request.t(EXCEL_MSG.xlsTooManyRows(XLS_MAX_ROWS)));
    throw error;
  }
  return xlsBook(sheets);
}

async function xlsxStream(job: ExportJob, sheetName: string): Promise<PassThrough> {
  const stream = new PassThrough();
  const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = job.fields.map((f) => ({
    header: fieldTitle(f, job.request.locale),
    key: f.name,
    width: 20,
  }));
  const write = async () => {
    for await (const cells of cellRows(job)) sheet.addRow(cells).commit();
    sheet.commit();
    // The sub sheets follow the main one (their rows were gathered while it was written).
    const subs = job.subSheets?.sheets ?? [];
    const names = sheetNames([sheetName, ...subs.map((s) => s.name)]).slice(1);
    subs.forEach((sub, i) => {
      const subSheet = workbook.addWorksheet(names[i]);
      subSheet.columns = sub.header.map((header) => ({ header, width: 20 }));
      for (const cells of sub.rows) subSheet.addRow(cells).commit();
      subSheet.commit();
    });
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    job.request.log.error({ err: error }, 'export failed');
    stream.destroy(error as Error);
  });
  return stream;
}

export function registerExport(app: FastifyInstance, declared: ResolvedEntity, permission: string): void {
  app.get(
    `${schemaKeyword(declared.schema, X_API)}/exportXls`,
    { config: { permission } },
    async (request, reply) => {
      // The user's field rules: a hidden field is neither a column nor a filter (rules/field-rules.ts).
      const entity = await fieldView(request, declared);
      const { format, params } = splitFormat(request, entity);
      const query = parseQuery(request, entity, params);
      const layout = exportLayoutOf(app, entity);
      const listed = layout
        ? layout.columns.filter((f) => query.fields.length === 0 || query.fields.includes(f.name))
        : selectedFields(entity, query.fields);
      const fields = listed.filter((f) => f.exportable);
      const dicts = await loadDictItems(app.db, dictCodes(fields));
      const title = resolveText(entity.schema.title, request.locale);
      const subSheets = layout?.subTables ? await SubSheets.of(request, loose(app.db), entity) : null;
      const job: ExportJob = { app, request, entity, query, fields, dicts, subSheets };
      // Built before the headers go out, so a refusal (too many rows) is still a JSON answer.
      const body = format === 'xls' ? await xlsBuffer(job, title) : await xlsxStream(job, title);
      return reply
        .header('Content-Type', MIME[format])
        .header('Content-Disposition', attachmentDisposition(spreadsheetFileName(title, format, new Date())))
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    },
  );
}
