/**
 * GET `${x-api}/exportXls`: the current query (+ `selections`) as a spreadsheet named
 * `<entity title>_<yyyyMMddHHmmss>` (server's local time). SPEC §7 says .xls, so the default is a
 * legacy BIFF8 workbook (at most 65,535 rows, else a 400 asking for xlsx: see export-xls.ts);
 * `format=xlsx` streams an .xlsx with exceljs' WorkbookWriter, so memory stays flat however many
 * rows. Rows are read in keyset batches either way.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../shared/schema/registry';
import type { ListQuery } from '../../../shared/query/ast';
import { resolveText } from '../../../shared/schema/i18n';
import { fieldTitle } from '../../../shared/schema/validate';
import { parseListQuery, type QueryParams } from '../../../shared/query/list-query';
import { QueryError } from '../../../shared/query/errors';
import { attachmentDisposition, spreadsheetFileName } from '../../../shared/excel/file-name';
import { HttpError } from '../../http/errors';
import { loadDictItems, type DictItems } from '../dict/dict-items';
import { readRows } from './list';
import { dictCodes, selectedFields, sortKeyValues } from './rows';
import { cellText } from './excel-values';
import { EXCEL_MSG } from './excel-messages';
import { TooManyXlsRows, XLS_MAX_ROWS, XlsSheet } from './export-xls';
import { schemaKeyword, X_API } from '../../../shared/schema/keywords';
import { fieldView } from './field-rules';

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
function splitFormat(request: FastifyRequest, entity: ResolvedEntity): { format: ExportFormat; params: QueryParams } {
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
}

/** Every row of the query as cells, batch by batch. */
async function* cellRows(job: ExportJob): AsyncGenerator<Array<string | number>> {
  const { app, request, entity, query, fields, dicts } = job;
  let cursor: Array<string | null> | null = null;
  for (;;) {
    const rows = await readRows(app.db, entity, request.user, { ...query, cursor, pageNo: 1 }, BATCH);
    for (const row of rows) yield fields.map((f) => cellText(f, row[f.name], dicts, request.locale));
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    cursor = sortKeyValues(last, query.sort);
  }
}

async function xlsBuffer(job: ExportJob, sheetName: string): Promise<Buffer> {
  const sheet = new XlsSheet(job.fields.map((f) => fieldTitle(f, job.request.locale)));
  try {
    for await (const cells of cellRows(job)) sheet.add(cells);
  } catch (error) {
    if (error instanceof TooManyXlsRows) throw new HttpError(400, job.request.t(EXCEL_MSG.xlsTooManyRows(XLS_MAX_ROWS)));
    throw error;
  }
  return sheet.toBuffer(sheetName);
}

function xlsxStream(job: ExportJob, sheetName: string): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = job.fields.map((f) => ({ header: fieldTitle(f, job.request.locale), key: f.name, width: 20 }));
  const write = async () => {
    for await (const cells of cellRows(job)) sheet.addRow(cells).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    job.request.log.error({ err: error }, 'export failed');
    stream.destroy(error as Error);
  });
  return stream;
}

export function registerExport(app: FastifyInstance, declared: ResolvedEntity, permission: string): void {
  app.get(`${schemaKeyword(declared.schema, X_API)}/exportXls`, { config: { permission } }, async (request, reply) => {
    // The user's field rules: a hidden field is neither a column nor a filter (field-rules.ts).
    const entity = await fieldView(request, declared);
    const { format, params } = splitFormat(request, entity);
    const query = parseQuery(request, entity, params);
    const fields = selectedFields(entity, query.fields).filter((f) => f.exportable);
    const dicts = await loadDictItems(app.db, dictCodes(fields));
    const title = resolveText(entity.schema.title, request.locale);
    const job: ExportJob = { app, request, entity, query, fields, dicts };
    // Built before the headers go out, so a refusal (too many rows) is still a JSON answer.
    const body = format === 'xls' ? await xlsBuffer(job, title) : xlsxStream(job, title);
    return reply
      .header('Content-Type', MIME[format])
      .header('Content-Disposition', attachmentDisposition(spreadsheetFileName(title, format, new Date())))
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  });
}
