/**
 * POST `${x-api}/importExcel` (multipart `files[]`, .xls/.xlsx): every row is validated with the
 * entity's own ajv document (import mode) and x-unique is checked within the file and against the
 * table; then all rows are written in one transaction, or none. With any bad row nothing is
 * written and the answer is code 201 with an error workbook (row number and reasons) that only the
 * importer may download (result: { fileUrl, fileName, msg }).
 */
import ExcelJS from 'exceljs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../shared/schema/registry';
import { resolveText } from '../../../shared/schema/i18n';
import { entityValidator, fieldTitle } from '../../../shared/schema/validate';
import { fail, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { newId } from '../../db/ids';
import { loadDictItems } from '../dict/dict-items';
import { storeFile } from '../upload/storage';
import { loose, type LooseDb } from './loose-db';
import { entityHooks } from './hooks';
import { ownershipValues } from './scope';
import { CRUD_MSG } from './messages';
import { cellToInput, plainCell } from './excel-values';
import { sheetKind, sheetRows } from './import-read';
import { toColumns, type Input } from './write';
import { dictCodes } from './rows';
import { invalidateCachesAfterWrite } from './cache-invalidation';

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
const MAX_ROWS = 200_000;
const CHUNK = 500;

interface RowError {
  row: number;
  messages: string[];
}

class RowErrors extends Error {
  constructor(readonly errors: RowError[]) {
    super('import rows refused');
  }
}

function headerMap(request: FastifyRequest, entity: ResolvedEntity, cells: unknown[]): Array<ResolvedField | null> {
  const byLabel = new Map<string, ResolvedField>();
  for (const f of entity.fields.values()) {
    for (const label of [f.name, fieldTitle(f, 'zh-CN'), fieldTitle(f, 'en-US')]) byLabel.set(label, f);
  }
  return cells.map((cell) => {
    const label = String(plainCell(cell) ?? '').trim();
    if (label === '') return null;
    const field = byLabel.get(label);
    if (!field) throw new HttpError(400, `${request.t(CRUD_MSG.importHeader)}: ${label}`);
    // Known but not importable (system fields, read-only, exported dictionary texts): ignored.
    return field.importable ? field : null;
  });
}

async function readUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  if (!file) throw new HttpError(400, request.t(CRUD_MSG.importNoFile));
  const data = await file.toBuffer();
  return { name: file.filename, data };
}

async function uniqueConflicts(db: LooseDb, entity: ResolvedEntity, inputs: Array<{ row: number; input: Input }>, errors: RowError[], t: (m: { 'zh-CN': string; 'en-US': string }) => string, locale: 'zh-CN' | 'en-US') {
  for (const field of entity.uniqueFields) {
    const rowsByValue = new Map<unknown, number[]>();
    for (const { row, input } of inputs) {
      const v = input[field.name];
      if (v !== undefined && v !== null) rowsByValue.set(v, [...(rowsByValue.get(v) ?? []), row]);
    }
    const message = `${fieldTitle(field, locale)}: ${t(CRUD_MSG.duplicate)}`;
    for (const rows of rowsByValue.values()) for (const row of rows.slice(1)) errors.push({ row, messages: [message] });
    const values = [...rowsByValue.keys()];
    for (let i = 0; i < values.length; i += 1000) {
      const taken = (await db
        .selectFrom(entity.table)
        .select((eb) => eb.ref(field.column as string).as('v'))
        .where(field.column as string, 'in', values.slice(i, i + 1000))
        .execute()) as Array<{ v: unknown }>;
      for (const { v } of taken) for (const row of rowsByValue.get(v) ?? []) errors.push({ row, messages: [message] });
    }
  }
}

