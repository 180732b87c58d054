/**
 * GET exportXls answers a real .xls (BIFF8) by default, as SPEC §7 says, and .xlsx on request; the
 * file is named after the entity and the time with an RFC 5987 Content-Disposition. (The .xls row
 * bound is tested in src/server/modules/crud/export/xls.test.ts: 65k rows through PGlite take minutes.)
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describeEachBackend } from './helpers/suite';
import { addDictionary, api, createDemoTable, DEMO_SCHEMAS, type Api } from '../fixtures/crud-helpers';

const OLE = 'd0cf11e0a1b11ae1';

describeEachBackend(
  'Excel export',
  (t) => {
    let token = '';
    let admin: Api;

    beforeAll(async () => {
      await createDemoTable(t.app);
      await addDictionary(t.app.db, 'demo_category', [['x', '甲类', 'Class X']]);
      token = await t.adminToken();
      admin = api(t.app, token);
      for (const [name, code, qty] of [
        ['第一', 'E-1', 1],
        ['第二', 'E-2', 2],
      ] as const)
        expect((await admin.send('POST', '/demo/item/add', { name, code, qty, category: 'x' })).status).toBe(
          200,
        );
    });

    const exportXls = (query: string, lang = 'zh-CN') =>
      t.app.inject({
        method: 'GET',
        url: `/demo/item/exportXls${query}`,
        headers: { 'x-access-token': token, 'accept-language': lang },
      });

    const fileName = (disposition: unknown) => {
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(String(disposition))?.[1];
      return encoded ? decodeURIComponent(encoded) : null;
    };

    it('answers a legacy .xls workbook named after the entity and the time', async () => {
      const before = Date.now();
      const r = await exportXls('?code=E-*&column=code&order=asc');
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('application/vnd.ms-excel');
      expect(r.rawPayload.subarray(0, 8).toString('hex')).toBe(OLE);
      const disposition = String(r.headers['content-disposition']);
      // An ASCII fallback for old clients, then the UTF-8 name.
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.xls"; filename\*=UTF-8''/);
      const name = fileName(disposition);
      expect(name).toMatch(/^演示条目_(\d{14})\.xls$/);
      const stamp = /_(\d{14})\./.exec(name ?? '')?.[1] ?? '';
      const at = new Date(
        +stamp.slice(0, 4),
        +stamp.slice(4, 6) - 1,
        +stamp.slice(6, 8),
        +stamp.slice(8, 10),
        +stamp.slice(10, 12),
        +stamp.slice(12, 14),
      );
      expect(Math.abs(at.getTime() - before)).toBeLessThan(60_000);

      const book = XLSX.read(r.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      const header = rows[0] as string[];
      const pick = (row: unknown[], title: string) => row[header.indexOf(title)];
      expect(header).toEqual(expect.arrayContaining(['名称', '编码', '数量', '类别']));
      expect(header).not.toContain('口令');
      expect(
        rows
          .slice(1)
          .map((row) => [pick(row, '名称'), pick(row, '编码'), pick(row, '数量'), pick(row, '类别')]),
      ).toEqual([
        ['第一', 'E-1', 1, '甲类'],
        ['第二', 'E-2', 2, '甲类'],
      ]);
    });

    it('answers .xlsx when asked, titled in the request language', async () => {
      const r = await exportXls('?code=E-1&format=xlsx', 'en-US');
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(fileName(r.headers['content-disposition'])).toMatch(/^Demo item_\d{14}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Name', 'Code']));
      expect(sheet.rowCount).toBe(2);
    });

    it('refuses an unknown format', async () => {
      const r = await exportXls('?format=csv');
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('导出格式只能是 xls 或 xlsx');
    });
  },
  DEMO_SCHEMAS,
);
