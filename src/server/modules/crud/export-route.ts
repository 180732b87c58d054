/**
 * GET `${x-api}/exportXls`: the current query (+ `selections`) as a streamed .xlsx. Rows are read
 * in keyset batches and written with exceljs' WorkbookWriter, so memory stays flat however many.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { resolveText } from '../../../shared/schema/i18n';
import { fieldTitle } from '../../../shared/schema/validate';
import { loadDictItems } from '../dict/dict-items';
import { parseRequestQuery } from './parse';
import { readRows } from './list';
import { dictCodes, selectedFields, sortKeyValues } from './rows';
import { cellText } from './excel-values';

const BATCH = 1000;

export function registerExport(app: FastifyInstance, entity: ResolvedEntity, permission: string): void {
  app.get(`${entity.schema['x-api']}/exportXls`, { config: { permission } }, async (request, reply) => {
    const query = parseRequestQuery(request, entity);
    const fields = selectedFields(entity, query.fields).filter((f) => f.exportable);
    const dicts = await loadDictItems(app.db, dictCodes(fields));
    const locale = request.locale;
    const title = resolveText(entity.schema.title, locale);

    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(title);
    sheet.columns = fields.map((f) => ({ header: fieldTitle(f, locale), key: f.name, width: 20 }));

    const write = async () => {
      let cursor: Array<string | null> | null = null;
      for (;;) {
        const rows = await readRows(app.db, entity, request.user, { ...query, cursor, pageNo: 1 }, BATCH);
        for (const row of rows) {
          sheet.addRow(fields.map((f) => cellText(f, row[f.name], dicts, locale))).commit();
        }
        if (rows.length < BATCH) break;
        cursor = sortKeyValues(rows[rows.length - 1], query.sort);
      }
      sheet.commit();
      await workbook.commit();
    };
    write().catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed');
      stream.destroy(error as Error);
    });

    const fileName = encodeURIComponent(`${title}.xlsx`);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${fileName}`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });
}
