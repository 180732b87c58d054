/** The BIFF8 sheet of an export: what it writes reads back, and it stops at .xls' row bound. */
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { TooManyXlsRows, XLS_MAX_ROWS, XLS_MAX_TEXT, XlsSheet } from './xls';

describe('XlsSheet', () => {
  it('writes a BIFF8 workbook that reads back (header, text, numbers, a sanitised sheet name)', () => {
    const sheet = new XlsSheet(['名称', '数量']);
    sheet.add(['第一', 1]);
    sheet.add(['长'.repeat(300), 3]);
    sheet.add(['x'.repeat(40_000), 2.5]);
    const data = sheet.toBuffer('a/b:c*[d]?e\\ with a name longer than thirty-one');
    expect(data.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const book = XLSX.read(data, { type: 'buffer' });
    expect(book.SheetNames[0]).toBe('a_b_c__d__e_ with a name longer');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['名称', '数量']);
    expect(rows[1]).toEqual(['第一', 1]);
    // Past SheetJS' 255-character inline strings, and long text cut rather than hanging the writer.
    expect(rows[2]).toEqual(['长'.repeat(300), 3]);
    expect(rows[3]).toEqual(['x'.repeat(XLS_MAX_TEXT), 2.5]);
  });

  it('takes 65,535 data rows and refuses the next one', () => {
    const sheet = new XlsSheet(['n']);
    for (let i = 0; i < XLS_MAX_ROWS; i++) sheet.add([i]);
    expect(() => sheet.add([XLS_MAX_ROWS])).toThrow(TooManyXlsRows);
    const book = XLSX.read(sheet.toBuffer('s'), { type: 'buffer' });
    const range = XLSX.utils.decode_range(book.Sheets.s!['!ref'] ?? 'A1');
    expect(range.e.r).toBe(65_535);
  }, 60_000);
});
