/**
 * POST `${x-api}/importExcel` (multipart `files[]`, .xls/.xlsx): every row is validated with the
 * entity's own ajv document (import mode) and x-unique is checked within the file and against the
 * table. By default (mode 'partial', SPEC §7/§8 code 201 "imported, with error data") the good
 * rows are written together in one transaction and the refused ones listed in the error workbook;
 * with `mode=all` (query or multipart field, mode.ts) any bad row means nothing is written.
 * With refused rows the answer is code 201 with an error workbook (row number, reasons and the
 * row's own cells, error-book.ts) that only the importer may download (result: { fileUrl, fileName, msg, written, refused }), named
 * `<title>_导入错误_<time>.xlsx`; without, 200 with result { count, written, refused: 0 }.
 * Virtual write-only fields the entity opts in (`"x-import": true`, fields.ts) are read too;
 * an empty password of that kind gets a one-time password, answered once in
 * `result.oneTimePasswords` of the success answer and kept nowhere else in plain text.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import { entityValidator, fieldTitle } from '../../../../shared/schema/validate';
import { fail, ok } from '../../../http/envelope';
import { HttpError } from '../../../http/errors';
import { newId } from '../../../db/ids';
import { loadDictItems } from '../../dict/dict-items';
import { loose, type LooseDb } from '../loose-db';
import { entityHooks } from '../hooks';
import { ownershipValues } from '../read/scope';
import { CRUD_MSG } from '../messages';
import { cellToInput, headerLabel, isUnreadFormula } from '../excel/values';
import { sheetKind } from './read';
import { ImportRefused, parsedRows } from './parse';
import { fieldView } from '../rules/field-rules';
import { initialState } from '../write/write';
import { toColumns, type Input } from '../write/columns';
import { dictCodes } from '../read/rows';
import { invalidateCachesAfterWrite } from '../cache-invalidation';
import { generatedOnImport, importEntity } from './fields';
import { oneTimePassword } from './one-time-secret';
import { EXCEL_MSG } from '../excel/messages';
import { schemaKeyword, X_API } from '../../../../shared/schema/keywords';
import { importModeOf, type ImportMode } from './mode';
import { IMPORT_MSG } from './messages';
import { readMultipart } from '../../upload/malformed-multipart';
import { errorWorkbook, isErrorBookHeader, type RefusedRow, type UploadedHeader } from './error-book';

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
const CHUNK = 500;

/** Lets the event loop run queued I/O (other requests) before the import goes on. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A generated password, told to the importer once. `account` is the row's unique key (username). */
export interface OneTimePassword {
  row: number;
  account: string;
  field: string;
  password: string;
}

type RowError = RefusedRow;

/** Keeps the first `limit` refused rows (in file order) and counts the rest. */
class ErrorList {
  readonly kept: RowError[] = [];
  total = 0;

  constructor(private readonly limit: number) {}

  add(error: RowError): void {
    this.total++;
    if (this.kept.length < this.limit) this.kept.push(error);
  }
}

/** Header text → field: its name and both titles. */
function fieldsByLabel(entity: ResolvedEntity): Map<string, ResolvedField> {
  const byLabel = new Map<string, ResolvedField>();
  for (const f of entity.fields.values()) {
    for (const label of [f.name, fieldTitle(f, 'zh-CN'), fieldTitle(f, 'en-US')]) byLabel.set(label, f);
  }
  return byLabel;
}

function headerMap(
  request: FastifyRequest,
  entity: ResolvedEntity,
  cells: unknown[],
): Array<ResolvedField | null> {
  const byLabel = fieldsByLabel(entity);
  return cells.map((cell) => {
    const label = headerLabel(cell);
    if (label === '') return null;
    const field = byLabel.get(label);
    // The row-number and reasons columns of an error workbook imported again after correcting it.
    if (!field && isErrorBookHeader(label)) return null;
    if (!field) throw new HttpError(400, `${request.t(CRUD_MSG.importHeader)}: ${label}`);
    // Known but not importable (system fields, read-only, exported dictionary texts): ignored.
    return field.importable ? field : null;
  });
}

/** The uploaded file, read whole; a body that ends early or is malformed is a 400 (malformed-multipart.ts). */
function readUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer; mode: ImportMode }> {
  return readMultipart(request, async () => {
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    if (!file) throw new HttpError(400, request.t(CRUD_MSG.importNoFile));
    const mode = importModeOf(request.query, file.fields);
    if (!mode) throw new HttpError(400, request.t(IMPORT_MSG.badMode));
    const data = await file.toBuffer();
    return { name: file.filename, data, mode };
  });
}

