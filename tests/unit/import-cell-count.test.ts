import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { DamagedZip, declaredCells } from '../../src/server/modules/crud/import/cell-count';

async function exceljsBook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('cells an .xlsx declares, counted before parsing', () => {
  it('counts every cell of the worksheets, whoever wrote the file', async () => {
    const rows = [
      ['a', 'b', 'c'],
      [1, 2, 3],
      [4, 5, 6, 7],
    ];
    expect(await declaredCells(await exceljsBook(rows), 1_000)).toBe(10);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'one');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['x']]), 'two');
    expect(await declaredCells(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 1_000)).toBe(
      11,
    );
  });

  it('stops soon after the budget is passed', async () => {
    const wide = await exceljsBook(
      Array.from({ length: 50 }, (_, r) => Array.from({ length: 400 }, (_, c) => r + c)),
    );
    const counted = await declaredCells(wide, 100);
    expect(counted).toBeGreaterThan(100);
    expect(counted).toBeLessThan(20_000);
  });

  it('refuses a file whose zip is damaged', async () => {
    const data = await exceljsBook([['a']]);
    await expect(declaredCells(data.subarray(0, data.length - 30), 10)).rejects.toBeInstanceOf(DamagedZip);
  });
});
