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
    this.rows.push(
      cells.map((c) => (typeof c === 'string' && c.length > XLS_MAX_TEXT ? c.slice(0, XLS_MAX_TEXT) : c)),
    );
  }

  /** The workbook's bytes. */
  toBuffer(sheetName: string): Buffer {
    return xlsBook([{ name: sheetName, sheet: this }]);
  }

  /** The sheet for SheetJS. */
  toSheet(): XLSX.WorkSheet {
    return XLSX.utils.aoa_to_sheet(this.rows);
  }
}

/**
 * A sheet name Excel accepts: at most 31 characters without []:*?/\, and unique in the book
 * (case-insensitively; a repeated name gets a suffix).
 */
export function sheetNames(wanted: readonly string[]): string[] {
  const taken = new Set<string>();
  return wanted.map((w, i) => {
    const base = w.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || `Sheet${i + 1}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++)
      name = `${base.slice(0, 31 - String(n).length - 1)}_${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A workbook of several sheets, in order. */
export function xlsBook(sheets: ReadonlyArray<{ name: string; sheet: XlsSheet }>): Buffer {
  const book = XLSX.utils.book_new();
  const names = sheetNames(sheets.map((s) => s.name));
  sheets.forEach(({ sheet }, i) => XLSX.utils.book_append_sheet(book, sheet.toSheet(), names[i]));
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8', bookSST: true }) as Buffer;
}
