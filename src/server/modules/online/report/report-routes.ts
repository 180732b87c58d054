/**
 * The cgreport API (SPEC §7, reference/jeecg.md §3.8) over report definitions:
 *   GET /online/cgreport/api/getRpColumns/:code  columns by code (popup picker): cgRpConfigId, cgRpConfigName, columns, dictOptions
 *   GET /online/cgreport/api/getColumns/:id      columns, dictOptions, cgreportHeadName (+ chart, totals keys)
 *   GET /online/cgreport/api/getQueryInfo/:id    search items { label, field, mode, view, dictCode?, hidden? }
 *   GET /online/cgreport/api/getParamsInfo/:id   parameters { paramName, paramTxt, paramValue }
 *   GET /online/cgreport/api/getData/:id         self_<param>, search fields, column/order, pageNo, pageSize → records, total, totals
 *   GET /online/cgreport/api/exportXls/:id       the whole result as .xls
 * Who may read a report: a signed-in user holding the list code of every entity the report reads
 * (its base entity and joins), and the rows are scoped as those lists are: a report shows nothing
 * its reader could not list already — nor a field those lists hide from the reader
 * (report-field-view.ts: such columns are left out, searching or sorting by them is refused).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userHasPermission } from '../../../auth/session-user';
import { ok } from '../../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import { dictItemText } from '../../../../shared/dict/dict-item';
import { attachmentDisposition, spreadsheetFileName } from '../../../../shared/excel/file-name';
import type { ResolvedReport } from '../../../../shared/online-report/resolve';
import { getAllDictItems } from '../../dict/dict-cache';
import { neutralise } from '../../crud/excel/values';
import { TooManyXlsRows, XLS_MAX_ROWS, XlsSheet } from '../../crud/export/xls';
import { EXCEL_MSG } from '../../crud/excel/messages';
import { countRows, numericValues, orderedRows, sortOf, totals, type QueryParams } from './report-query';
import { headName, loadReport, type LoadedReport } from './report-store';
import { REPORT_MSG } from './report-messages';
import { refuseHiddenQuery, reportForReader } from './report-field-view';

const BASE = '/online/cgreport/api';
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 1000;

type Locale = 'zh-CN' | 'en-US';

function mayRead(request: FastifyRequest, report: ResolvedReport): boolean {
  return report.sources.every((s) => userHasPermission(request.user, s.entity.schema['x-permissions'].list));
}

/** The report by id or code as the caller may read it: its entities' lists, and their fields. */
async function readable(
  request: FastifyRequest,
  app: FastifyInstance,
  by: { id?: string; code?: string },
): Promise<LoadedReport & { hiddenKeys: ReadonlySet<string> }> {
  const loaded = await loadReport(request, app.db, by);
  if (!mayRead(request, loaded.report)) throw new LocalizedHttpError(403, MSG.forbidden);
  const reader = await reportForReader(request, loaded.report);
  return { head: loaded.head, report: reader.report, hiddenKeys: reader.hiddenKeys };
}

async function dictOptions(app: FastifyInstance, report: ResolvedReport, locale: Locale) {
  const all = await getAllDictItems(app);
  const out: Record<string, Array<{ value: string; text: string; title: string }>> = {};
  for (const c of report.columns) {
    if (!c.dict) continue;
    out[c.key] = (all[c.dict] ?? []).map((item) => {
      const text = dictItemText(item, locale);
      return { value: item.value, text, title: text };
    });
  }
  return out;
}

function columnsOf(report: ResolvedReport, locale: Locale) {
  return report.columns
    .filter((c) => !c.hidden)
    .map((c) => ({
      title: c.title[locale] || c.title['zh-CN'],
      dataIndex: c.key,
      align: c.numeric ? 'right' : 'center',
      sorter: true,
      ...(c.width !== undefined ? { width: c.width } : {}),
      ...(c.dict ? { customRender: c.dict } : {}),
      ...(c.link ? { href: c.link } : {}),
      ...(c.total ? { total: true } : {}),
      numeric: c.numeric,
    }));
}

async function addDictTexts(
  app: FastifyInstance,
  report: ResolvedReport,
  rows: Array<Record<string, unknown>>,
  locale: Locale,
) {
  const columns = report.columns.filter((c) => c.dict);
  if (columns.length === 0) return;
  const all = await getAllDictItems(app);
  for (const c of columns) {
    const items = new Map((all[c.dict as string] ?? []).map((i) => [i.value, dictItemText(i, locale)]));
    for (const row of rows) {
      const v = row[c.key];
      row[`${c.key}_dictText`] =
        v === null || v === undefined || v === ''
          ? ''
          : String(v)
              .split(',')
              .map((p) => items.get(p) ?? p)
              .join(',');
    }
  }
}