async function uniqueConflicts(
  db: LooseDb,
  entity: ResolvedEntity,
  inputs: Array<{ row: number; input: Input }>,
  errors: RowError[],
  t: (m: { 'zh-CN': string; 'en-US': string }) => string,
  locale: 'zh-CN' | 'en-US',
) {
  for (const field of entity.uniqueFields) {
    const rowsByValue = new Map<unknown, number[]>();
    for (const { row, input } of inputs) {
      const v = input[field.name];
      if (v !== undefined && v !== null) rowsByValue.set(v, [...(rowsByValue.get(v) ?? []), row]);
    }
    const message = `${fieldTitle(field, locale)}: ${t(CRUD_MSG.duplicate)}`;
    for (const rows of rowsByValue.values())
      for (const row of rows.slice(1)) errors.push({ row, messages: [message] });
    const values = [...rowsByValue.keys()];
    for (let i = 0; i < values.length; i += 1000) {
      const taken = (await db
        .selectFrom(entity.table)
        .select((eb) => eb.ref(field.column as string).as('v'))
        .where(field.column as string, 'in', values.slice(i, i + 1000))
        .execute()) as Array<{ v: unknown }>;
      for (const { v } of taken)
        for (const row of rowsByValue.get(v) ?? []) errors.push({ row, messages: [message] });
    }
  }
}

/** The row's unique key (e.g. username) for naming a generated password; the row number if none. */
function accountOf(entity: ResolvedEntity, input: Input, row: number): string {
  const key = entity.uniqueFields
    .map((f) => input[f.name])
    .find((v) => v !== undefined && v !== null && v !== '');
  return key === undefined ? String(row) : String(key);
}