async function errorWorkbook(request: FastifyRequest, entity: ResolvedEntity, errors: RowError[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('errors');
  sheet.columns = [
    { header: request.t({ 'zh-CN': '行号', 'en-US': 'Row' }), key: 'row', width: 10 },
    { header: request.t({ 'zh-CN': '错误信息', 'en-US': 'Errors' }), key: 'messages', width: 80 },
  ];
  for (const e of [...errors].sort((a, b) => a.row - b.row)) sheet.addRow({ row: e.row, messages: e.messages.join('; ') });
  const data = Buffer.from(await book.xlsx.writeBuffer());
  const fileName = `${resolveText(entity.schema.title, request.locale)}-errors.xlsx`;
  const stored = await storeFile(request.server, request.user, {
    biz: 'import-errors',
    data,
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    originalName: fileName,
  });
  return { fileUrl: stored.path, fileName };
}

export function registerImport(app: FastifyInstance, entity: ResolvedEntity, permission: string): void {
  const url = `${entity.schema['x-api']}/importExcel`;
  app.post(url, { config: { permission } }, async (request, reply) => {
    const upload = await readUpload(request);
    const kind = sheetKind(upload.name, upload.data);
    if (!kind) throw new HttpError(400, request.t(CRUD_MSG.importType));
    const dictFields = [...entity.fields.values()].filter((f) => f.importable);
    const dicts = await loadDictItems(app.db, dictCodes(dictFields));
    const validate = entityValidator(entity, 'import');
    const locale = request.locale;

    let header: Array<ResolvedField | null> | null = null;
    const inputs: Array<{ row: number; input: Input }> = [];
    const errors: RowError[] = [];
    for await (const { rowNumber, cells } of sheetRows(kind, upload.data)) {
      if (!header) {
        header = headerMap(request, entity, cells);
        continue;
      }
      const input: Input = {};
      header.forEach((field, i) => {
        if (!field) return;
        const value = cellToInput(field, cells[i], dicts);
        if (value !== undefined) input[field.name] = value;
      });
      if (Object.keys(input).length === 0) continue;
      if (inputs.length >= MAX_ROWS) throw new HttpError(413, request.t({ 'zh-CN': `一次最多导入${MAX_ROWS}行`, 'en-US': `At most ${MAX_ROWS} rows per import` }));
      const problems = validate(input);
      if (problems.length > 0) {
        errors.push({
          row: rowNumber,
          messages: problems.map((p) => {
            const f = entity.fields.get(p.field);
            return `${f ? fieldTitle(f, locale) : p.field}: ${request.t(p.message)}`;
          }),
        });
      } else {
        inputs.push({ row: rowNumber, input });
      }
    }
    if (inputs.length === 0 && errors.length === 0) throw new HttpError(400, request.t(CRUD_MSG.importEmpty));

    try {
      if (errors.length > 0) throw new RowErrors(errors);
      await app.db.transaction().execute(async (trx) => {
        const tx = loose(trx);
        const conflicts: RowError[] = [];
        await uniqueConflicts(tx, entity, inputs, conflicts, (m) => request.t(m), locale);
        if (conflicts.length > 0) throw new RowErrors(conflicts);
        const owner = ownershipValues(entity, request.user);
        const hooks = entityHooks(entity.id);
        const ctx = { app, db: tx, user: request.user };
        for (let i = 0; i < inputs.length; i += CHUNK) {
          const values = [];
          for (const { input } of inputs.slice(i, i + CHUNK)) {
            const columns = { ...toColumns(entity, input), ...owner, id: newId(), create_by: request.user.username };
            await hooks.beforeInsert?.(ctx, columns, input);
            values.push(columns);
          }
          await tx.insertInto(entity.table).values(values).execute();
        }
      });
      await invalidateCachesAfterWrite(app, entity.table, []);
    } catch (error) {
      if (!(error instanceof RowErrors)) throw error;
      const file = await errorWorkbook(request, entity, error.errors);
      const rows = [...new Set(error.errors.map((e) => e.row))].sort((a, b) => a - b);
      const msg = request.t({
        'zh-CN': `共${rows.length}行数据有误（第${rows.slice(0, 10).join('、')}行${rows.length > 10 ? '等' : ''}），未导入任何数据`,
        'en-US': `${rows.length} row(s) have errors (row ${rows.slice(0, 10).join(', ')}${rows.length > 10 ? ', …' : ''}); nothing was imported`,
      });
      return reply.status(201).send(fail(201, request.t(CRUD_MSG.importErrors), { ...file, msg }));
    }
    return ok({ count: inputs.length }, `${request.t(CRUD_MSG.importDone)}${inputs.length}`);
  });
}

/** Multipart parsing for the import routes (registered once in the CRUD module's context). */
export async function registerImportParsing(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } });
}
