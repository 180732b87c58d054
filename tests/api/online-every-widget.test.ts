/**
 * The API test of an online form with every widget the designer offers (show-types.ts): the
 * definition is added through addAll, published and synced; records are added with a value in
 * every field and read back equal, edited, listed with every query mode (single eq and like, range
 * on a number and on a date), exported as .xlsx (read back with exceljs) and the export imported
 * back through the runtime API (counts). The password widget's value is never answered or exported:
 * the table holds its Argon2id hash, which an edit leaving it empty keeps.
 */
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { addDefinition, backendSuffix, cgField, publishAndSync } from './helpers/online-forms';
import { addDictionary } from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';
import { SHOW_TYPES } from '../../src/server/modules/online/form/show-types';

const API = '/online/cgform/api';
type Values = Record<string, unknown>;

/** One designer field per show type: [db field name, show type, title, field options]. */
const WIDGETS: Array<[string, string, string, Record<string, unknown>]> = [
  ['f_text', 'text', '文本', { isQuery: 1 }],
  ['f_textarea', 'textarea', '多行文本', { dbLength: 500 }],
  ['f_number', 'number', '数量', { dbType: 'int', isQuery: 1, queryMode: 'group', sortFlag: 1 }],
  ['f_money', 'number', '金额', { dbType: 'decimal', dbLength: 10, dbPointLength: 2 }],
  ['f_date', 'date', '日期', { dbType: 'date', isQuery: 1, queryMode: 'group' }],
  ['f_datetime', 'datetime', '日期时间', { dbType: 'datetime' }],
  ['f_time', 'time', '时间', { dbLength: 8 }],
  ['f_list', 'list', '下拉', { dictField: 'ew_color', isQuery: 1 }],
  ['f_radio', 'radio', '单选', { dictField: 'ew_color' }],
  ['f_checkbox', 'checkbox', '多选', { dictField: 'ew_color', dbLength: 100 }],
  ['f_list_multi', 'list_multi', '下拉多选', { dictField: 'ew_color', dbLength: 100 }],
  ['f_sel_search', 'sel_search', '搜索下拉', { dictField: 'ew_color' }],
  ['f_switch', 'switch', '开关', { dbLength: 1 }],
  ['f_password', 'password', '口令', {}],
  ['f_image', 'image', '图片', { dbLength: 500 }],
  ['f_file', 'file', '文件', { dbLength: 500 }],
  ['f_umeditor', 'umeditor', '富文本', { dbType: 'text' }],
  ['f_sel_user', 'sel_user', '用户', {}],
  ['f_sel_depart', 'sel_depart', '部门', {}],
  ['f_sel_tree', 'sel_tree', '树选择', { dictTable: 'sys_category', dictText: 'name', dictField: 'id' }],
  ['f_cat_tree', 'cat_tree', '分类', { dictField: 'B01' }],
  ['f_pca', 'pca', '省市区', { dbLength: 12 }],
  [
    'f_popup',
    'popup',
    '弹框',
    { popupCode: 'sys_user_popup', popupOrigin: 'realname', popupDest: 'f_popup' },
  ],
];

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A value for every field (by property); `n` tells the two records apart. */
function valuesOf(n: 1 | 2): Values {
  const one = n === 1;
  return {
    fText: one ? 'alpha 甲' : 'beta 乙',
    fTextarea: one ? '第一行\n第二行' : '只有一行',
    fNumber: one ? 5 : 50,
    fMoney: one ? 12.5 : 99.99,
    fDate: one ? '2026-03-01' : '2026-05-20',
    fDatetime: one ? '2026-03-01 08:30:00' : '2026-05-20 17:45:10',
    fTime: one ? '08:30:00' : '17:45:00',
    fList: one ? 'red' : 'blue',
    fRadio: one ? 'green' : 'red',
    fCheckbox: one ? 'red,green' : 'blue',
    fListMulti: one ? 'green,blue' : 'red',
    fSelSearch: one ? 'blue' : 'green',
    fSwitch: one ? 'Y' : 'N',
    fPassword: one ? 'Secret#123' : 'Other#456',
    fImage: one ? 'online/ew/a.png' : 'online/ew/b.png',
    fFile: one ? 'online/ew/a.pdf' : 'online/ew/b.pdf',
    fUmeditor: one ? '<p>你好<strong>世界</strong></p>' : '<p>second</p>',
    fSelUser: one ? 'admin' : 'staff',
    fSelDepart: one ? 'A01' : 'A01A01',
    fSelTree: one ? 'cat-1' : 'cat-2',
    fCatTree: one ? 'B01A01' : 'B01A02',
    fPca: one ? '110101' : '310104',
    fPopup: one ? '管理员' : '员工',
  };
}

