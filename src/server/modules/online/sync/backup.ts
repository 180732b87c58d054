/**
 * The .xlsx backup written before a destructive step: `id` plus every column a step drops or
 * narrows, or the whole table for DROP TABLE, read inside the sync's transaction (after the table
 * is locked, so the file holds exactly what the steps change). The file goes to the file store
 * (DATA_DIR/files, a sys_file row under biz `db-backup`); its row is written with the same
 * transaction, so a sync that fails leaves no backup row (and the file is removed). The row has no
 * company and is never temporary: only admins and the account that ran the sync can download it
 * (GET /sys/common/static/<path>), and the temporary-file cleanup leaves it alone.
 */
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { SessionUser } from '../../../auth/session-user';
import type { Database } from '../../../db/types';
import { newId } from '../../../db/ids';
import { loose } from '../../crud/loose-db';
import { absolutePath } from '../../upload/storage';
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

function day(d: Date): string {
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** The columns to keep: every column for DROP TABLE, else id and the dropped or narrowed ones. */
function backupColumns(plan: SyncPlan, liveColumns: string[]): string[] {
  const destructive = plan.steps.filter((s) => s.destructive);
  if (destructive.some((s) => s.kind === 'dropTable')) return liveColumns;
  const columns = new Set<string>(liveColumns.includes('id') ? ['id'] : []);
  for (const step of destructive) columns.add(confirmationName(step));
  return [...columns].map(assertIdentifier);
}

export async function writeBackup(
  app: FastifyInstance,
  trx: Transaction<Database>,
  user: SessionUser,
  plan: SyncPlan,
  fileName: string,
): Promise<WrittenBackup | null> {
  if (!plan.steps.some((s) => s.destructive)) return null;
  const table = assertIdentifier(plan.table);
  // Nobody writes the table between this read and the steps (ALTER/DROP would wait for it anyway).
  await sql`lock table ${sql.id(table)} in share row exclusive mode`.execute(trx);
  const live = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(trx);
  const columns = backupColumns(plan, live.rows.map((r) => r.column_name));
  let query = loose(trx).selectFrom(table).select(columns);
  if (columns.includes('id')) query = query.orderBy('id');
  const rows = (await query.execute()) as Array<Record<string, unknown>>;

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.slice(0, 31));
  sheet.addRow(columns);
  for (const row of rows) sheet.addRow(columns.map((c) => cell(row[c])));
  const data = Buffer.from(await book.xlsx.writeBuffer());

  const now = new Date();
  const path = `${BACKUP_BIZ}/${day(now)}/${randomBytes(16).toString('hex')}.xlsx`;
  const full = absolutePath(app, path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, data, { flag: 'wx', mode: 0o640 });
  const discard = () => unlink(full).catch(() => undefined);
  try {
    await loose(trx)
      .insertInto('sys_file')
      .values({
        id: newId(),
        biz: BACKUP_BIZ,
        path,
        original_name: fileName.slice(0, 255),
        size: data.length,
        mime: XLSX_MIME,
        user_id: user.id,
        company_id: null,
        create_by: user.username,
        referenced_at: now,
      })
      .execute();
  } catch (error) {
    await discard();
    throw error;
  }
  return { path, discard };
}
