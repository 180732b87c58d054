/**
 * Excel import limits: rows of any kind are capped, refused rows listed up to a bound and counted
 * beyond it, over-long cells and shared-string tables refused, damaged files and files written by
 * SheetJS answered without a 500. Nothing is written whenever a file is refused.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';
import { api, createDemoTable, DEMO_SCHEMAS, type Api } from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const good = (n: number, tag: string) => Array.from({ length: n }, (_, i) => [`n${i}`, `${tag}-${i}`]);

describeOnOneBackend(
  'Excel import limits',
  (t) => {
    let token = '';
    let admin: Api;

    beforeAll(async () => {
      await createDemoTable(t.app);
      token = await t.adminToken();
      admin = api(t.app, token);
    });

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
    const count = async (codes: string) =>
      (await admin.get(`/demo/item/list?code=${codes}`)).body.result.total as number;

    it('imports up to the row cap and refuses one row more with a 413, writing nothing', async () => {
      expect((await send('a.xlsx', await xlsx([['名称', '编码'], ...good(50, 'A')]))).status).toBe(200);
      expect(await count('A-0,A-49')).toBe(2);
      const r = await send('b.xlsx', await xlsx([['名称', '编码'], ...good(51, 'B')]));
      expect(r.status).toBe(413);
      expect(r.body.message).toContain('50');
      expect(await count('B-0')).toBe(0);
    });

    it('refuses one row over the cap in files read whole (.xls, and .xlsx written by SheetJS) for the row count', async () => {
      const sheet = XLSX.utils.aoa_to_sheet([['名称', '编码'], ...good(51, 'S')]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 's');
      for (const [name, bookType] of [
        ['s.xlsx', 'xlsx'],
        ['s.xls', 'biff8'],
      ] as const) {
        const r = await send(name, XLSX.write(book, { type: 'buffer', bookType }) as Buffer);
        expect(r.status, name).toBe(413);
        expect(r.body.message, name).toContain('50');
      }
      expect(await count('S-0')).toBe(0);
    });

    it('counts empty and invalid rows toward the cap too', async () => {
      const rows: unknown[][] = [
        ['名称', '编码'],
        ...good(10, 'C'),
        ...Array.from({ length: 45 }, () => ['', 'bad code']),
      ];
      expect((await send('c.xlsx', await xlsx(rows))).status).toBe(413);
      expect(await count('C-0')).toBe(0);
    });

    it('lists the first refused rows in the error workbook and counts them all', async () => {
      const rows = [['名称', '编码'], ...Array.from({ length: 30 }, (_, i) => [`x${i}`, 'not valid'])];
      const r = await send('d.xlsx', await xlsx(rows));
      expect(r.status).toBe(201);
      expect(r.body.result.msg).toContain('30');
      const download = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${r.body.result.fileUrl}`,
        headers: { 'x-access-token': token },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.rowCount).toBe(1 + 5 + 1);
      expect([2, 3, 4, 5, 6].map((n) => sheet.getRow(n).getCell(1).value)).toEqual([2, 3, 4, 5, 6]);
      expect(String(sheet.getRow(7).getCell(2).value)).toContain('30');
    });

    it('refuses a cell longer than Excel allows (32,767 characters)', async () => {
      const r = await send(
        'e.xlsx',
        await xlsx([
          ['名称', '编码'],
          ['ok', 'E-1'],
          ['x'.repeat(32_768), 'E-2'],
        ]),
      );
      expect(r.status).toBe(413);
      expect(r.body.message).toContain('32767');
      expect(await count('E-1')).toBe(0);
    });

    it('refuses a shared string table larger than the cap before parsing it', async () => {
      const rows = [
        ['名称', '编码'],
        ...Array.from({ length: 40 }, (_, i) => [`${i}`.padEnd(30_000, 'y'), `G-${i}`]),
      ];
      const r = await send('g.xlsx', await xlsx(rows));
      expect(r.status).toBe(413);
      expect(r.body.message).toContain('1MB');
      expect(await count('G-0')).toBe(0);
    });

    it('answers a damaged .xlsx with a 400 and reads one written by SheetJS', async () => {
      const data = await xlsx([
        ['名称', '编码'],
        ['a', 'H-1'],
      ]);
      for (const broken of [
        data.subarray(0, Math.floor(data.length / 2)),
        Buffer.concat([data.subarray(0, 40), Buffer.alloc(2000, 7)]),
      ]) {
        const r = await send('h.xlsx', broken);
        expect(r.status).toBe(400);
        expect(r.body.message).toContain('文件已损坏');
      }
      const sheet = XLSX.utils.aoa_to_sheet([
        ['名称', '编码', '数量'],
        ['sheetjs', 'H-2', 3],
      ]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 's');
      for (const bookSST of [false, true]) {
        await admin.send(
          'DELETE',
          `/demo/item/deleteBatch?ids=${((await admin.get('/demo/item/list?code=H-2')).body.result.records as Array<{ id: string }>).map((x) => x.id).join(',') || 'none'}`,
        );
        const r = await send(
          'sheetjs.xlsx',
          XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST }) as Buffer,
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect((await admin.get('/demo/item/list?code=H-2')).body.result.records).toMatchObject([
          { name: 'sheetjs', qty: 3 },
        ]);
      }
    });
  },
  () => ({
    ...DEMO_SCHEMAS,
    config: {
      dataDir: tempDataDir('limits'),
      importMaxRows: 50,
      importMaxErrorRows: 5,
      importMaxSharedStringsMb: 1,
    },
  }),
);
