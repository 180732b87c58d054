/**
 * Field-level permissions: an admin writes rules in the field-rule screen's API
 * (/sys/fieldRule), per role a field hidden or read-only; the generic CRUD enforces them for every
 * entity, online (a runtime entity) and bundled (sys_user): a hidden field is not in the list, the
 * one record, the export or the page schema, and a write (add, edit) of a hidden or read-only field
 * is a 422 naming it; an import ignores such columns. Administrators are unaffected.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { describeEachBackend } from './helpers/suite';
import { api, grant, type Api } from '../fixtures/crud-helpers';
import { multipart } from '../fixtures/multipart';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';
import { schemaRegistry } from '../../src/server/modules/schema/registry';
import { roleId } from '../../src/server/seed/roles';

const ITEM = {
  $id: 'rtfp_item',
  type: 'object',
  title: { 'zh-CN': '物资', 'en-US': 'Item' },
  'x-table': 'rtfp_item',
  'x-api': `${RUNTIME_API_BASE}/rtfp_item`,
  'x-scope': 'none',
  'x-permissions': {
    list: 'online:rtfp_item:list',
    add: 'online:rtfp_item:add',
    edit: 'online:rtfp_item:edit',
    delete: 'online:rtfp_item:delete',
    export: 'online:rtfp_item:export',
    import: 'online:rtfp_item:import',
  },
  required: ['name'],
  properties: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' }, minLength: 1, maxLength: 60 },
    cost: { type: 'integer', title: { 'zh-CN': '成本', 'en-US': 'Cost' }, minimum: 0 },
    note: { type: 'string', title: { 'zh-CN': '备注', 'en-US': 'Note' }, maxLength: 100 },
    serial: {
      type: 'string',
      title: { 'zh-CN': '序列号', 'en-US': 'Serial' },
      maxLength: 20,
      'x-unique': true,
    },
  },
  additionalProperties: false,
};
const BASE = ITEM['x-api'];
const API = '/online/cgform/api';

interface Item {
  id: string;
  name: string;
  cost?: number;
  note?: string;
}

async function headerOf(data: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
}

describeEachBackend('field-level permissions', (t) => {
  let admin: Api;
  let staff: Api;
  let staffToken = '';
  let itemId = '';

  const rule = (target: string, mode: string, role = roleId('staff')) =>
    admin.send('POST', '/sys/fieldRule/add', { roleId: role, target, mode });

  beforeAll(async () => {
    await registerRuntimeEntity(t.app, ITEM, { createTableFromDdl: true });
    schemaRegistry(t.app).pages.set('online-rtfp_item', {
      $id: 'online-rtfp_item',
      kind: 'list',
      title: { 'zh-CN': '物资', 'en-US': 'Items' },
      entity: 'rtfp_item',
      api: {},
      query: [
        { field: 'name', rule: 'like' },
        { field: 'cost', rule: 'range' },
      ],
      columns: [{ field: 'name' }, { field: 'cost', sorter: true }, { field: 'note' }],
      form: { container: 'modal', fields: ['name', 'cost', 'note'] },
    });
    admin = t.admin;
    const added = await admin.send('POST', `${BASE}/add`, {
      name: '螺栓',
      cost: 12,
      note: '库存',
      serial: 'SN-1',
    });
    itemId = added.body.result.id as string;
    await grant(t.app.db, 'staff', [
      'online:rtfp_item:list',
      'online:rtfp_item:add',
      'online:rtfp_item:edit',
      'online:rtfp_item:export',
      'online:rtfp_item:import',
    ]);
    staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    staff = api(t.app, staffToken);
  }, 120_000);

  it('edits rules in its screen: the target must be a registered field, one rule per role and field', async () => {
    expect((await rule('rtfp_item:cost', 'hidden')).status).toBe(200);
    expect((await rule('rtfp_item:note', 'readonly')).status).toBe(200);
    expect((await rule('sys_user:phone', 'hidden')).status).toBe(200);
    expect((await rule('rtfp_item:serial', 'hidden')).status).toBe(200);

    const unknown = await rule('rtfp_item:nothing', 'hidden');
    expect(unknown.status).toBe(422);
    expect(unknown.body.result).toEqual([{ field: 'target', message: '请选择已注册实体的字段!' }]);
    expect((await rule('rtfp_item:id', 'hidden')).status).toBe(422);
    expect((await rule('rtfp_item:name', 'hidden', 'f'.repeat(32))).status).toBe(422);
    expect((await rule('rtfp_item:name', 'sometimes')).status).toBe(422);
    expect((await rule('rtfp_item:cost', 'readonly')).status).toBe(409);

    const list = await admin.get('/sys/fieldRule/list?entity=rtfp_item&column=field&order=asc');
    expect(list.status).toBe(200);
    expect(
      (list.body.result.records as Array<Record<string, string>>).map((r) => [
        r.field,
        r.mode,
        r.roleId_dictText,
        r.mode_dictText,
      ]),
    ).toEqual([
      ['cost', 'hidden', expect.any(String), '隐藏'],
      ['note', 'readonly', expect.any(String), '只读'],
      ['serial', 'hidden', expect.any(String), '隐藏'],
    ]);
    const one = await admin.get(`/sys/fieldRule/queryById?id=${list.body.result.records[0].id}`);
    expect(one.body.result.target).toBe('rtfp_item:cost');

    // The screen sits under 系统管理 for administrators.
    interface MenuItem {
      path: string;
      component: string;
      children?: MenuItem[];
    }
    const menu = (await admin.get('/sys/permission/getCustomerMenu')).body.result.menu as MenuItem[];
    const system = menu.find((m) => m.path === '/system');
    expect(system?.children?.find((m) => m.path === '/system/fieldRule')?.component).toBe(
      'schema/sys-role-field-rule-list',
    );

    // The screen's choices: roles and every registered entity's fields.
    const page = await admin.get('/sys/schema/page/sys-role-field-rule-list');
    const options = (name: string) =>
      page.body.result.entity.properties[name]['x-widget-options'].options as Array<{ value: string }>;
    expect(options('roleId').map((o) => o.value)).toContain(roleId('staff'));
    expect(options('target').map((o) => o.value)).toEqual(
      expect.arrayContaining(['rtfp_item:cost', 'sys_user:phone']),
    );
    expect(options('target').map((o) => o.value)).not.toContain('rtfp_item:id');
  });

  it('leaves a hidden field out of the list, the one record and the export, and refuses filtering or sorting by it', async () => {
    const list = await staff.get(`${BASE}/list`);
    expect(list.status).toBe(200);
    const record = (list.body.result.records as Item[]).find((r) => r.id === itemId)!;
    expect(record).toMatchObject({ name: '螺栓', note: '库存' });
    expect(record).not.toHaveProperty('cost');
    expect((await staff.get(`${API}/getData/rtfp_item`)).body.result.records[0]).not.toHaveProperty('cost');

    const one = await staff.get(`${BASE}/queryById?id=${itemId}`);
    expect(one.body.result).not.toHaveProperty('cost');
    expect((await staff.get(`${API}/form/rtfp_item/${itemId}`)).body.result).not.toHaveProperty('cost');

    expect((await staff.get(`${BASE}/list?cost=12`)).status).toBe(400);
    expect((await staff.get(`${BASE}/list?column=cost&order=asc`)).status).toBe(400);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${BASE}/exportXls?format=xlsx`,
      headers: { 'x-access-token': staffToken },
    });
    expect(xlsx.statusCode).toBe(200);
    const header = await headerOf(xlsx.rawPayload);
    expect(header).toContain('名称');
    expect(header).not.toContain('成本');

    // Nor can its values be probed with the duplicate check (the admin still can).
    const probe = '/sys/duplicate/check?tableName=rtfp_item&fieldName=serial&fieldVal=SN-1';
    expect((await staff.get(probe)).status).toBe(400);
    expect((await admin.get(probe)).status).toBe(409);

    const columns = await staff.get(`${API}/getColumns/rtfp_item`);
    expect((columns.body.result.columns as Array<{ dataIndex: string }>).map((c) => c.dataIndex)).toEqual([
      'name',
      'note',
    ]);
  });

  it('refuses a write of a hidden or read-only field with 422 naming it, and writes nothing', async () => {
    const hidden = await staff.send('POST', `${BASE}/add`, { name: '垫片', cost: 1 });
    expect(hidden.status).toBe(422);
    expect((hidden.body.result as Array<{ field: string }>).map((e) => e.field)).toEqual(['cost']);
    const readonly = await staff.send('PUT', `${BASE}/edit`, { id: itemId, name: '螺栓', note: '改了' });
    expect(readonly.status).toBe(422);
    expect((readonly.body.result as Array<{ field: string }>).map((e) => e.field)).toEqual(['note']);
    const viaApi = await staff.send('POST', `${API}/form/rtfp_item`, { name: '垫片', note: 'x' });
    expect(viaApi.status).toBe(422);
    const stored = await t.app.db
      .selectFrom('rtfp_item' as never)
      .selectAll()
      .execute();
    expect(stored).toHaveLength(1);

    // Without them the write goes through, and the hidden value stays as it was.
    expect((await staff.send('PUT', `${BASE}/edit`, { id: itemId, name: '六角螺栓' })).status).toBe(200);
    expect((await admin.get(`${BASE}/queryById?id=${itemId}`)).body.result).toMatchObject({
      name: '六角螺栓',
      cost: 12,
      note: '库存',
    });
  });

  it('ignores hidden and read-only columns of an imported sheet', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    sheet.addRow(['名称', '成本', '备注']);
    sheet.addRow(['导入件', 99, '写不进']);
    const body = multipart(
      {},
      { field: 'files[]', name: 'i.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) },
    );
    const r = await t.app.inject({
      method: 'POST',
      url: `${BASE}/importExcel`,
      headers: { 'x-access-token': staffToken, ...body.headers },
      payload: body.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    const rows = (await t.app.db
      .selectFrom('rtfp_item' as never)
      .selectAll()
      .execute()) as Array<{ name: string; cost: number | null; note: string | null }>;
    expect(rows.find((x) => x.name === '导入件')).toMatchObject({ cost: null, note: null });
  });

  it('marks the page schema for the user: hidden fields gone, read-only ones readOnly', async () => {
    const page = await staff.get('/sys/schema/page/online-rtfp_item');
    expect(page.status).toBe(200);
    const { page: p, entity } = page.body.result;
    expect((p.columns as Array<{ field: string }>).map((c) => c.field)).toEqual(['name', 'note']);
    expect((p.query as Array<{ field: string }>).map((q) => q.field)).toEqual(['name']);
    expect(p.form.fields).toEqual(['name', 'note']);
    expect(entity.properties).not.toHaveProperty('cost');
    expect(entity.properties.note.readOnly).toBe(true);
    expect(entity.properties.name.readOnly).toBeUndefined();

    const form = await staff.get(`${API}/getFormItem/rtfp_item`);
    expect(form.body.result.schema.properties).not.toHaveProperty('cost');
    expect(form.body.result.schema.properties.note.readOnly).toBe(true);
  });

  it('applies to bundled entities too (sys_user for the staff role)', async () => {
    const list = await staff.get('/sys/user/list');
    expect(list.status).toBe(200);
    expect(list.body.result.records.length).toBeGreaterThan(0);
    for (const r of list.body.result.records as Array<Record<string, unknown>>)
      expect(r).not.toHaveProperty('phone');
    const page = await staff.get('/sys/schema/page/sys-user-list');
    expect(page.body.result.entity.properties).not.toHaveProperty('phone');
    expect(JSON.stringify(page.body.result.page.columns)).not.toContain('"phone"');
  });

  it('leaves administrators unaffected', async () => {
    expect((await admin.get(`${BASE}/queryById?id=${itemId}`)).body.result).toHaveProperty('cost', 12);
    const users = await admin.get('/sys/user/list');
    expect((users.body.result.records as Array<Record<string, unknown>>).some((r) => 'phone' in r)).toBe(
      true,
    );
    const page = await admin.get('/sys/schema/page/online-rtfp_item');
    expect(page.body.result.entity.properties).toHaveProperty('cost');
    expect(page.body.result.entity.properties.note.readOnly).toBeUndefined();
    expect(
      (await admin.send('PUT', `${BASE}/edit`, { id: itemId, name: '六角螺栓', cost: 13, note: '管理员' }))
        .status,
    ).toBe(200);
  });

  it('takes effect at once when a rule is removed', async () => {
    const rules = await admin.get('/sys/fieldRule/list?entity=rtfp_item');
    const ids = (rules.body.result.records as Array<{ id: string }>).map((r) => r.id).join(',');
    expect((await admin.send('DELETE', `/sys/fieldRule/deleteBatch?ids=${ids}`)).status).toBe(200);
    expect((await staff.get(`${BASE}/queryById?id=${itemId}`)).body.result).toMatchObject({
      cost: 13,
      note: '管理员',
    });
  });
});
