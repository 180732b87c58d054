/**
 * JeecgBoot's runtime API of online forms (/online/cgform/api/*) over the generic CRUD: columns,
 * query bar, form schema, list with the query grammar and paging, add/edit/one/delete (comma ids),
 * sub table rows, tree children, export and import, all through the runtime paths. Unknown code →
 * 404, an undeclared field → 422, the codes online:<code>:… → 401/403.
 *
 * Until the form designer publishes (F10a), the test registers the runtime entities itself and puts
 * their `online-<code>` pages into the registry as a published form's would be.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { sheetRows, xlsxOf as xlsx } from './helpers/online-forms';
import { addDictionary, api, grant, type Api } from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';
import { schemaRegistry } from '../../src/server/modules/schema/registry';
import { newId } from '../../src/server/db/ids';
import { roleId } from '../../src/server/seed/roles';
import type { PageSchema } from '../../src/shared/schema/types';

const API = '/online/cgform/api';

const codes = (code: string) => ({
  list: `online:${code}:list`,
  add: `online:${code}:add`,
  edit: `online:${code}:edit`,
  delete: `online:${code}:delete`,
  export: `online:${code}:export`,
  import: `online:${code}:import`,
});

const PART = {
  $id: 'rtapi_part',
  type: 'object',
  title: { 'zh-CN': '设备部件', 'en-US': 'Equipment part' },
  'x-table': 'rtapi_part',
  'x-api': `${RUNTIME_API_BASE}/rtapi_part`,
  'x-scope': 'none',
  'x-permissions': codes('rtapi_part'),
  required: ['equipId', 'partName'],
  properties: {
    equipId: { type: 'string', title: { 'zh-CN': '设备', 'en-US': 'Equipment' }, maxLength: 32 },
    partName: {
      type: 'string',
      title: { 'zh-CN': '部件名称', 'en-US': 'Part name' },
      minLength: 1,
      maxLength: 40,
    },
    sortNo: { type: 'integer', title: { 'zh-CN': '排序', 'en-US': 'Order' } },
  },
  additionalProperties: false,
};

const EQUIP = {
  $id: 'rtapi_equip',
  type: 'object',
  title: { 'zh-CN': '检验设备', 'en-US': 'Inspection equipment' },
  'x-table': 'rtapi_equip',
  'x-api': `${RUNTIME_API_BASE}/rtapi_equip`,
  'x-scope': 'none',
  'x-permissions': codes('rtapi_equip'),
  'x-sub-tables': [{ property: 'parts', entity: 'rtapi_part', foreignKey: 'equipId', orderField: 'sortNo' }],
  required: ['name'],
  properties: {
    name: { type: 'string', title: { 'zh-CN': '设备名称', 'en-US': 'Name' }, minLength: 1, maxLength: 60 },
    kind: {
      type: 'string',
      title: { 'zh-CN': '设备类别', 'en-US': 'Kind' },
      maxLength: 20,
      'x-dict': 'rtapi_kind',
    },
    checkedOn: { type: 'string', format: 'date', title: { 'zh-CN': '检定日期', 'en-US': 'Checked on' } },
    amount: { type: 'integer', title: { 'zh-CN': '数量', 'en-US': 'Amount' }, minimum: 0, maximum: 10000 },
    parts: { type: 'array', title: { 'zh-CN': '部件', 'en-US': 'Parts' }, 'x-virtual': true },
  },
  additionalProperties: false,
};

const AREA = {
  $id: 'rtapi_area',
  type: 'object',
  title: { 'zh-CN': '区域', 'en-US': 'Area' },
  'x-table': 'rtapi_area',
  'x-api': `${RUNTIME_API_BASE}/rtapi_area`,
  'x-scope': 'none',
  'x-permissions': codes('rtapi_area'),
  required: ['name'],
  properties: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' }, minLength: 1, maxLength: 60 },
    pid: { type: 'string', title: { 'zh-CN': '上级', 'en-US': 'Parent' }, maxLength: 32 },
  },
  additionalProperties: false,
};

function page(id: string, entity: string, extra: Partial<PageSchema>): PageSchema {
  return { $id: id, kind: 'list', title: { 'zh-CN': id, 'en-US': id }, entity, api: {}, ...extra };
}

interface Equip {
  id: string;
  name: string;
  kind?: string;
  kind_dictText?: string;
  amount?: number;
  parts?: Array<{ partName: string; equipId: string }>;
}

describeEachBackend('online runtime API', (t) => {
  let admin: Api;
  let adminToken = '';
  const names = (records: Equip[]) => records.map((r) => r.name).sort();
  const add = async (body: Record<string, unknown>) => {
    const r = await admin.send('POST', `${API}/form/rtapi_equip`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.id as string;
  };

  beforeAll(async () => {
    await addDictionary(t.app.db, 'rtapi_kind', [
      ['gauge', '量具', 'Gauge'],
      ['meter', '仪表', 'Meter'],
    ]);
    await registerRuntimeEntity(t.app, PART, { createTableFromDdl: true });
    await registerRuntimeEntity(t.app, EQUIP, { createTableFromDdl: true });
    await registerRuntimeEntity(t.app, AREA, { createTableFromDdl: true });
    const pages = schemaRegistry(t.app).pages;
    pages.set(
      'online-rtapi_equip',
      page('online-rtapi_equip', 'rtapi_equip', {
        query: [
          { field: 'name', rule: 'like' },
          { field: 'kind', rule: 'eq' },
          { field: 'amount', rule: 'range' },
        ],
        columns: [
          { field: 'name', sorter: true },
          { field: 'kind' },
          { field: 'checkedOn' },
          { field: 'amount', sorter: true },
        ],
        form: { container: 'modal', fields: ['name', 'kind', 'checkedOn', 'amount', 'parts'], columns: 2 },
      }),
    );
    pages.set(
      'online-rtapi_area',
      page('online-rtapi_area', 'rtapi_area', { columns: [{ field: 'name' }], tree: { parent: 'pid' } }),
    );
    adminToken = await t.adminToken();
    admin = t.admin;
  }, 120_000);

  it('answers 404 for a code that is no published form, on every path', async () => {
    for (const path of [
      'getColumns/rtapi_nothing',
      'getQueryInfo/rtapi_nothing',
      'getFormItem/rtapi_nothing',
      'getData/rtapi_nothing',
      'form/rtapi_nothing/abc',
      'exportXls/rtapi_nothing',
      'getTreeData/rtapi_nothing',
      'subform/list/rtapi_nothing/abc',
    ]) {
      expect((await admin.get(`${API}/${path}`)).status, path).toBe(404);
    }
    expect((await admin.send('POST', `${API}/form/rtapi_nothing`, { name: 'x' })).status).toBe(404);
    // A bundled entity is not an online form, and a code that is no identifier is never looked up.
    expect((await admin.get(`${API}/getData/sys_user`)).status).toBe(404);
    expect(
      (await admin.get(`${API}/getData/${encodeURIComponent("x';drop table sys_user;--")}`)).status,
    ).toBe(404);
  });

  it('adds, reads one, edits and deletes records through form/{code}, sub table rows included', async () => {
    const id = await add({
      name: '游标卡尺',
      kind: 'gauge',
      checkedOn: '2026-03-01',
      amount: 3,
      parts: [{ partName: '主尺' }, { partName: '游标' }],
    });
    const one = await admin.get(`${API}/form/rtapi_equip/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({
      id,
      name: '游标卡尺',
      kind: 'gauge',
      kind_dictText: '量具',
      checkedOn: '2026-03-01',
      amount: 3,
    });
    expect((one.body.result as Equip).parts!.map((p) => p.partName)).toEqual(['主尺', '游标']);

    const edited = await admin.send('PUT', `${API}/form/rtapi_equip`, { id, name: '数显卡尺', amount: 4 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await admin.get(`${API}/form/rtapi_equip/${id}`)).body.result).toMatchObject({
      name: '数显卡尺',
      amount: 4,
    });

    const sub = await admin.get(`${API}/subform/list/rtapi_part/${id}`);
    expect(sub.status).toBe(200);
    expect(
      (sub.body.result.records as Array<{ partName: string; equipId: string }>).map((p) => [
        p.partName,
        p.equipId,
      ]),
    ).toEqual([
      ['主尺', id],
      ['游标', id],
    ]);

    const other = await add({ name: '千分尺' });
    const third = await add({ name: '压力表' });
    const removed = await admin.send('DELETE', `${API}/form/rtapi_equip/${id},${other}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await admin.get(`${API}/form/rtapi_equip/${id}`)).status).toBe(404);
    const rows = await t.app.db
      .selectFrom('rtapi_equip' as never)
      .select('id' as never)
      .execute();
    expect(rows).toEqual([{ id: third }]);
    // The deleted record's sub rows went with it.
    expect(
      await t.app.db
        .selectFrom('rtapi_part' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(0);
    await admin.send('DELETE', `${API}/form/rtapi_equip/${third}`);
  });

  it('refuses a write of an undeclared field or a bad value with 422 and writes nothing', async () => {
    const undeclared = await admin.send('POST', `${API}/form/rtapi_equip`, {
      name: '温度计',
      secretColumn: 'x',
    });
    expect(undeclared.status).toBe(422);
    expect((undeclared.body.result as Array<{ field: string }>).map((e) => e.field)).toEqual([
      'secretColumn',
    ]);
    const bad = await admin.send('POST', `${API}/form/rtapi_equip`, { name: '', amount: -1 });
    expect(bad.status).toBe(422);
    expect((bad.body.result as Array<{ field: string }>).map((e) => e.field).sort()).toEqual([
      'amount',
      'name',
    ]);
    expect(
      await t.app.db
        .selectFrom('rtapi_equip' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(0);
  });

  it('lists with the query grammar (like, eq, range, sort) and paging through getData', async () => {
    await add({ name: '量块A', kind: 'gauge', amount: 1 });
    await add({ name: '量块B', kind: 'gauge', amount: 5 });
    await add({ name: '电流表', kind: 'meter', amount: 9 });
    const all = await admin.get(`${API}/getData/rtapi_equip?pageNo=1&pageSize=2&column=amount&order=desc`);
    expect(all.status).toBe(200);
    expect(all.body.result.total).toBe(3);
    expect((all.body.result.records as Equip[]).map((r) => r.name)).toEqual(['电流表', '量块B']);
    const second = await admin.get(`${API}/getData/rtapi_equip?pageNo=2&pageSize=2&column=amount&order=desc`);
    expect((second.body.result.records as Equip[]).map((r) => r.name)).toEqual(['量块A']);

    expect(
      names(
        (await admin.get(`${API}/getData/rtapi_equip?name=${encodeURIComponent('*量块*')}`)).body.result
          .records,
      ),
    ).toEqual(['量块A', '量块B']);
    const meters = (await admin.get(`${API}/getData/rtapi_equip?kind=meter`)).body.result.records as Equip[];
    expect(meters.map((r) => [r.name, r.kind_dictText])).toEqual([['电流表', '仪表']]);
    expect(
      names((await admin.get(`${API}/getData/rtapi_equip?amount_begin=2&amount_end=9`)).body.result.records),
    ).toEqual(['电流表', '量块B']);
    // An unknown query field is refused, as by the bundled lists.
    expect((await admin.get(`${API}/getData/rtapi_equip?column=nope&order=asc`)).status).toBe(400);
  });

  it('describes the list, the query bar and the form', async () => {
    const columns = await admin.get(`${API}/getColumns/rtapi_equip`);
    expect(columns.status).toBe(200);
    const c = columns.body.result;
    expect(c.code).toBe('rtapi_equip');
    expect(c.description).toBe('检验设备');
    expect(c.tableType).toBe(2);
    expect((c.columns as Array<{ dataIndex: string }>).map((x) => x.dataIndex)).toEqual([
      'name',
      'kind',
      'checkedOn',
      'amount',
    ]);
    expect(c.columns[0]).toMatchObject({ title: '设备名称', sorter: true });
    expect(c.dictOptions.kind).toEqual([
      { value: 'gauge', text: '量具', title: '量具' },
      { value: 'meter', text: '仪表', title: '仪表' },
    ]);
    const en = await admin.get(`${API}/getColumns/rtapi_equip`, 'en-US');
    expect(en.body.result.columns[0].title).toBe('Name');

    const query = await admin.get(`${API}/getQueryInfo/rtapi_equip`);
    expect(query.body.result).toEqual([
      expect.objectContaining({ field: 'name', mode: 'single', label: '设备名称' }),
      expect.objectContaining({ field: 'kind', mode: 'single', dictCode: 'rtapi_kind' }),
      expect.objectContaining({ field: 'amount', mode: 'group' }),
    ]);

    const form = await admin.get(`${API}/getFormItem/rtapi_equip`);
    expect(form.status).toBe(200);
    expect(form.body.result.schema.$id).toBe('rtapi_equip');
    expect(Object.keys(form.body.result.schema.properties)).toEqual(
      expect.arrayContaining(['name', 'kind', 'checkedOn', 'amount', 'parts']),
    );
    expect(form.body.result.page.form.fields).toEqual(['name', 'kind', 'checkedOn', 'amount', 'parts']);
    expect(form.body.result.formTemplate).toBe('2');
  });

  it('answers one tree level per getTreeData call', async () => {
    const root = await admin.send('POST', `${API}/form/rtapi_area`, { name: '华东' });
    const rootId = root.body.result.id as string;
    await admin.send('POST', `${API}/form/rtapi_area`, { name: '上海', pid: rootId });
    await admin.send('POST', `${API}/form/rtapi_area`, { name: '江苏', pid: rootId });
    const roots = await admin.get(`${API}/getTreeData/rtapi_area`);
    expect(roots.status, JSON.stringify(roots.body)).toBe(200);
    expect(
      (roots.body.result.records as Array<{ name: string; hasChild: boolean }>).map((r) => [
        r.name,
        r.hasChild,
      ]),
    ).toEqual([['华东', true]]);
    const children = await admin.get(`${API}/getTreeData/rtapi_area?pid=${rootId}`);
    expect((children.body.result.records as Array<{ name: string }>).map((r) => r.name).sort()).toEqual([
      '上海',
      '江苏',
    ]);
    // A form without a tree page is no tree.
    expect((await admin.get(`${API}/getTreeData/rtapi_equip`)).status).toBe(400);
  });

  it('exports the query (paramsStr too) and imports rows through the runtime paths', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/exportXls/rtapi_equip?format=xlsx&kind=gauge&column=amount&order=asc`,
      headers: { 'x-access-token': adminToken },
    });
    expect(exported.statusCode).toBe(200);
    const rows = await sheetRows(exported.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['设备名称', '设备类别', '数量']));
    expect(rows.slice(1).map((r) => r[rows[0]!.indexOf('设备名称')])).toEqual(['量块A', '量块B']);
    const viaParams = await t.app.inject({
      method: 'GET',
      url: `${API}/exportXls/rtapi_equip?format=xlsx&paramsStr=${encodeURIComponent(JSON.stringify({ kind: 'meter' }))}`,
      headers: { 'x-access-token': adminToken },
    });
    const meterRows = await sheetRows(viaParams.rawPayload);
    expect(meterRows.slice(1).map((r) => r[meterRows[0]!.indexOf('设备名称')])).toEqual(['电流表']);

    const body = multipart(
      {},
      {
        field: 'files[]',
        name: 'equip.xlsx',
        data: await xlsx([
          ['设备名称', '设备类别', '数量'],
          ['导入表一', '量具', 7],
          ['导入表二', '仪表', 8],
        ]),
      },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: `${API}/importXls/rtapi_equip`,
      headers: { 'x-access-token': adminToken, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const list = await admin.get(
      `${API}/getData/rtapi_equip?name=${encodeURIComponent('导入*')}&column=name&order=asc`,
    );
    expect((list.body.result.records as Equip[]).map((r) => [r.name, r.kind, r.amount])).toEqual([
      ['导入表一', 'gauge', 7],
      ['导入表二', 'meter', 8],
    ]);
  });

  it('checks the login and the codes online:<code>:list|add|edit|delete|export|import', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/getData/rtapi_equip` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${API}/getColumns/rtapi_equip` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/form/rtapi_equip`, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401);

    const before = await t.as(t.seed.staff.username, t.seed.staff.password);
    for (const path of [
      'getColumns/rtapi_equip',
      'getQueryInfo/rtapi_equip',
      'getFormItem/rtapi_equip',
      'getData/rtapi_equip',
      'exportXls/rtapi_equip',
    ]) {
      const r = await before.get(`${API}/${path}`);
      expect(r.status, path).toBe(403);
      expect(r.body.message).toBe('拒绝访问');
    }

    await grant(t.app.db, 'staff', ['online:rtapi_equip:list']);
    const staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    expect((await staff.get(`${API}/getData/rtapi_equip`)).status).toBe(200);
    expect((await staff.get(`${API}/getColumns/rtapi_equip`)).status).toBe(200);
    const id = ((await staff.get(`${API}/getData/rtapi_equip`)).body.result.records as Equip[])[0]!.id;
    expect((await staff.get(`${API}/form/rtapi_equip/${id}`)).status).toBe(200);
    expect((await staff.send('POST', `${API}/form/rtapi_equip`, { name: '越权' })).status).toBe(403);
    expect((await staff.send('PUT', `${API}/form/rtapi_equip`, { id, name: '越权' })).status).toBe(403);
    expect((await staff.send('DELETE', `${API}/form/rtapi_equip/${id}`)).status).toBe(403);
    expect((await staff.get(`${API}/exportXls/rtapi_equip`)).status).toBe(403);
    expect((await staff.send('POST', `${API}/importXls/rtapi_equip`)).status).toBe(403);
    expect((await admin.get(`${API}/form/rtapi_equip/${id}`)).body.result.name).not.toBe('越权');
  });

  it('serves a menu item that opens an online form or report in the menu of the roles it is granted to', async () => {
    interface MenuItem {
      path: string;
      component: string;
      children?: MenuItem[];
    }
    const items = [
      {
        menuType: 0,
        name: '检验设备',
        nameEn: 'Equipment',
        url: '/online/cgformList/rtapi_equip',
        component: 'modules/online/cgform/auto/OnlCgformAutoList',
        sortNo: 95,
      },
      {
        menuType: 0,
        name: '区域树',
        nameEn: 'Areas',
        url: '/online/cgformTreeList/rtapi_area',
        component: 'online/cgformTreeList',
        sortNo: 96,
      },
      {
        menuType: 0,
        name: '设备统计',
        nameEn: 'Equipment report',
        url: '/online/cgreport/rtapi_stats',
        component: 'online/cgreport',
        sortNo: 97,
      },
    ];
    for (const item of items) {
      const added = await admin.send('POST', '/sys/permission/add', item);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      await t.app.db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: roleId('staff'), permission_id: added.body.result.id as string })
        .execute();
    }
    const staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    const answer = await staff.get('/sys/permission/getCustomerMenu');
    expect(answer.status).toBe(200);
    const flat = (list: MenuItem[]): MenuItem[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);
    const served = flat(answer.body.result.menu as MenuItem[]).map((m) => [m.path, m.component]);
    expect(served).toEqual(expect.arrayContaining(items.map((i) => [i.url, i.component])));
    // Not granted to customers.
    const customer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
    const theirs = flat(
      ((await customer.get('/sys/permission/getCustomerMenu')).body.result.menu ?? []) as MenuItem[],
    ).map((m) => m.path);
    expect(theirs).not.toContain('/online/cgformList/rtapi_equip');
  });
});