function pageParams(query: QueryParams): { pageNo: number; pageSize: number } {
  const no = Number(query.pageNo);
  const size = Number(query.pageSize);
  return {
    pageNo: Number.isInteger(no) && no >= 1 ? no : 1,
    pageSize: Number.isInteger(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const signedIn = { config: { authenticated: true } } as const;
  const idParam = (request: FastifyRequest) => ({ id: String((request.params as { id: string }).id) });

  app.get(`${BASE}/getRpColumns/:code`, signedIn, async (request) => {
    const { head, report } = await readable(request, app, {
      code: String((request.params as { code: string }).code),
    });
    return ok({
      cgRpConfigId: head.id,
      cgRpConfigName: headName(head, request.locale),
      columns: columnsOf(report, request.locale),
      dictOptions: await dictOptions(app, report, request.locale),
    });
  });

  app.get(`${BASE}/getColumns/:id`, signedIn, async (request) => {
    const { head, report } = await readable(request, app, idParam(request));
    return ok({
      cgreportHeadName: headName(head, request.locale),
      columns: columnsOf(report, request.locale),
      dictOptions: await dictOptions(app, report, request.locale),
      ...(report.definition.chart ? { chart: report.definition.chart } : {}),
    });
  });

  app.get(`${BASE}/getQueryInfo/:id`, signedIn, async (request) => {
    const { report } = await readable(request, app, idParam(request));
    const byKey = new Map(report.columns.map((c) => [c.key, c]));
    return ok(
      (report.definition.search ?? []).flatMap((s, i) => {
        const c = byKey.get(s.key);
        if (!c?.source) return [];
        const { type, format } = c.source.field.schema;
        const view = c.dict
          ? 'list'
          : type === 'integer' || type === 'number'
            ? 'number'
            : format === 'date'
              ? 'date'
              : format === 'date-time'
                ? 'datetime'
                : 'text';
        return [
          {
            label: c.title[request.locale] || c.title['zh-CN'],
            field: s.key,
            mode: s.mode === 'range' ? 'group' : 'single',
            view,
            ...(c.dict ? { dictCode: c.dict } : {}),
            // JeecgBoot shows the first two search items and folds the rest.
            ...(i >= 2 ? { hidden: '1' } : {}),
          },
        ];
      }),
    );
  });

  app.get(`${BASE}/getParamsInfo/:id`, signedIn, async (request) => {
    const { report } = await readable(request, app, idParam(request));
    return ok(
      report.params.map((p) => ({
        paramName: p.name,
        paramTxt: p.title[request.locale] || p.title['zh-CN'],
        paramValue: p.default ?? '',
      })),
    );
  });

  app.get(`${BASE}/getData/:id`, signedIn, async (request) => {
    const { report, hiddenKeys } = await readable(request, app, idParam(request));
    const query = (request.query ?? {}) as QueryParams;
    refuseHiddenQuery(request, { report, hiddenKeys }, query);
    const { pageNo, pageSize } = pageParams(query);
    const [rows, total, sums] = await Promise.all([
      orderedRows(app, app.db, report, request.user, query)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute() as Promise<Array<Record<string, unknown>>>,
      countRows(app, app.db, report, request.user, query),
      totals(app, app.db, report, request.user, query),
    ]);
    numericValues(report, rows);
    await addDictTexts(app, report, rows, request.locale);
    return ok({
      records: rows,
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
      ...(sums ? { totals: sums } : {}),
      sort: sortOf(report, query),
    });
  });

  app.get(`${BASE}/exportXls/:id`, signedIn, async (request, reply) => {
    const { head, report, hiddenKeys } = await readable(request, app, idParam(request));
    const query = (request.query ?? {}) as QueryParams;
    refuseHiddenQuery(request, { report, hiddenKeys }, query);
    const rows = (await orderedRows(app, app.db, report, request.user, query)
      .limit(XLS_MAX_ROWS + 1)
      .execute()) as Array<Record<string, unknown>>;
    numericValues(report, rows);
    await addDictTexts(app, report, rows, request.locale);
    const columns = report.columns.filter((c) => !c.hidden);
    const sheet = new XlsSheet(columns.map((c) => c.title[request.locale] || c.title['zh-CN']));
    try {
      for (const row of rows) {
        sheet.add(
          columns.map((c) => {
            const v = c.dict ? row[`${c.key}_dictText`] : row[c.key];
            if (typeof v === 'number') return v;
            if (v instanceof Date) return v.toISOString();
            return v === null || v === undefined ? '' : neutralise(String(v));
          }),
        );
      }
    } catch (error) {
      if (error instanceof TooManyXlsRows)
        throw new HttpError(400, request.t(EXCEL_MSG.xlsTooManyRows(XLS_MAX_ROWS)));
      throw error;
    }
    const title = headName(head, request.locale) || request.t(REPORT_MSG.exportTitle);
    return reply
      .header('Content-Type', 'application/vnd.ms-excel')
      .header('Content-Disposition', attachmentDisposition(spreadsheetFileName(title, 'xls', new Date())))
      .header('X-Content-Type-Options', 'nosniff')
      .send(sheet.toBuffer(title));
  });
}
