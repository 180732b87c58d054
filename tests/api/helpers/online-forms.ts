/**
 * Set-up shared by the online form API tests: a designer field in JeecgBoot's names, a
 * definition added through /online/cgform/api/addAll, published and synced through the designer's
 * routes, and .xlsx sheets written and read back (exceljs, the package the server's export uses).
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Api } from '../../fixtures/crud-helpers';

/** A suffix per backend, so both backends' suites may share table names in one PostgreSQL run. */
export const backendSuffix = (backend: string): string => (backend === 'pglite' ? 'pg' : 'ps');

/** One designer field (addAll's `fields[i]`): a string text box shown in list and form, unless `extra` says otherwise. */
export function cgField(
  name: string,
  txt: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    dbFieldName: name,
    dbFieldTxt: txt,
    dbType: 'string',
    dbLength: 64,
    fieldShowType: 'text',
    isShowList: 1,
    isShowForm: 1,
    ...extra,
  };
}

/** Adds a definition (JeecgBoot's `{ head, fields, indexs }`) as the admin; answers its head id. */
export async function addDefinition(admin: Api, body: Record<string, unknown>): Promise<string> {
  const added = await admin.send('POST', '/online/cgform/api/addAll', body);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body.result.id as string;
}

/** Publishes the definition and syncs its table (no destructive step confirmed). */
export async function publishAndSync(admin: Api, id: string): Promise<void> {
  const published = await admin.send('POST', `/online/cgform/head/publish?id=${id}`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const synced = await admin.send('POST', '/online/cgform/head/doDbSynch', { id, confirm: [] });
  expect(synced.status, JSON.stringify(synced.body)).toBe(200);
}

/** An .xlsx of one sheet with these rows (the first one the header). */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's rows as text (empty cells as ''). */
export async function sheetRows(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return rows;
}
