/**
 * Reads the first sheet of an uploaded spreadsheet row by row: .xlsx through exceljs' streaming
 * reader, legacy .xls (and .xlsx whose sheets come before the workbook part) through @e965/xlsx. The kind is decided by the content (zip vs. OLE magic
 * bytes) and must agree with the file name.
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../excel/load-exceljs';
import * as XLSX from '@e965/xlsx';
import { zipEntrySizes } from './zip';

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

/** A BIFF8 cell in exceljs' shapes: a formula as `{ formula, result }` (its cached value), errors empty. */
function xlsCell(cell: XLSX.CellObject | undefined): unknown {
  if (!cell || cell.t === 'e' || cell.t === 'z') return cell?.f ? { formula: cell.f, result: null } : null;
  if (cell.f) return { formula: cell.f, result: cell.v ?? null };
  return cell.v ?? null;
}

/**
 * exceljs' streaming reader needs xl/workbook.xml before the worksheets (it fails with a
 * TypeError otherwise); SheetJS writes the sheets first. Such files are read whole instead.
 */
function workbookFirst(data: Buffer): boolean {
  const names = [...(zipEntrySizes(data)?.keys() ?? [])];
  const sheet = names.findIndex((n) => n.startsWith('xl/worksheets/'));
  const book = names.indexOf('xl/workbook.xml');
  return sheet < 0 || book < 0 || book < sheet;
}

/**
 * The first sheet of a workbook SheetJS reads whole (BIFF8 .xls, or an .xlsx as above). `maxRows`
 * stops SheetJS parsing one row past the cap (sheetRows), so a file of 300,000 rows is refused for
 * its row count instead of being held whole until the worker's heap runs out.
 */
function* wholeBookRows(data: Buffer, maxRows?: number): Generator<{ rowNumber: number; cells: unknown[] }> {
  const limit = maxRows === undefined ? {} : { sheetRows: maxRows + 2 };
  // sheetStubs keeps a formula cell that has no computed value (SheetJS drops it otherwise, and the
  // row would read as if the cell were empty instead of being refused for its formula).
  const book = XLSX.read(data, {
    type: 'buffer',
    cellDates: true,
    cellFormula: true,
    sheetStubs: true,
    ...limit,
  });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet?.['!ref']) return;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  // Cell by cell rather than sheet_to_json, which drops whether a cell is a formula.
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: unknown[] = [];
    for (let c = 0; c <= range.e.c; c++)
      cells.push(xlsCell(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined));
    yield { rowNumber: r + 1, cells };
  }
}

/** Rows as arrays of cell values, index 0 = column A; `rowNumber` is the spreadsheet's row number. */
export async function* sheetRows(
  kind: SheetKind,
  data: Buffer,
  maxRows?: number,
): AsyncGenerator<{ rowNumber: number; cells: unknown[] }> {
  if (kind === 'xls' || !workbookFirst(data)) {
    yield* wholeBookRows(data, maxRows);
    return;
  }
  const reader = new (await loadExcelJS()).stream.xlsx.WorkbookReader(Readable.from(data), {
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