export function registerImport(app: FastifyInstance, declared: ResolvedEntity, permission: string): void {
  const url = `${schemaKeyword(declared.schema, X_API)}/importExcel`;
  const imported = importEntity(declared);
  const generated = [...imported.fields.values()].filter(generatedOnImport);
  app.post(url, { config: { permission } }, async (request, reply) => {
    // A field hidden or read-only for the user is not importable: its column is ignored (rules/field-rules.ts).
    const entity = await fieldView(request, imported);
    const upload = await readUpload(request);
    const kind = sheetKind(upload.name, upload.data);
    if (!kind) throw new HttpError(400, request.t(CRUD_MSG.importType));
    const dictFields = [...entity.fields.values()].filter((f) => f.importable);
    const dicts = await loadDictItems(app.db, dictCodes(dictFields));
    const validate = entityValidator(entity, 'import');
    const locale = request.locale;

    let header: Array<ResolvedField | null> | null = null;
    let uploadedHeader: UploadedHeader | null = null;
    // Each row's cells stay with it: a row refused later (a unique clash) goes back whole.
    const inputs: Array<{ row: number; input: Input; cells: readonly unknown[] }> = [];
    const errors = new ErrorList(app.config.importMaxErrorRows);
    const secrets: OneTimePassword[] = [];
    const fieldLabels = [...fieldsByLabel(entity)].flatMap(([label, field]) =>
      field.importable ? [label] : [],
    );
    const limits = {
      maxRows: app.config.importMaxRows,
      maxSharedStringsMb: app.config.importMaxSharedStringsMb,
      workerHeapMb: app.config.importWorkerHeapMb,
      columns: entity.fields.size,
      fieldLabels,
    };
    const rowsOf = parsedRows(kind, upload.data, limits);
    try {
      for await (const batch of rowsOf) {
        for (const { rowNumber, cells } of batch) {
          if (!header) {
            header = headerMap(request, entity, cells);
            uploadedHeader = { cells, fields: header };
            continue;
          }
          const input: Input = {};
          const formulas: string[] = [];
          header.forEach((field, i) => {
            if (!field) return;
            if (isUnreadFormula(cells[i]))
              formulas.push(`${fieldTitle(field, locale)}: ${request.t(EXCEL_MSG.formulaCell)}`);
            const value = cellToInput(field, cells[i], dicts);
            if (value !== undefined) input[field.name] = value;
          });
          if (formulas.length > 0) {
            errors.add({ row: rowNumber, messages: formulas, cells });
            continue;
          }
          if (Object.keys(input).length === 0) continue;
          const rowSecrets: OneTimePassword[] = [];
          for (const field of generated) {
            if (input[field.name] !== undefined) continue;
            input[field.name] = oneTimePassword();
            rowSecrets.push({
              row: rowNumber,
              account: accountOf(entity, input, rowNumber),
              field: fieldTitle(field, locale),
              password: input[field.name] as string,
            });
          }
          const problems = validate(input);
          if (problems.length > 0) {
            errors.add({
              row: rowNumber,
              messages: problems.map((p) => {
                const f = entity.fields.get(p.field);
                return `${f ? fieldTitle(f, locale) : p.field}: ${request.t(p.message)}`;
              }),
              cells,
            });
          } else if (upload.mode === 'partial' || errors.total === 0) {
            // All-or-nothing: once a row is refused nothing is written, so good rows need not be kept.
            inputs.push({ row: rowNumber, input, cells });
            secrets.push(...rowSecrets);
          }
        }
        // Batches the worker sent ahead resolve without a turn of the event loop: give other
        // requests theirs between batches, so validating 100,000 rows does not hold them up.
        await yieldToEventLoop();
      }
    } catch (error) {
      if (error instanceof ImportRefused) throw new HttpError(error.status, request.t(error.text));
      throw error;
    }
    if (inputs.length === 0 && errors.total === 0) throw new HttpError(400, request.t(CRUD_MSG.importEmpty));

    // Rows refused by the uniqueness check (inside the transaction, so it sees what it writes against).
    const conflicts = new ErrorList(app.config.importMaxErrorRows);
    let written: typeof inputs = [];
    if (inputs.length > 0 && (upload.mode === 'partial' || errors.total === 0)) {
      await app.db.transaction().execute(async (trx) => {
        const tx = loose(trx);
        const found: RowError[] = [];
        await uniqueConflicts(tx, entity, inputs, found, (m) => request.t(m), locale);
        for (const error of mergedByRow(found)) conflicts.add(error);
        // All-or-nothing: a clash means nothing is written (nothing has been yet).
        if (upload.mode === 'all' && conflicts.total > 0) return;
        const clashing = new Set(found.map((c) => c.row));
        written = inputs.filter((i) => !clashing.has(i.row));
        const owner = { ...ownershipValues(entity, request.user), ...initialState(entity) };
        const hooks = entityHooks(app, entity.id);
        const ctx = { app, db: tx, user: request.user };
        for (let i = 0; i < written.length; i += CHUNK) {
          const values = [];
          for (const { input } of written.slice(i, i + CHUNK)) {
            const columns = {
              ...toColumns(entity, input),
              ...owner,
              id: newId(),
              create_by: request.user.username,
            };
            await hooks.beforeInsert?.(ctx, columns, input);
            values.push(columns);
          }
          await tx.insertInto(entity.table).values(values).execute();
          await yieldToEventLoop();
        }
      });
      if (written.length > 0) await invalidateCachesAfterWrite(app, entity.table, []);
    }

    const told = secretsOf(secrets, written);
    const refused = errors.total + conflicts.total;
    if (refused > 0) {
      const cellsOf = new Map(inputs.map((i) => [i.row, i.cells]));
      const listed = [...errors.kept, ...conflicts.kept]
        .sort((a, b) => a.row - b.row)
        .slice(0, app.config.importMaxErrorRows)
        .map((e) => (e.cells ? e : { ...e, cells: cellsOf.get(e.row) }));
      const file = await errorWorkbook(request, entity, uploadedHeader, listed, refused);
      const rows = listed.map((e) => e.row);
      const msg = request.t(
        written.length > 0
          ? IMPORT_MSG.partialCounts(written.length + refused, written.length, refused, rows)
          : IMPORT_MSG.nothingImported(refused, rows),
      );
      const message = request.t(written.length > 0 ? IMPORT_MSG.partlyImported : CRUD_MSG.importErrors);
      // Accounts written with a generated password: told here too, or nobody would ever know it.
      const secretsPart =
        told.length === 0
          ? {}
          : {
              oneTimePasswords: told,
              oneTimePasswordsNote: request.t(EXCEL_MSG.oneTimeSecrets(told.length)),
            };
      return reply
        .status(201)
        .send(fail(201, message, { ...file, msg, written: written.length, refused, ...secretsPart }));
    }
    const message = `${request.t(CRUD_MSG.importDone)}${written.length}`;
    const counts = { count: written.length, written: written.length, refused: 0 };
    if (told.length === 0) return ok(counts, message);
    return ok(
      { ...counts, oneTimePasswords: told, msg: request.t(EXCEL_MSG.oneTimeSecrets(told.length)) },
      message,
    );
  });
}

/** The one-time passwords of the rows written (the refused rows' accounts do not exist). */
function secretsOf(secrets: OneTimePassword[], written: Array<{ row: number }>): OneTimePassword[] {
  const rows = new Set(written.map((w) => w.row));
  return secrets.filter((s) => rows.has(s.row));
}

/** One entry per row (a row can clash on several unique fields), in file order. */
function mergedByRow(errors: RowError[]): RowError[] {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), ...e.messages]);
  return [...byRow.entries()].sort(([a], [b]) => a - b).map(([row, messages]) => ({ row, messages }));
}

/** Multipart parsing for the import routes (registered once in the CRUD module's context). */
export async function registerImportParsing(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } });
}