/** A record as answered, reduced to the sent properties but the write-only password; numbers and date-times in the sent shape. */
function asSent(record: Values, sent: Values): Values {
  const out: Values = {};
  for (const [name, value] of Object.entries(readable(sent))) {
    const got = record[name];
    if (typeof value === 'number') out[name] = got === null || got === undefined ? got : Number(got);
    else if (name === 'fDatetime' && typeof got === 'string') out[name] = got.replace('T', ' ').slice(0, 19);
    else out[name] = got;
  }
  return out;
}

/** The values a read answers: all but the password. */
function readable(values: Values): Values {
  const { fPassword: _secret, ...rest } = values;
  return rest;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
}

async function sheetOf(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1).map(cellText)));
  return rows;
}

describe.each(backends())('an online form with every widget (%s)', (backend) => {
  const t = useTestApp(backend);
  const code = `every_widget_${backendSuffix(backend)}`;
  const list = async (query = '') => {
    const r = await t.admin.get(`${API}/getData/${code}?pageSize=100&column=fNumber&order=asc${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.records as Values[];
  };
  const ids: string[] = [];

  beforeAll(async () => {
    await addDictionary(t.app.db, 'ew_color', [
      ['red', '红', 'Red'],
      ['green', '绿', 'Green'],
      ['blue', '蓝', 'Blue'],
    ]);
    const id = await addDefinition(t.admin, {
      head: {
        tableName: code,
        tableTxt: '全部控件',
        tableTxtEn: 'Every widget',
        tableType: 1,
        formTemplate: 2,
      },
      fields: WIDGETS.map(([name, show, txt, extra]) =>
        cgField(name, txt, { fieldShowType: show, dbFieldTxtEn: name, ...extra }),
      ),
      indexs: [],
    });
    await publishAndSync(t.admin, id);
  }, 120_000);

  it('covers every show type the designer offers, each published as its widget and synced as a column', async () => {
    expect(new Set(WIDGETS.map(([, show]) => show))).toEqual(new Set(Object.keys(SHOW_TYPES)));
    const page = await t.admin.get(`/sys/schema/page/online-${code}`);
    expect(page.status).toBe(200);
    const properties = page.body.result.entity.properties as Record<
      string,
      { 'x-widget'?: string; 'x-dict'?: string }
    >;
    for (const [name, show, , extra] of WIDGETS) {
      expect(properties[camel(name)]?.['x-widget'], name).toBe(SHOW_TYPES[show]!.widget);
      if (SHOW_TYPES[show]!.dict) expect(properties[camel(name)]?.['x-dict'], name).toBe(extra.dictField);
    }
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${code}`.execute(t.app.db);
    expect(columns.rows.map((c) => c.column_name)).toEqual(
      expect.arrayContaining(WIDGETS.map(([name]) => name)),
    );
    // A category tree starts under a category code (upper case allowed, as sys_category's 'B01'); no other text.
    const badCategory = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: { tableName: `${code}_x`, tableTxt: '分类', tableType: 1 },
      fields: [cgField('f_cat', '分类', { fieldShowType: 'cat_tree', dictField: "B01'; drop" })],
    });
    expect(badCategory.status).toBe(422);
    expect(badCategory.body.result).toEqual([{ field: 'fields[0].dictField', message: expect.any(String) }]);
  });

  it('adds records with a value in every field and reads them back equal, then edits every field', async () => {
    for (const n of [1, 2] as const) {
      const added = await t.admin.send('POST', `${API}/form/${code}`, valuesOf(n));
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      ids.push(added.body.result.id as string);
    }
    for (const [i, id] of ids.entries()) {
      const one = await t.admin.get(`${API}/form/${code}/${id}`);
      expect(one.status).toBe(200);
      const sent = valuesOf(i === 0 ? 1 : 2);
      expect(asSent(one.body.result, sent)).toEqual(readable(sent));
      expect(one.body.result).not.toHaveProperty('fPassword');
      // Dictionary widgets answer their texts too (multi-value ones joined).
      if (i === 0)
        expect(one.body.result).toMatchObject({
          fList_dictText: '红',
          fCheckbox_dictText: '红,绿',
          fListMulti_dictText: '绿,蓝',
        });
    }

    // The first record takes the second one's values (but keeps a text of its own), and back.
    const edited = { ...valuesOf(2), fText: 'alpha 甲（改）', fNumber: 7 };
    const put = await t.admin.send('PUT', `${API}/form/${code}`, { id: ids[0], ...edited });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(asSent((await t.admin.get(`${API}/form/${code}/${ids[0]}`)).body.result, edited)).toEqual(
      readable(edited),
    );
    const back = await t.admin.send('PUT', `${API}/form/${code}`, { id: ids[0], ...valuesOf(1) });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(asSent((await t.admin.get(`${API}/form/${code}/${ids[0]}`)).body.result, valuesOf(1))).toEqual(
      readable(valuesOf(1)),
    );
  });

  it('keeps the password as its Argon2id hash only, and an edit leaving it empty keeps the hash', async () => {
    const stored = async () =>
      (
        await sql<{
          f_password: string;
        }>`select f_password from ${sql.table(code)} where id = ${ids[0]!}`.execute(t.app.db)
      ).rows[0]!.f_password;
    const hash = await stored();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('Secret#123');
    const list = await t.admin.get(`${API}/getData/${code}?pageSize=10`);
    expect(JSON.stringify(list.body)).not.toContain('argon2');
    const put = await t.admin.send('PUT', `${API}/form/${code}`, {
      id: ids[0],
      ...valuesOf(1),
      fPassword: '',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await stored()).toBe(hash);
    const changed = await t.admin.send('PUT', `${API}/form/${code}`, {
      id: ids[0],
      ...valuesOf(1),
      fPassword: 'Changed#789',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await stored()).toMatch(/^\$argon2id\$/);
    expect(await stored()).not.toBe(hash);
  });

  it('lists with every query mode: single like and eq, range on a number and on a date', async () => {
    const info = await t.admin.get(`${API}/getQueryInfo/${code}`);
    expect(
      (info.body.result as Array<{ field: string; mode: string; rule: string }>).map((q) => [
        q.field,
        q.mode,
        q.rule,
      ]),
    ).toEqual([
      ['fText', 'single', 'like'],
      ['fNumber', 'group', 'range'],
      ['fDate', 'group', 'range'],
      ['fList', 'single', 'eq'],
    ]);
    const texts = (records: Values[]) => records.map((r) => r.fText);
    expect(texts(await list())).toEqual(['alpha 甲', 'beta 乙']);
    expect(texts(await list(`&fText=${encodeURIComponent('*lph*')}`))).toEqual(['alpha 甲']);
    expect(texts(await list('&fList=blue'))).toEqual(['beta 乙']);
    expect(texts(await list('&fNumber_begin=6&fNumber_end=100'))).toEqual(['beta 乙']);
    expect(texts(await list('&fNumber_begin=1&fNumber_end=5'))).toEqual(['alpha 甲']);
    expect(texts(await list('&fDate_begin=2026-01-01&fDate_end=2026-03-31'))).toEqual(['alpha 甲']);
    expect(texts(await list('&fDate_begin=2026-04-01&fDate_end=2026-12-31'))).toEqual(['beta 乙']);
    expect(texts(await list('&fDate_begin=2026-04-01&fList=red'))).toEqual([]);
  });

  it('exports every field as .xlsx and imports the export back', async () => {
    const token = await t.adminToken();
    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/exportXls/${code}?format=xlsx&column=fNumber&order=asc`,
      headers: { 'x-access-token': token },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = await sheetOf(exported.rawPayload);
    const header = rows[0]!;
    expect(rows).toHaveLength(3);
    const cell = (row: number, title: string) => rows[row]![header.indexOf(title)];
    for (const [, show, txt] of WIDGETS) {
      if (show === 'password') expect(header, txt).not.toContain(txt);
      else expect(header, txt).toContain(txt);
    }
    expect(cell(1, '文本')).toBe('alpha 甲');
    expect(cell(2, '文本')).toBe('beta 乙');
    expect(Number(cell(1, '数量'))).toBe(5);
    // Dictionary values are exported as their texts (multi-value ones joined), the others as stored.
    expect([cell(1, '下拉'), cell(1, '多选'), cell(1, '下拉多选')]).toEqual(['红', '红,绿', '绿,蓝']);
    expect([cell(1, '日期'), cell(1, '日期时间'), cell(1, '时间'), cell(1, '省市区')]).toEqual([
      '2026-03-01',
      '2026-03-01 08:30:00',
      '08:30:00',
      '110101',
    ]);

    const body = multipart({}, { field: 'files[]', name: `${code}.xlsx`, data: exported.rawPayload });
    const imported = await t.app.inject({
      method: 'POST',
      url: `${API}/importXls/${code}`,
      headers: { 'x-access-token': token, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().result).toMatchObject({ written: 2, refused: 0 });
    const all = await list();
    expect(all).toHaveLength(4);
    // The imported copies hold every value of their originals (dictionary texts mapped back to values).
    const copies = all.filter((r) => !ids.includes(r.id as string));
    expect(copies.map((r, i) => asSent(r, valuesOf(i === 0 ? 1 : 2)))).toEqual([
      readable(valuesOf(1)),
      readable(valuesOf(2)),
    ]);
  });
});
