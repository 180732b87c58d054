/**
 * The legacy Excel 97-2003 workbook (BIFF8) of an export, written by SheetJS. BIFF8 holds at most
 * 65,536 rows per sheet, so the rows are gathered in memory up to that bound (a few tens of MB at
 * worst) and anything larger is refused with a 400 pointing to the .xlsx export, rather than
 * silently cut or answered in another format than the file name says.
 */
import * as XLSX from '@e965/xlsx';

/** Data rows of one BIFF8 sheet: 65,536 rows minus the header. */
export const XLS_MAX_ROWS = 65_535;
/**
 * Longest cell text written. SheetJS' BIFF8 writer cuts inline strings at 255 characters, so text
 * goes through the shared string table (bookSST), whose writer never finishes a single string
 * longer than one record (~4,100 UTF-16 characters): longer text is cut here (use .xlsx for it).
 */
export const XLS_MAX_TEXT = 4_000;

export class TooManyXlsRows extends Error {
  constructor() {
    super(`more than ${XLS_MAX_ROWS} rows for .xls`);
  }
}

/** Collects rows for one sheet; `add` throws TooManyXlsRows past the BIFF8 bound. */
export class XlsSheet {
  private readonly rows: Array<Array<string | number>>;

  constructor(header: string[]) {
    this.rows = [header];
  }

  add(cells: Array<string | number>): void {
    if (this.rows.length > XLS_MAX_ROWS) throw new TooManyXlsRows();
    this.rows.push(cells.map((c) => (typeof c === 'string' && c.length > XLS_MAX_TEXT ? c.slice(0, XLS_MAX_TEXT) : c)));
  }

  /** The workbook's bytes; sheet names are at most 31 characters without []:*?/\ in Excel. */
  toBuffer(sheetName: string): Buffer {
    const book = XLSX.utils.book_new();
    const name = sheetName.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(this.rows), name);
    return XLSX.write(book, { type: 'buffer', bookType: 'biff8', bookSST: true }) as Buffer;
  }
}
