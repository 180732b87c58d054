/**
 * An online form's export: exportXls writes the columns the form's list shows, in the
 * list's order, with their titles and dictionary texts and without the row id; each sub table
 * follows on its own sheet (titled by the sub table, first column 主表行号 = the main record's row on
 * the main sheet, then the sub table's columns). The caller's field rules hold for both sheets, a
 * sub table the caller may not list is left out, and the file goes back in through the form's own
 * import (which reads the main sheet).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { addDefinition, backendSuffix, cgField, publishAndSync } from './helpers/online-forms';
import { addDictionary, grant, type Api } from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';
import { roleId } from '../../src/server/seed/roles';

const API = '/online/cgform/api';

type Book = Array<{ name: string; rows: string[][] }>;

/** Every sheet of an .xlsx, cells as text. */
async function xlsxBook(data: Buffer): Promise<Book> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    return { name: sheet.name, rows };
  });
}

/** Every sheet of a legacy .xls, cells as text. */
function xlsBook(data: Buffer): Book {
  const book = XLSX.read(data, { type: 'buffer' });
  return book.SheetNames.map((name) => ({
    name,
    rows: XLSX.utils
      .sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: false })
      .map((r) => (r as unknown[]).map((v) => String(v ?? ''))),
  }));
}

const sorted = (rows: string[][]) => rows.map((r) => r.join('|')).sort();

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

