/**
 * Spreadsheet injection (OWASP CSV injection): exports write text a spreadsheet could take for a
 * formula as quoted text, in .xls and .xlsx; imports never take a formula, only a computed value,
 * and store text starting with = as text.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';
import { api, createDemoTable, DEMO_SCHEMAS, type Api } from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';

const HYPERLINK = '=HYPERLINK("http://x","y")';
const SUM = '@SUM(1)';

describeOnOneBackend(
  'Excel formula injection',
  (t) => {
    let token = '';
    let admin: Api;
    let ids: string[] = [];

    beforeAll(async () => {
      await createDemoTable(t.app);
      token = await t.adminToken();
      admin = api(t.app, token);
      for (const [name, code] of [
        [HYPERLINK, 'INJ-1'],
        [SUM, 'INJ-2'],
        ['-2+3', 'INJ-3'],
      ]) {
        const r = await admin.send('POST', '/demo/item/add', { name, code, qty: 1 });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
      ids = (
        await admin.get('/demo/item/list?code=INJ-1,INJ-2,INJ-3&column=code&order=asc')
      ).body.result.records.map((r: { id: string }) => r.id);
      expect(ids).toHaveLength(3);
    });

    const exportFile = async (format: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/demo/item/exportXls?selections=${ids.join(',')}&column=code&order=asc${format}`,
        headers: { 'x-access-token': token },
      });
      expect(r.statusCode).toBe(200);
      return r.rawPayload;
    };

    const send = async (name: string, data: Buffer) => {
      const body = multipart({}, { field: 'files[]', name, data });
      const r = await t.app.inject({
        method: 'POST',
        url: '/demo/item/importExcel',
        headers: { 'x-access-token': token, ...body.headers },
        payload: body.payload,
      });
      return { status: r.statusCode, body: r.json() };
    };

    it('writes such names in the .xls export as quoted text cells, not formulas', async () => {
      const book = XLSX.read(await exportFile(''), { type: 'buffer', cellFormula: true });
      const sheet = book.Sheets[book.SheetNames[0]!]!;
      const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
      const [nameCol, qtyCol] = [header.indexOf('名称'), header.indexOf('数量')];
      const names = [1, 2, 3].map((r) => sheet[XLSX.utils.encode_cell({ r, c: nameCol })] as XLSX.CellObject);
      for (const cell of names) {
        expect(cell.f).toBeUndefined();
        expect(cell.t).toBe('s');
      }
      expect(names.map((c) => c.v)).toEqual([`'${HYPERLINK}`, `'${SUM}`, `'-2+3`]);
      // Numbers stay numbers (a negative number is no injection).
      expect((sheet[XLSX.utils.encode_cell({ r: 1, c: qtyCol })] as XLSX.CellObject).v).toBe(1);
    });

    it('writes them in the .xlsx export as quoted text cells, not formulas', async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await exportFile('&format=xlsx')) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const nameCol = (sheet.getRow(1).values as unknown[]).indexOf('名称');
      const cells = [2, 3, 4].map((r) => sheet.getRow(r).getCell(nameCol));
      for (const cell of cells) expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cells.map((c) => c.value)).toEqual([`'${HYPERLINK}`, `'${SUM}`, `'-2+3`]);
      // Read as raw XML too: no <f> element anywhere in the sheet.
      const raw = XLSX.read(await exportFile('&format=xlsx'), { type: 'buffer', cellFormula: true });
      const rawSheet = raw.Sheets[raw.SheetNames[0]!]!;
      expect(Object.values(rawSheet).some((c) => typeof c === 'object' && c !== null && 'f' in c)).toBe(
        false,
      );
    });

    it('re-imports its export with the names as they were, stored as text', async () => {
      const data = await exportFile('&format=xlsx');
      expect((await admin.send('DELETE', `/demo/item/deleteBatch?ids=${ids.join(',')}`)).status).toBe(200);
      const r = await send('items.xlsx', data);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const list = await admin.get('/demo/item/list?code=INJ-1,INJ-2,INJ-3&column=code&order=asc');
      expect(list.body.result.records.map((x: { name: string }) => x.name)).toEqual([HYPERLINK, SUM, '-2+3']);
      ids = list.body.result.records.map((x: { id: string }) => x.id);
    });

    it('reads a formula cell only as its computed value, and refuses one without a value', async () => {
      const good = new ExcelJS.Workbook();
      const sheet = good.addWorksheet('s');
      sheet.addRow(['名称', '编码', '数量']);
      sheet.addRow([
        { formula: 'HYPERLINK("http://x","y")', result: 'linked' },
        'F-1',
        { formula: '1+1', result: 2 },
      ]);
      const ok = await send('f.xlsx', Buffer.from(await good.xlsx.writeBuffer()));
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect((await admin.get('/demo/item/list?code=F-1')).body.result.records).toMatchObject([
        { name: 'linked', qty: 2 },
      ]);

      const bad = new ExcelJS.Workbook();
      const badSheet = bad.addWorksheet('s');
      badSheet.addRow(['名称', '编码']);
      badSheet.addRow(['plain', 'F-2']);
      badSheet.addRow([{ formula: 'HYPERLINK("http://x","y")' }, 'F-3']);
      const refused = await send('f.xlsx', Buffer.from(await bad.xlsx.writeBuffer()));
      expect(refused.status).toBe(201);
      // The good row is written (the default partial import), the formula row is not.
      expect(
        (await admin.get('/demo/item/list?code=F-2,F-3')).body.result.records.map(
          (r: { code: string }) => r.code,
        ),
      ).toEqual(['F-2']);
      const download = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${refused.body.result.fileUrl}`,
        headers: { 'x-access-token': token },
      });
      const errors = new ExcelJS.Workbook();
      await errors.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const row = errors.worksheets[0]!.getRow(2);
      expect(row.getCell(1).value).toBe(3);
      expect(String(row.getCell(2).value)).toContain('公式');
    });

    it('reads a formula of a legacy .xls file as its cached value', async () => {
      const sheet = XLSX.utils.aoa_to_sheet([['名称', '编码', '数量']]);
      XLSX.utils.sheet_add_aoa(
        sheet,
        [[{ t: 's', v: 'cached', f: 'CONCAT("a","b")' }, 'X-1', { t: 'n', v: 7, f: '3+4' }]],
        { origin: 'A2' },
      );
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 's');
      const r = await send('f.xls', XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await admin.get('/demo/item/list?code=X-1')).body.result.records).toMatchObject([
        { name: 'cached', qty: 7 },
      ]);
    });
  },
  () => ({
    ...DEMO_SCHEMAS,
    config: { dataDir: tempDataDir('inject') },
  }),
);
