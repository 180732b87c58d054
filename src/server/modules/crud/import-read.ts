/**
 * Reads the first sheet of an uploaded spreadsheet row by row: .xlsx through exceljs' streaming
 * reader, legacy .xls through @e965/xlsx. The kind is decided by the content (zip vs. OLE magic
 * bytes) and must agree with the file name.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

export type SheetKind = 'xlsx' | 'xls';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (data: Buffer, magic: number[]) => magic.every((b, i) => data[i] === b);

export function sheetKind(fileName: string, data: Buffer): SheetKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx') && startsWith(data, ZIP)) return 'xlsx';
  if (lower.endsWith('.xls') && startsWith(data, OLE)) return 'xls';
  return null;
}

/** Rows as arrays of cell values, index 0 = column A; `rowNumber` is the spreadsheet's row number. */
export async function* sheetRows(kind: SheetKind, data: Buffer): AsyncGenerator<{ rowNumber: number; cells: unknown[] }> {
  if (kind === 'xls') {
    const book = XLSX.read(data, { type: 'buffer', cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    if (!sheet) return;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
    for (let i = 0; i < rows.length; i++) yield { rowNumber: i + 1, cells: rows[i] };
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      // exceljs row.values is 1-based (index 0 is empty).
      const values = (row as ExcelJS.Row).values as unknown[];
      yield { rowNumber: (row as ExcelJS.Row).number, cells: values.slice(1) };
    }
    return;
  }
}