describe.each(backends())('online form export (%s)', (backend) => {
  const t = useTestApp(backend);
  const s = backendSuffix(backend);
  const main = `oexp_bill_${s}`;
  const sub = `oexp_line_${s}`;
  const linesKey = camel(sub);
  let admin: Api;
  let adminToken = '';
  let staffToken = '';

  const exported = async (token: string, query: string, locale = 'zh-CN') => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${API}/exportXls/${main}?${query}`,
      headers: { 'x-access-token': token, 'accept-language': locale },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r;
  };

  beforeAll(async () => {
    admin = t.admin;
    adminToken = await t.adminToken();
    await addDictionary(t.app.db, `oexp_kind_${s}`, [
      ['gauge', '量具', 'Gauge'],
      ['meter', '仪表', 'Meter'],
    ]);
    const mainId = await addDefinition(admin, {
      head: { tableName: main, tableTxt: '检验单', tableTxtEn: 'Inspection bill', tableType: 2 },
      fields: [
        // The designer's order is the list's: 类别 first, then 单号; 备注 is not in the list.
        cgField('kind', '类别', {
          fieldShowType: 'list',
          dictField: `oexp_kind_${s}`,
          dbLength: 20,
          orderNum: 1,
        }),
        cgField('bill_no', '单号', { orderNum: 2, sortFlag: 1 }),
        cgField('amount', '金额', { dbType: 'int', orderNum: 3 }),
        cgField('remark', '备注', { isShowList: 0, orderNum: 4 }),
      ],
    });
    await addDefinition(admin, {
      head: { tableName: sub, tableTxt: '检验明细', tableTxtEn: 'Lines', tableType: 3, relationType: 0 },
      fields: [
        cgField('bill_id', '检验单', { mainTable: main, mainField: 'id', isShowList: 0, isShowForm: 0 }),
        cgField('item', '物品', { orderNum: 1 }),
        cgField('qty', '数量', { dbType: 'int', orderNum: 2 }),
        cgField('grade', '等级', {
          fieldShowType: 'list',
          dictField: `oexp_kind_${s}`,
          dbLength: 20,
          orderNum: 3,
        }),
      ],
    });
    // Publishing the main form publishes its sub table; both tables are synced.
    await publishAndSync(admin, mainId);
    const subHead = (await admin.get(`/online/cgform/head/list?tableName=${sub}`)).body.result.records[0] as {
      id: string;
    };
    const synced = await admin.send('POST', '/online/cgform/head/doDbSynch', { id: subHead.id, confirm: [] });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);

    for (const body of [
      {
        billNo: 'B-2',
        kind: 'meter',
        amount: 20,
        remark: '乙',
        [linesKey]: [{ item: '表头', qty: 1, grade: 'meter' }],
      },
      {
        billNo: 'B-1',
        kind: 'gauge',
        amount: 10,
        remark: '甲',
        [linesKey]: [
          { item: '卡尺', qty: 3, grade: 'gauge' },
          { item: '量块', qty: 5, grade: 'meter' },
        ],
      },
      { billNo: 'B-3', kind: 'gauge', amount: 30, remark: '丙', [linesKey]: [] },
    ]) {
      const r = await admin.send('POST', `${API}/form/${main}`, body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }

    // Staff: may list and export the bills and list the lines, but sees neither 金额 nor 数量.
    for (const target of [`${main}:amount`, `${sub}:qty`]) {
      const rule = await admin.send('POST', '/sys/fieldRule/add', {
        roleId: roleId('staff'),
        target,
        mode: 'hidden',
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    }
    await grant(t.app.db, 'staff', [`online:${main}:list`, `online:${main}:export`, `online:${sub}:list`]);
    staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
  }, 180_000);

  it('writes the list columns in order, with titles and dictionary texts, no id, and a sheet of sub rows linked by row', async () => {
    const book = await xlsxBook(
      (await exported(adminToken, 'format=xlsx&column=billNo&order=asc')).rawPayload,
    );
    expect(book.map((b) => b.name)).toEqual(['检验单', '检验明细']);
    const [bills, lines] = book as [Book[number], Book[number]];
    expect(bills.rows).toEqual([
      ['类别', '单号', '金额'],
      ['量具', 'B-1', '10'],
      ['仪表', 'B-2', '20'],
      ['量具', 'B-3', '30'],
    ]);
    // Sub rows follow their main record's order; 主表行号 points at the record's row on the main sheet.
    // (Rows of one record written together share their creation time: their own order is the id's.)
    expect(lines.rows[0]).toEqual(['主表行号', '物品', '数量', '等级']);
    expect(lines.rows.slice(1).map((r) => r[0])).toEqual(['2', '2', '3']);
    expect(sorted(lines.rows.slice(1))).toEqual(['2|卡尺|3|量具', '2|量块|5|仪表', '3|表头|1|仪表']);

    // The list page's own export (the runtime entity's path) is the same file.
    const runtime = await t.app.inject({
      method: 'GET',
      url: `/online/data/${main}/exportXls?format=xlsx&column=billNo&order=asc`,
      headers: { 'x-access-token': adminToken },
    });
    expect(runtime.statusCode, runtime.body).toBe(200);
    const again = await xlsxBook(runtime.rawPayload);
    expect(again.map((b) => [b.name, b.rows[0], b.rows.length])).toEqual(
      book.map((b) => [b.name, b.rows[0], b.rows.length]),
    );
    expect(again[0]!.rows).toEqual(bills.rows);
  });

  it('exports the same as a legacy .xls, in English, and only the selected records with their sub rows', async () => {
    const ids = (await admin.get(`${API}/getData/${main}?billNo=B-2`)).body.result.records.map(
      (r: { id: string }) => r.id,
    ) as string[];
    const book = xlsBook((await exported(adminToken, `selections=${ids.join(',')}`, 'en-US')).rawPayload);
    expect(book.map((b) => b.name)).toEqual(['Inspection bill', 'Lines']);
    expect(book[0]!.rows).toEqual([
      ['类别', '单号', '金额'],
      ['Meter', 'B-2', '20'],
    ]);
    expect(book[1]!.rows).toEqual([
      ['Main sheet row', '物品', '数量', '等级'],
      ['2', '表头', '1', 'Meter'],
    ]);
  });

  it("holds to the caller's field rules and sub table codes", async () => {
    const book = await xlsxBook(
      (await exported(staffToken, 'format=xlsx&column=billNo&order=asc')).rawPayload,
    );
    expect(book[0]!.rows[0]).toEqual(['类别', '单号']);
    expect(book[0]!.rows).toHaveLength(4);
    expect(book[1]!.rows[0]).toEqual(['主表行号', '物品', '等级']);
    expect(sorted(book[1]!.rows.slice(1))).toEqual(['2|卡尺|量具', '2|量块|仪表', '3|表头|仪表']);

    // Without the sub table's list code, the export has no sub sheet.
    await t.app.db
      .deleteFrom('sys_role_permission')
      .where('role_id', '=', roleId('staff'))
      .where('permission_id', 'in', (eb) =>
        eb.selectFrom('sys_permission').select('id').where('perms', '=', `online:${sub}:list`),
      )
      .execute();
    const withoutLines = await t.login(t.seed.staff.username, t.seed.staff.password);
    const r = await t.app.inject({
      method: 'GET',
      url: `${API}/exportXls/${main}?format=xlsx`,
      headers: { 'x-access-token': withoutLines },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await xlsxBook(r.rawPayload)).map((b) => b.name)).toEqual(['检验单']);
  });

  it('takes its own export back through the form import', async () => {
    const file = (await exported(adminToken, 'column=billNo&order=asc')).rawPayload;
    const body = multipart({}, { field: 'files[]', name: 'bills.xls', data: file });
    const imported = await t.app.inject({
      method: 'POST',
      url: `${API}/importXls/${main}`,
      headers: { 'x-access-token': adminToken, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().result.written).toBe(3);
    const records = (await admin.get(`${API}/getData/${main}?column=billNo&order=asc&pageSize=20`)).body
      .result.records as Array<{ billNo: string; kind: string; amount: number }>;
    expect(records.map((r) => [r.billNo, r.kind, r.amount])).toEqual([
      ['B-1', 'gauge', 10],
      ['B-1', 'gauge', 10],
      ['B-2', 'meter', 20],
      ['B-2', 'meter', 20],
      ['B-3', 'gauge', 30],
      ['B-3', 'gauge', 30],
    ]);
  });
});
