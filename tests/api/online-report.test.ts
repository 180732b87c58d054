/**
 * Online reports: definitions saved through /online/cgreport/head are checked against the
 * registered entities (an unknown field or an undeclared join is 422, nothing written); the
 * cgreport API answers columns, query info, parameters and data built from the definition: a join
 * along a declared relation (sys_dict_item → sys_dict), grouping with count and sum, totals,
 * parameters (self_), search fields, sort and paging; rows scoped as the base entity's list
 * (demo_item: each customer its company's rows); injection text in every parameter and search
 * field is a value that matches nothing, never SQL.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  api,
  addDictionary,
  createDemoTable,
  grant,
  otherCompanyCustomer,
  DEMO_SCHEMAS,
  type Api,
} from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';

const HEAD = '/online/cgreport/head';
const API = '/online/cgreport/api';
const INJECTIONS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '%',
  '_',
  "x'); drop table demo_item; --",
  '1 OR 1=1',
  '\\',
];

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

const DICT_REPORT = {
  code: 'rp_dict_items',
  name: '字典项统计',
  nameEn: 'Dictionary items',
  baseEntity: 'sys_dict_item',
  definition: JSON.stringify({
    joins: [{ alias: 'd', entity: 'sys_dict' }],
    columns: [
      { key: 'dictCode', field: 'd.dictCode', title: text('字典编码', 'Code') },
      { key: 'dictName', field: 'd.dictName', title: text('字典名称', 'Name') },
      { key: 'items', aggregate: 'count', title: text('项数', 'Items'), total: true },
      {
        key: 'orderSum',
        field: 'sortOrder',
        aggregate: 'sum',
        title: text('排序和', 'Order sum'),
        total: true,
      },
    ],
    group: ['dictCode', 'dictName'],
    search: [{ key: 'dictCode' }, { key: 'dictName' }],
    params: [{ name: 'code', field: 'd.dictCode', title: text('编码', 'Code') }],
    sort: [{ key: 'dictCode', order: 'asc' }],
    chart: { kind: 'bar', category: 'dictCode', value: 'items' },
  }),
};

const DEMO_REPORT = {
  code: 'rp_demo',
  name: '演示报表',
  baseEntity: 'demo_item',
  definition: JSON.stringify({
    columns: [
      { key: 'name', field: 'name', title: text('名称', 'Name') },
      { key: 'code', field: 'code', title: text('编码', 'Code') },
      { key: 'qty', field: 'qty', title: text('数量', 'Quantity'), total: true },
      { key: 'category', field: 'category', title: text('分类', 'Category') },
      { key: 'issued', field: 'issued', title: text('日期', 'Date') },
    ],
    search: [
      { key: 'name' },
      { key: 'code' },
      { key: 'qty', mode: 'range' },
      { key: 'category' },
      { key: 'issued', mode: 'range' },
    ],
    params: [
      { name: 'minCode', field: 'code', title: text('编码', 'Code') },
      { name: 'qtyIs', field: 'qty', title: text('数量', 'Quantity') },
    ],
    sort: [{ key: 'code', order: 'asc' }],
  }),
};

describeEachBackend(
  'online reports',
  (t) => {
    let mine: Api;
    let theirs: Api;
    let dictReportId = '';
    let demoReportId = '';

    beforeAll(async () => {
      await createDemoTable(t.app);
      await addDictionary(t.app.db, 'rp_alpha', [
        ['a1', '甲一', 'A1'],
        ['a2', '甲二', 'A2'],
        ['a3', '甲三', 'A3'],
      ]);
      await addDictionary(t.app.db, 'rp_beta', [
        ['b1', '乙一', 'B1'],
        ['b2', '乙二', 'B2'],
      ]);
      await grant(t.app.db, 'customer_main', ['demo:item:list', 'demo:item:add']);
      const other = await otherCompanyCustomer(t.app.db, 'rpother');
      mine = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
      theirs = api(t.app, await t.login(other.username, other.password));
      for (const [name, code, qty] of [
        ['mine one', 'M-1', 3],
        ['mine two', 'M-2', 4],
      ] as const) {
        expect((await mine.send('POST', '/demo/item/add', { name, code, qty })).status).toBe(200);
      }
      expect(
        (await theirs.send('POST', '/demo/item/add', { name: 'theirs', code: 'T-1', qty: 100 })).status,
      ).toBe(200);
      const dict = await t.admin.send('POST', `${HEAD}/add`, DICT_REPORT);
      expect(dict.status, JSON.stringify(dict.body)).toBe(200);
      dictReportId = dict.body.result.id;
      const demo = await t.admin.send('POST', `${HEAD}/add`, DEMO_REPORT);
      expect(demo.status, JSON.stringify(demo.body)).toBe(200);
      demoReportId = demo.body.result.id;
    }, 120_000);

    it('answers the columns by code for the popup and by id, with dictionaries and chart', async () => {
      const rp = await t.admin.get(`${API}/getRpColumns/rp_dict_items`, 'en-US');
      expect(rp.status).toBe(200);
      expect(rp.body.result).toMatchObject({
        cgRpConfigId: dictReportId,
        cgRpConfigName: 'Dictionary items',
      });
      expect(rp.body.result.columns.map((c: { dataIndex: string }) => c.dataIndex)).toEqual([
        'dictCode',
        'dictName',
        'items',
        'orderSum',
      ]);
      expect(rp.body.result.columns[0].title).toBe('Code');
      const cols = await t.admin.get(`${API}/getColumns/${dictReportId}`);
      expect(cols.body.result).toMatchObject({
        cgreportHeadName: '字典项统计',
        chart: { kind: 'bar', category: 'dictCode', value: 'items' },
      });
      const info = await t.admin.get(`${API}/getQueryInfo/${demoReportId}`);
      expect(info.body.result.map((i: { field: string; mode: string }) => [i.field, i.mode])).toEqual([
        ['name', 'single'],
        ['code', 'single'],
        ['qty', 'group'],
        ['category', 'single'],
        ['issued', 'group'],
      ]);
      const params = await t.admin.get(`${API}/getParamsInfo/${demoReportId}`);
      expect(params.body.result.map((p: { paramName: string }) => p.paramName)).toEqual(['minCode', 'qtyIs']);
      expect((await t.admin.get(`${API}/getRpColumns/nope`)).status).toBe(404);
    });

    it('joins along the declared relation, groups with count and sum and totals the whole result', async () => {
      const data = await t.admin.get(`${API}/getData/${dictReportId}?self_code=rp_alpha`);
      expect(data.status, JSON.stringify(data.body)).toBe(200);
      expect(data.body.result.records).toEqual([
        { dictCode: 'rp_alpha', dictName: 'rp_alpha', items: 3, orderSum: 3 },
      ]);
      expect(data.body.result.totals).toEqual({ items: 3, orderSum: 3 });
      const both = await t.admin.get(`${API}/getData/${dictReportId}?dictCode=rp_&pageSize=1&pageNo=2`);
      expect(both.body.result.total).toBe(2);
      expect(both.body.result.records.map((r: { dictCode: string }) => r.dictCode)).toEqual(['rp_beta']);
      expect(both.body.result.totals).toEqual({ items: 5, orderSum: 4 });
      const desc = await t.admin.get(`${API}/getData/${dictReportId}?dictCode=rp_&column=items&order=desc`);
      expect(desc.body.result.records.map((r: { dictCode: string }) => r.dictCode)).toEqual([
        'rp_alpha',
        'rp_beta',
      ]);
    });

    it('scopes rows as the base entity list does: each customer sees its company rows only', async () => {
      const a = await mine.get(`${API}/getData/${demoReportId}`);
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.result.records.map((r: { code: string }) => r.code)).toEqual(['M-1', 'M-2']);
      expect(a.body.result.totals).toEqual({ qty: 7 });
      const b = await theirs.get(`${API}/getData/${demoReportId}`);
      expect(b.body.result.records.map((r: { code: string }) => r.code)).toEqual(['T-1']);
      expect((await mine.get(`${API}/getData/${demoReportId}?code=T-1`)).body.result.total).toBe(0);
      // Without the list code of the report's entity: refused. The definitions are admin-only.
      expect((await mine.get(`${API}/getData/${dictReportId}`)).status).toBe(403);
      expect((await mine.get(`${HEAD}/list`)).status).toBe(403);
      const all = await t.admin.get(`${API}/getData/${demoReportId}`);
      expect(all.body.result.total).toBe(3);
    });

    it('filters by search fields, ranges and parameters', async () => {
      const q = async (query: string) =>
        (await mine.get(`${API}/getData/${demoReportId}?${query}`)).body.result.records.map(
          (r: { code: string }) => r.code,
        );
      expect(await q('name=two')).toEqual(['M-2']);
      expect(await q('qty_begin=4')).toEqual(['M-2']);
      expect(await q('qty_end=3')).toEqual(['M-1']);
      expect(await q('self_minCode=M-1')).toEqual(['M-1']);
      expect(await q('self_qtyIs=4')).toEqual(['M-2']);
    });

    it('an injection attempt in every parameter and search field returns no extra rows', async () => {
      const fields = [
        'name',
        'code',
        'qty_begin',
        'qty_end',
        'category',
        'issued_begin',
        'issued_end',
        'self_minCode',
        'self_qtyIs',
      ];
      for (const field of fields) {
        for (const attempt of INJECTIONS) {
          const r = await mine.get(`${API}/getData/${demoReportId}?${field}=${encodeURIComponent(attempt)}`);
          expect(r.status, `${field}=${attempt}`).toBe(200);
          // No row of the customer's two matches any of these texts; another company's row never shows.
          expect(
            r.body.result.records.map((x: { code: string }) => x.code),
            `${field}=${attempt}`,
          ).toEqual([]);
        }
      }
      const sorted = await mine.get(
        `${API}/getData/${demoReportId}?column=${encodeURIComponent('code; drop table demo_item')}&order=asc`,
      );
      expect(sorted.body.result.total).toBe(2);
      expect((await t.admin.get(`${API}/getData/${demoReportId}`)).body.result.total).toBe(3);
    });

    it('refuses a definition naming an unknown field, entity or undeclared join with 422, writing nothing', async () => {
      const bad = (definition: unknown, baseEntity = 'demo_item') =>
        t.admin.send('POST', `${HEAD}/add`, {
          code: 'rp_bad',
          name: 'bad',
          baseEntity,
          definition: JSON.stringify(definition),
        });
      const column = (field: string) => ({ key: 'x', field, title: text('x', 'x') });
      const cases = [
        bad({ columns: [column('nope')] }),
        bad({ columns: [column('secretColumn; drop table x')] }),
        bad({ columns: [column('name')], joins: [{ alias: 'u', entity: 'sys_user' }] }),
        bad({ columns: [column('u.username')] }),
        bad({ columns: [column('name')], search: [{ key: 'other' }] }),
        bad({ columns: [column('name')] }, 'no_such_entity'),
        bad({ columns: [{ ...column('name'), aggregate: 'sum' }], group: ['x'] }),
        t.admin.send('POST', `${HEAD}/add`, {
          code: 'rp_bad',
          name: 'bad',
          baseEntity: 'demo_item',
          definition: '{not json',
        }),
      ];
      for (const answer of await Promise.all(cases)) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
        expect(answer.body.result.length).toBeGreaterThan(0);
      }
      const list = await t.admin.get(`${HEAD}/list?code=rp_bad`);
      expect(list.body.result.total).toBe(0);
    });

    it('edits the columns through the form table and hands them back on queryById', async () => {
      const one = await t.admin.get(`${HEAD}/queryById?id=${demoReportId}`);
      expect(one.body.result.columns.map((c: { key: string }) => c.key)).toEqual([
        'name',
        'code',
        'qty',
        'category',
        'issued',
      ]);
      const columns = [
        { key: 'name', field: 'name', title: '名称', titleEn: 'Name' },
        { key: 'qty', field: 'qty', title: '数量', titleEn: 'Qty', total: true },
      ];
      const edit = await t.admin.send('PUT', `${HEAD}/edit`, {
        id: demoReportId,
        code: 'rp_demo',
        name: '演示报表',
        baseEntity: 'demo_item',
        columns,
        definition: JSON.stringify({ columns: [], search: [{ key: 'name' }] }),
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const rp = await t.admin.get(`${API}/getRpColumns/rp_demo`, 'en-US');
      expect(rp.body.result.columns.map((c: { title: string }) => c.title)).toEqual(['Name', 'Qty']);
      const badEdit = await t.admin.send('PUT', `${HEAD}/edit`, {
        id: demoReportId,
        code: 'rp_demo',
        name: '演示报表',
        baseEntity: 'demo_item',
        definition: '{}',
        columns: [{ key: 'z', field: 'zzz', title: 'z' }],
      });
      expect(badEdit.status).toBe(422);
    });

    it('ships the users report (the widget gallery popup), scoped and searchable as the user list', async () => {
      const rp = await t.admin.get(`${API}/getRpColumns/sys_user_popup`);
      expect(rp.status, JSON.stringify(rp.body)).toBe(200);
      const data = await t.admin.get(
        `${API}/getData/${rp.body.result.cgRpConfigId}?username=${encodeURIComponent(t.seed.staff.username)}`,
      );
      expect(data.body.result.records.map((r: { username: string }) => r.username)).toEqual([
        t.seed.staff.username,
      ]);
      // A customer lacks system:user:list.
      expect((await mine.get(`${API}/getRpColumns/sys_user_popup`)).status).toBe(403);
    });

    it('lists the base entities a report writer may choose: registered ones, published online forms, those whose list they hold', async () => {
      // A published online form is registered, so it is offered too.
      const code = `rpent_${Math.random().toString(36).slice(2, 8)}`;
      const added = await t.admin.send('POST', '/online/cgform/api/addAll', {
        head: { tableName: code, tableTxt: '报表设备', tableTxtEn: 'Report equipment', tableType: 1 },
        fields: [
          {
            dbFieldName: 'title',
            dbFieldTxt: '标题',
            dbType: 'string',
            dbLength: 64,
            fieldShowType: 'text',
            isShowList: 1,
            isShowForm: 1,
          },
        ],
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(
        (await t.admin.send('POST', `/online/cgform/head/publish?id=${added.body.result.id}`)).status,
      ).toBe(200);

      const all = await t.admin.get(`${API}/entities`);
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      const items = all.body.result as Array<{ value: string; text: string; textEn: string }>;
      expect(items.find((i) => i.value === 'demo_item')).toBeDefined();
      expect(items.find((i) => i.value === 'sys_user')).toMatchObject({
        text: '用户 (sys_user)',
        textEn: 'User (sys_user)',
      });
      expect(items.find((i) => i.value === code)).toEqual({
        value: code,
        text: `报表设备 (${code})`,
        textEn: `Report equipment (${code})`,
      });
      expect(items.map((i) => i.value)).toEqual(
        [...items.map((i) => i.value)].sort((a, b) => a.localeCompare(b)),
      );

      // Without a report-writing code: refused.
      expect((await mine.get(`${API}/entities`)).status).toBe(403);
      // A writer sees only the entities whose list code it holds (a report over another would be 403 to it).
      await grant(t.app.db, 'customer_main', ['online:cgreport:add']);
      const writer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
      const theirs = await writer.get(`${API}/entities`);
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
      const values = (theirs.body.result as Array<{ value: string }>).map((i) => i.value);
      expect(values).toContain('demo_item');
      expect(values).not.toContain('sys_user');
      expect(values).not.toContain(code);
    });

    it('exports the result as .xls', async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `${API}/exportXls/${dictReportId}?dictCode=rp_`,
        headers: { 'x-access-token': await t.adminToken() },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('application/vnd.ms-excel');
      expect(r.rawPayload.length).toBeGreaterThan(100);
    });
  },
  DEMO_SCHEMAS,
);
