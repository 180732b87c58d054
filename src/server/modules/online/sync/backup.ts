/**
 * The .xlsx backup written before a destructive step: `id` plus every column a step drops or
 * narrows, or the whole table for DROP TABLE. Reading a large table and writing it into a workbook
 * takes seconds, and writers must wait only for the DDL, not for that: so the rows are read and
 * streamed into the file before the sync's transaction, with no lock (startBackup), and once the
 * transaction has locked the table, the rows written since (a new row version: ctid and xmin) are
 * appended (writeBackup). A row can then appear twice: the later line is its value when the steps
 * ran, so restoring the lines in order gives exactly what the steps changed; a row deleted in
 * between is restored nowhere. The file streams into the file store (DATA_DIR/files or S3, a
 * sys_file row under biz `db-backup`) as it is written; its row is written with the sync's
 * transaction once the object is complete, so a sync that fails leaves no backup row (and the
 * object is removed). The row has no company and is never temporary:
 * only admins and the account that ran the sync can download it (GET /sys/common/static/<path>), and
 * the temporary-file cleanup leaves it alone.
 */
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../crud/excel/load-exceljs';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SessionUser } from '../../../auth/session-user';
import type { Database } from '../../../db/types';
import { newId } from '../../../db/ids';
import { loose } from '../../crud/loose-db';
import { newFilePath } from '../../upload/storage';
import { confirmationName, type SyncPlan } from './plan';
import { assertIdentifier } from './identifiers';

export const BACKUP_BIZ = 'db-backup';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel's longest cell text. */
const MAX_CELL = 32_767;

export interface WrittenBackup {
  /** The stored path (GET /sys/common/static/<path>). */
  path: string;
  /** Removes the file again (the transaction failed, so its row is gone too). */
  discard(): Promise<void>;
}

function cell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_CELL ? text.slice(0, MAX_CELL) : text;
}

/** The columns to keep: every column for DROP TABLE, else id and the dropped or narrowed ones. */
function backupColumns(plan: SyncPlan, liveColumns: string[]): string[] {
  const destructive = plan.steps.filter((s) => s.destructive);
  if (destructive.some((s) => s.kind === 'dropTable')) return liveColumns;
  const columns = new Set<string>(liveColumns.includes('id') ? ['id'] : []);
  for (const step of destructive) columns.add(confirmationName(step));
  return [...columns].map(assertIdentifier);
}

/**
 * A row version: its place and the transaction that wrote it. An insert or an update makes a new
 * version (an updated row is a new tuple with a new xmin, even where its slot is reused).
 */
const ROW_VERSION = sql<string>`ctid::text || '/' || xmin::text`;
const VERSION_ALIAS = 'certdesk_row_version__';
/** Changed rows read back per statement. */
const CHANGED_CHUNK = 1_000;

/** A backup being written: the rows read before the lock are in the file; the sheet is still open. */
export interface BackupDraft extends WrittenBackup {
  readonly columns: string[];
  readonly versions: ReadonlySet<string>;
  readonly book: ExcelJS.stream.xlsx.WorkbookWriter;
  readonly sheet: ExcelJS.Worksheet;
  /** The object being written: settles with its size once the workbook is committed. */
  readonly stored: Promise<number>;
}

async function liveColumns(db: Kysely<Database>, table: string): Promise<string[]> {
  const live = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return live.rows.map((r) => r.column_name);
}

function appendRows(sheet: ExcelJS.Worksheet, columns: string[], rows: Array<Record<string, unknown>>): void {
  for (const row of rows) sheet.addRow(columns.map((c) => cell(row[c]))).commit();
}

/**
 * Reads what the destructive steps change (one statement: one consistent snapshot) and streams it
 * into the backup file, with no lock. Null when no step is destructive.
 */
export async function startBackup(
  app: FastifyInstance,
  db: Kysely<Database>,
  plan: SyncPlan,
): Promise<BackupDraft | null> {
  if (!plan.steps.some((s) => s.destructive)) return null;
  const table = assertIdentifier(plan.table);
  const columns = backupColumns(plan, await liveColumns(db, table));
  let query = loose(db).selectFrom(table).select(columns).select(ROW_VERSION.as(VERSION_ALIAS));
  if (columns.includes('id')) query = query.orderBy('id');
  const rows = (await query.execute()) as Array<Record<string, unknown>>;

  const path = newFilePath(BACKUP_BIZ, 'xlsx');
  const stream = new PassThrough();
  const stored = app.files.put(path, stream, XLSX_MIME);
  // Awaited in writeBackup; a failure before then is seen there (or the draft is discarded).
  stored.catch(() => undefined);
  const discard = async () => {
    stream.destroy();
    await stored.catch(() => undefined);
    await app.files
      .delete(path)
      .catch((error: unknown) => app.log.error({ err: error, path }, 'backup object not removed'));
  };
  try {
    const book = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({
      stream,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = book.addWorksheet(table.slice(0, 31));
    sheet.addRow(columns).commit();
    appendRows(sheet, columns, rows);
    const versions = new Set(rows.map((row) => String(row[VERSION_ALIAS])));
    return { path, stored, columns, versions, book, sheet, discard };
  } catch (error) {
    stream.destroy();
    await discard();
    throw error;
  }
}

/** The rows written since the draft was read, in id order (under the lock: nobody writes any more). */
async function changedRows(
  trx: Transaction<Database>,
  table: string,
  draft: BackupDraft,
): Promise<Array<Record<string, unknown>>> {
  const now = await sql<{ v: string }>`select ${ROW_VERSION} as v from ${sql.id(table)}`.execute(trx);
  const places = now.rows.filter((r) => !draft.versions.has(r.v)).map((r) => r.v.slice(0, r.v.indexOf('/')));
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; i < places.length; i += CHANGED_CHUNK) {
    const chunk = places.slice(i, i + CHANGED_CHUNK);
    rows.push(
      ...((await loose(trx)
        .selectFrom(table)
        .select(draft.columns)
        .where(sql<boolean>`ctid = any(${chunk}::tid[])`)
        .execute()) as Array<Record<string, unknown>>),
    );
  }
  if (draft.columns.includes('id')) rows.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return rows;
}

/**
 * Inside the sync's transaction: locks the table, appends the rows written since the draft was read,
 * closes the file and records it. Null when no step is destructive (and no draft was made).
 */
export async function writeBackup(
  trx: Transaction<Database>,
  user: SessionUser,
  plan: SyncPlan,
  fileName: string,
  draft: BackupDraft | null,
): Promise<WrittenBackup | null> {
  if (!draft) return null;
  const table = assertIdentifier(plan.table);
  // Nobody writes the table between this read and the steps (ALTER/DROP would wait for it anyway).
  await sql`lock table ${sql.id(table)} in share row exclusive mode`.execute(trx);
  const columns = backupColumns(plan, await liveColumns(trx, table));
  if (columns.join('\0') !== draft.columns.join('\0'))
    throw new Error(`the columns of ${table} changed while its backup was written`);
  appendRows(draft.sheet, draft.columns, await changedRows(trx, table, draft));
  draft.sheet.commit();
  // Together: a store that fails stops reading, and the commit alone would then wait forever.
  const [, size] = await Promise.all([draft.book.commit(), draft.stored]);
  await trx
    .insertInto('sys_file')
    .values({
      id: newId(),
      biz: BACKUP_BIZ,
      path: draft.path,
      original_name: fileName.slice(0, 255),
      size,
      mime: XLSX_MIME,
      user_id: user.id,
      company_id: null,
      create_by: user.username,
      referenced_at: new Date(),
    })
    .execute();
  return draft;
}
