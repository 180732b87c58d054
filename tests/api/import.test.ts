/**
 * Excel import: by default the good rows are written and the bad ones listed (code 201, SPEC §7/§8); with
 * mode=all all rows or none. An error workbook naming the bad rows for the importer only, export re-imported.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import {
  addDictionary,
  createDemoTable,
  grant,
  otherCompanyCustomer,
  DEMO_SCHEMAS,
  type Api,
} from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';
import { describeEachBackend, tempDataDir } from './helpers/suite';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeEachBackend(
  'Excel import',
  (t) => {
    let token = '';
    let admin: Api;

    beforeAll(async () => {
      await createDemoTable(t.app);
      await addDictionary(t.app.db, 'demo_category', [['x', '甲类', 'Class X']]);
      token = await t.adminToken();
      admin = t.admin;
    });

    const send = async (
      name: string,
      data: Buffer,
      tok = token,
      options: { query?: string; fields?: Record<string, string> } = {},
    ) => {
      const body = multipart(options.fields ?? {}, { field: 'files[]', name, data });
      const r = await t.app.inject({
        method: 'POST',
        url: `/demo/item/importExcel${options.query ?? ''}`,
        headers: { 'x-access-token': tok, ...body.headers },
        payload: body.payload,
      });
      return { status: r.statusCode, body: r.json() };
    };
    const errorRows = async (fileUrl: string): Promise<Array<[string, string]>> => {
      const download = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${fileUrl}`,
        headers: { 'x-access-token': token },
      });
      expect(download.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const rows: Array<[string, string]> = [];
      book.worksheets[0]!.eachRow((row, n) => {
        if (n > 1) rows.push([String(row.getCell(1).value), String(row.getCell(2).value)]);
      });
      return rows;
    };

    it('writes every good row (titles as headers, dictionary text as values)', async () => {
      const file = await xlsx([
        ['名称', '编码', '数量', '类别', '签发日期'],
        ['one', 'I-1', 1, '甲类', new Date(Date.UTC(2024, 4, 6))],
        ['two', 'I-2', '2', 'x', '2024-05-07'],
      ]);
      const r = await send('items.xlsx', file);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toEqual({ count: 2, written: 2, refused: 0 });
      const list = await admin.get('/demo/item/list?code=I-1,I-2&column=code&order=asc');
      expect(list.body.result.records).toMatchObject([
        { code: 'I-1', qty: 1, category: 'x', issued: '2024-05-06' },
        { code: 'I-2', qty: 2, category: 'x', issued: '2024-05-07' },
      ]);
    });

    it('by default writes the good rows and lists exactly the bad ones in the error workbook (code 201)', async () => {
      const file = await xlsx([
        ['Name', 'Code', 'Quantity'],
        ['good', 'P-1', 1],
        ['bad', 'not valid', -5],
        ['dup', 'I-1', 1],
        ['good2', 'P-2', 2],
        ['again', 'P-1', 3],
      ]);
      const r = await send('items.xlsx', file);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        success: false,
        code: 201,
        message: '文件导入成功，但有错误数据！请下载错误文件查看。',
      });
      expect(r.body.result).toMatchObject({
        written: 2,
        refused: 3,
        msg: '总上传行数：5，已导入行数：2，错误行数：3（第3、4、6行）',
      });
      const list = await admin.get('/demo/item/list?code=P-1,P-2&column=code&order=asc');
      expect(list.body.result.records).toMatchObject([
        { code: 'P-1', name: 'good', qty: 1 },
        { code: 'P-2', name: 'good2', qty: 2 },
      ]);
      // Row 3 invalid, row 4 taken in the table, row 6 a repeat of row 2 within the file.
      const rows = await errorRows(r.body.result.fileUrl as string);
      expect(rows.map(([row]) => row)).toEqual(['3', '4', '6']);
      expect(rows[0]![1]).toMatch(/编码.*数量/);
      expect(rows[1]![1]).toBe('编码: 该值不可用，系统中已存在！');
      expect(rows[2]![1]).toBe('编码: 该值不可用，系统中已存在！');
    });

    it("puts each refused row's own cells in the error workbook, which imports again once corrected", async () => {
      const file = await xlsx([
        ['名称', '编码', '数量'],
        ['fine', 'R-1', 1],
        ['wrong', 'not valid', 4],
        ['=1+1', 'R-1', 2],
      ]);
      const r = await send('items.xlsx', file);
      expect(r.status).toBe(201);
      const download = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${r.body.result.fileUrl}`,
        headers: { 'x-access-token': token },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const values = (n: number) =>
        (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : v));
      // The row number and the reasons, then the row as the file had it, under the file's headers.
      expect(values(1)).toEqual(['行号', '错误信息', '名称', '编码', '数量']);
      expect(values(2)).toEqual([3, expect.stringMatching(/编码/), 'wrong', 'not valid', 4]);
      // A clash found against the rows written still carries its cells; a formula-like text stays text.
      expect(values(3)).toEqual([4, '编码: 该值不可用，系统中已存在！', "'=1+1", 'R-1', 2]);

      // Corrected in the workbook itself and imported again: the extra columns are skipped.
      sheet.getRow(2).getCell(4).value = 'R-2';
      sheet.getRow(3).getCell(4).value = 'R-3';
      const again = await send('fixed.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.result).toEqual({ count: 2, written: 2, refused: 0 });
      const list = await admin.get('/demo/item/list?code=R-2,R-3&column=code&order=asc');
      expect(list.body.result.records).toMatchObject([
        { code: 'R-2', name: 'wrong', qty: 4 },
        { code: 'R-3', name: '=1+1', qty: 2 },
      ]);
    });

    it('answers the counts in English and refuses an unknown mode', async () => {
      const body = multipart(
        {},
        {
          field: 'files[]',
          name: 'e.xlsx',
          data: await xlsx([
            ['名称', '编码'],
            ['ok', 'Q-1'],
            ['bad', 'not valid'],
          ]),
        },
      );
      const r = await t.app.inject({
        method: 'POST',
        url: '/demo/item/importExcel',
        headers: { 'x-access-token': token, 'accept-language': 'en-US', ...body.headers },
        payload: body.payload,
      });
      expect(r.statusCode).toBe(201);
      expect(r.json().result.msg).toBe('Rows uploaded: 2, imported: 1, with errors: 1 (row 3)');
      const odd = await send(
        'm.xlsx',
        await xlsx([
          ['名称', '编码'],
          ['m', 'Q-2'],
        ]),
        token,
        { query: '?mode=some' },
      );
      expect(odd.status).toBe(400);
      expect(odd.body.message).toContain('partial');
      expect((await admin.get('/demo/item/list?code=Q-1,Q-2')).body.result.total).toBe(1);
    });

    it('with mode=all writes nothing when one row is bad and answers 201 with an error file for the importer only', async () => {
      const file = await xlsx([
        ['Name', 'Code', 'Quantity'],
        ['good', 'J-1', 1],
        ['bad', 'not valid', -5],
        ['dup', 'I-1', 1],
        ['good2', 'J-2', 2],
      ]);
      // The mode as a multipart field before the file, as a form would send it.
      const r = await send('items.xlsx', file, token, { fields: { mode: 'all' } });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ success: false, code: 201 });
      expect(r.body.result).toMatchObject({ written: 0, refused: 1 });
      expect(r.body.result.msg).toContain('3');
      // A readable name: the entity's title, 导入错误 and the time; the download carries it too.
      expect(r.body.result.fileName).toMatch(/^演示条目_导入错误_\d{14}\.xlsx$/);
      expect((await admin.get('/demo/item/list?code=J-1,J-2')).body.result.total).toBe(0);
      const download = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${r.body.result.fileUrl}`,
        headers: { 'x-access-token': token },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain(
        encodeURIComponent(r.body.result.fileName as string),
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const rows: string[] = [];
      book.worksheets[0]!.eachRow((row, n) => {
        if (n > 1) rows.push(`${String(row.getCell(1).value)}|${String(row.getCell(2).value)}`);
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(/^3\|.*编码.*数量/);
      // The duplicate code of row 4 is checked against the table only once the rows are valid.
      const other = await otherCompanyCustomer(t.app.db);
      const otherToken = await t.login(other.username, other.password);
      const stolen = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${r.body.result.fileUrl}`,
        headers: { 'x-access-token': otherToken },
      });
      expect(stolen.statusCode).toBe(404);
    });

    it('with mode=all reports a duplicate against the table and writes nothing', async () => {
      // Row 3 of the sheet (after the header and row 2) repeats a code already in the table.
      const r = await send(
        'items.xlsx',
        await xlsx([
          ['名称', '编码'],
          ['a', 'K-1'],
          ['b', 'I-1'],
          ['c', 'K-2'],
        ]),
        token,
        { query: '?mode=all' },
      );
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        success: false,
        code: 201,
        message: '导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。',
      });
      expect(r.body.result).toMatchObject({
        written: 0,
        refused: 1,
        msg: '共1行数据有误（第3行），未导入任何数据',
      });
      expect((await admin.get('/demo/item/list?code=K-1,K-2')).body.result.total).toBe(0);
      // The error workbook names that row, and only it, with the field and the reason.
      expect(await errorRows(r.body.result.fileUrl as string)).toEqual([
        ['3', '编码: 该值不可用，系统中已存在！'],
      ]);
    });

    it.each([
      ['.xls (the default)', ''],
      ['.xlsx', '&format=xlsx'],
    ])('re-imports its own export as %s under the name it was given', async (_label, format) => {
      const ids = (await admin.get('/demo/item/list?code=I-1,I-2')).body.result.records.map(
        (x: { id: string }) => x.id,
      );
      expect(ids).toHaveLength(2);
      const exported = await t.app.inject({
        method: 'GET',
        url: `/demo/item/exportXls?selections=${ids.join(',')}${format}`,
        headers: { 'x-access-token': token },
      });
      expect(exported.statusCode).toBe(200);
      const name = decodeURIComponent(
        /filename\*=UTF-8''([^;]+)/.exec(String(exported.headers['content-disposition']))?.[1] ?? '',
      );
      expect(name).toMatch(format ? /^演示条目_\d{14}\.xlsx$/ : /^演示条目_\d{14}\.xls$/);
      expect((await admin.send('DELETE', `/demo/item/deleteBatch?ids=${ids.join(',')}`)).status).toBe(200);
      const r = await send(name, exported.rawPayload);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const list = await admin.get('/demo/item/list?code=I-1,I-2&column=code&order=asc');
      expect(list.body.result.records).toMatchObject([
        { code: 'I-1', name: 'one', qty: 1, category: 'x', issued: '2024-05-06' },
        { code: 'I-2', name: 'two', qty: 2 },
      ]);
    });

    it('reads legacy .xls and refuses other files', async () => {
      const sheet = XLSX.utils.aoa_to_sheet([
        ['名称', '编码'],
        ['legacy', 'L-1'],
      ]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 's');
      const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
      expect((await send('old.xls', xls)).status).toBe(200);
      expect((await admin.get('/demo/item/list?code=L-1')).body.result.total).toBe(1);
      expect((await send('x.csv', Buffer.from('名称,编码\na,B'))).status).toBe(400);
      expect((await send('fake.xlsx', Buffer.from('<html>'))).status).toBe(400);
      expect(
        (
          await send(
            'h.xlsx',
            await xlsx([
              ['名称', 'evil;drop table demo_item'],
              ['a', 'b'],
            ]),
          )
        ).status,
      ).toBe(400);
    });

    it('needs the import permission', async () => {
      await grant(t.app.db, 'customer_main', ['demo:item:list']);
      const customer = await t.login(t.seed.customer.username, t.seed.customer.password);
      expect(
        (
          await send(
            'items.xlsx',
            await xlsx([
              ['名称', '编码'],
              ['a', 'Z-9'],
            ]),
            customer,
          )
        ).status,
      ).toBe(403);
    });
  },
  () => ({
    ...DEMO_SCHEMAS,
    config: { dataDir: tempDataDir('import') },
  }),
);
