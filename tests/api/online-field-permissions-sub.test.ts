/**
 * Field-level permissions on sub-table rows: the sub entity's rules hold for the rows
 * written and read through the main record. A hidden sub field is not answered (queryById's sub
 * rows, the runtime API's form and subform/list) nor offered (the sub table's columns in the page
 * and getFormItem); a read-only one is marked `disabled`, an unchanged echo of it is accepted (the
 * stored value kept) and a change of it is a 422 naming the row and column, as on the main record.
 * A save by a user lacking a sub table's code is a 403 naming the sub table and the code.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { api, grant, type Api } from '../fixtures/crud-helpers';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';
import { schemaRegistry } from '../../src/server/modules/schema/registry';
import { roleId } from '../../src/server/seed/roles';

const perms = (code: string) => ({
  list: `online:${code}:list`,
  add: `online:${code}:add`,
  edit: `online:${code}:edit`,
  delete: `online:${code}:delete`,
});

const LINE = {
  $id: 'rtfs_line',
  type: 'object',
  title: { 'zh-CN': '订单行', 'en-US': 'Order line' },
  'x-table': 'rtfs_line',
  'x-api': `${RUNTIME_API_BASE}/rtfs_line`,
  'x-scope': 'none',
  'x-permissions': perms('rtfs_line'),
  required: ['orderId', 'item'],
  properties: {
    orderId: { type: 'string', title: { 'zh-CN': '订单', 'en-US': 'Order' }, maxLength: 32 },
    item: { type: 'string', title: { 'zh-CN': '物品', 'en-US': 'Item' }, minLength: 1, maxLength: 40 },
    price: { type: 'number', title: { 'zh-CN': '单价', 'en-US': 'Price' }, minimum: 0 },
    grade: { type: 'string', title: { 'zh-CN': '等级', 'en-US': 'Grade' }, maxLength: 10 },
    sortNo: { type: 'integer', title: { 'zh-CN': '排序', 'en-US': 'Order' } },
  },
  additionalProperties: false,
};

const ORDER = {
  $id: 'rtfs_order',
  type: 'object',
  title: { 'zh-CN': '订单', 'en-US': 'Order' },
  'x-table': 'rtfs_order',
  'x-api': `${RUNTIME_API_BASE}/rtfs_order`,
  'x-scope': 'none',
  'x-permissions': perms('rtfs_order'),
  'x-sub-tables': [{ property: 'lines', entity: 'rtfs_line', foreignKey: 'orderId', orderField: 'sortNo' }],
  required: ['orderNo'],
  properties: {
    orderNo: {
      type: 'string',
      title: { 'zh-CN': '订单号', 'en-US': 'Order no.' },
      minLength: 1,
      maxLength: 32,
    },
    lines: {
      type: 'array',
      title: { 'zh-CN': '订单行', 'en-US': 'Lines' },
      'x-virtual': true,
      'x-widget': 'editableTable',
      'x-widget-options': {
        columns: [
          { key: 'item', title: { 'zh-CN': '物品', 'en-US': 'Item' }, type: 'input' },
          { key: 'price', title: { 'zh-CN': '单价', 'en-US': 'Price' }, type: 'inputNumber' },
          { key: 'grade', title: { 'zh-CN': '等级', 'en-US': 'Grade' }, type: 'input' },
        ],
      },
    },
  },
  additionalProperties: false,
};

const ORDERS = ORDER['x-api'];
const API = '/online/cgform/api';
const TEMP_ID = 'e'.repeat(32);

interface Line {
  id: string;
  orderId: string;
  item: string;
  price?: number | string | null;
  grade: string | null;
  sortNo: number;
}

describeEachBackend('field-level permissions on sub-table rows', (t) => {
  let admin: Api;
  let staff: Api;
  let staffToken = '';
  let orderId = '';

  const storedLines = async (id: string) =>
    (await t.app.db
      .selectFrom('rtfs_line' as never)
      .selectAll()
      .where('order_id' as never, '=', id as never)
      .orderBy('sort_no' as never)
      .execute()) as Array<{
      item: string;
      price: string | number | null;
      grade: string | null;
    }>;
  const staffOrder = async (id: string) => {
    const answer = await staff.get(`${ORDERS}/queryById?id=${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result as { id: string; orderNo: string; lines: Line[] };
  };
  const columnsOf = (schema: {
    properties: Record<
      string,
      { 'x-widget-options': { columns: Array<{ key: string; disabled?: boolean }> } }
    >;
  }) =>
    schema.properties.lines!['x-widget-options'].columns.map((c) =>
      c.disabled ? `${c.key}:disabled` : c.key,
    );

  beforeAll(async () => {
    await registerRuntimeEntity(t.app, LINE, { createTableFromDdl: true });
    await registerRuntimeEntity(t.app, ORDER, { createTableFromDdl: true });
    schemaRegistry(t.app).pages.set('online-rtfs_order', {
      $id: 'online-rtfs_order',
      kind: 'list',
      title: { 'zh-CN': '订单', 'en-US': 'Orders' },
      entity: 'rtfs_order',
      api: {},
      columns: [{ field: 'orderNo' }],
      form: { container: 'modal', fields: ['orderNo', 'lines'] },
    });
    admin = t.admin;
    const added = await admin.send('POST', `${ORDERS}/add`, {
      orderNo: 'SO-1',
      lines: [
        { item: '螺栓', price: 5, grade: '甲' },
        { item: '垫片', price: 1.5, grade: null },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    orderId = added.body.result.id as string;
    for (const [target, mode] of [
      ['rtfs_line:price', 'hidden'],
      ['rtfs_line:grade', 'readonly'],
    ] as const) {
      expect(
        (await admin.send('POST', '/sys/fieldRule/add', { roleId: roleId('staff'), target, mode })).status,
      ).toBe(200);
    }
    // No add code of the sub table yet: the 403 test comes first.
    await grant(t.app.db, 'staff', [
      'online:rtfs_order:list',
      'online:rtfs_order:add',
      'online:rtfs_order:edit',
      'online:rtfs_line:list',
      'online:rtfs_line:edit',
    ]);
    staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    staff = api(t.app, staffToken);
  }, 120_000);

  it('names the sub table and the missing code in the 403 of a save, in the caller’s language, and writes nothing', async () => {
    const body = { orderNo: 'SO-403', lines: [{ id: TEMP_ID, item: '新件' }] };
    const zh = await staff.send('POST', `${ORDERS}/add`, body);
    expect(zh.status).toBe(403);
    expect(zh.body.message).toBe('没有权限操作子表「订单行」，缺少权限：online:rtfs_line:add');
    const en = await t.app.inject({
      method: 'POST',
      url: `${API}/form/rtfs_order`,
      headers: { 'x-access-token': staffToken, 'accept-language': 'en-US' },
      payload: body,
    });
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe(
      'No permission to write the sub table "Order line": missing online:rtfs_line:add',
    );
    const orders = await t.app.db
      .selectFrom('rtfs_order' as never)
      .select('order_no' as never)
      .execute();
    expect(orders).toEqual([{ order_no: 'SO-1' }]);

    await grant(t.app.db, 'staff', ['online:rtfs_line:add']);
    // The codes are the session's: signed in again, the save goes through.
    staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    staff = api(t.app, staffToken);
    expect((await staff.send('POST', `${ORDERS}/add`, body)).status).toBe(200);
  });

  it('leaves a hidden sub field out of the rows of queryById, the runtime form and subform/list', async () => {
    const order = await staffOrder(orderId);
    expect(order.lines.map((l) => [l.item, l.grade])).toEqual([
      ['螺栓', '甲'],
      ['垫片', null],
    ]);
    for (const line of order.lines) expect(line).not.toHaveProperty('price');
    const viaApi = await staff.get(`${API}/form/rtfs_order/${orderId}`);
    expect(viaApi.status).toBe(200);
    for (const line of viaApi.body.result.lines as Line[]) expect(line).not.toHaveProperty('price');
    const sub = await staff.get(`${API}/subform/list/rtfs_line/${orderId}`);
    expect(sub.status).toBe(200);
    expect((sub.body.result.records as Line[]).map((l) => l.item)).toEqual(['螺栓', '垫片']);
    for (const line of sub.body.result.records as Line[]) expect(line).not.toHaveProperty('price');
    // The administrator still reads it.
    const full = (await admin.get(`${ORDERS}/queryById?id=${orderId}`)).body.result.lines as Line[];
    expect(full.map((l) => Number(l.price))).toEqual([5, 1.5]);
  });

  it('tells the form: hidden sub columns left out, read-only ones disabled (page and getFormItem)', async () => {
    const page = await staff.get('/sys/schema/page/online-rtfs_order');
    expect(page.status).toBe(200);
    expect(columnsOf(page.body.result.entity)).toEqual(['item', 'grade:disabled']);
    const form = await staff.get(`${API}/getFormItem/rtfs_order`);
    expect(form.status).toBe(200);
    expect(columnsOf(form.body.result.schema)).toEqual(['item', 'grade:disabled']);
    const adminPage = await admin.get('/sys/schema/page/online-rtfs_order');
    expect(columnsOf(adminPage.body.result.entity)).toEqual(['item', 'price', 'grade']);
  });

  it('keeps a read-only sub field the rows echo, and refuses a change of it or a hidden field with 422 naming the row and column', async () => {
    const order = await staffOrder(orderId);
    // The rows sent back as read, one edited: the echoed read-only grade is kept, the hidden price untouched.
    const echoed = await staff.send('PUT', `${ORDERS}/edit`, {
      id: orderId,
      orderNo: 'SO-1',
      lines: [{ ...order.lines[0], item: '六角螺栓' }, order.lines[1]],
    });
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    expect((await storedLines(orderId)).map((l) => [l.item, Number(l.price), l.grade])).toEqual([
      ['六角螺栓', 5, '甲'],
      ['垫片', 1.5, null],
    ]);

    const changed = await staff.send('PUT', `${ORDERS}/edit`, {
      id: orderId,
      orderNo: 'SO-1',
      lines: [
        { ...order.lines[0], grade: '乙' },
        { ...order.lines[1], grade: '丙' },
      ],
    });
    expect(changed.status).toBe(422);
    expect(changed.body.result).toEqual([
      { field: 'lines', row: 0, column: 'grade', message: '第 1 行：该字段不允许修改!' },
      { field: 'lines', row: 1, column: 'grade', message: '第 2 行：该字段不允许修改!' },
    ]);
    const hidden = await staff.send('PUT', `${ORDERS}/edit`, {
      id: orderId,
      orderNo: 'SO-1',
      lines: [{ ...order.lines[0], price: 0 }, order.lines[1]],
    });
    expect(hidden.status).toBe(422);
    expect(hidden.body.result).toEqual([
      { field: 'lines', row: 0, column: 'price', message: '第 1 行：该字段不允许修改!' },
    ]);
    // Even the stored value of a hidden field is refused: a write cannot probe it.
    const probe = await staff.send('PUT', `${ORDERS}/edit`, {
      id: orderId,
      orderNo: 'SO-1',
      lines: [{ ...order.lines[0], price: 5 }, order.lines[1]],
    });
    expect(probe.status).toBe(422);
    expect((await storedLines(orderId)).map((l) => [l.item, Number(l.price), l.grade])).toEqual([
      ['六角螺栓', 5, '甲'],
      ['垫片', 1.5, null],
    ]);
  });

  it('takes no read-only value on a new row: without one it is added, with one it is a 422', async () => {
    const order = await staffOrder(orderId);
    const refused = await staff.send('PUT', `${ORDERS}/edit`, {
      id: orderId,
      orderNo: 'SO-1',
      lines: [...order.lines, { id: TEMP_ID, item: '螺母', grade: '甲' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toEqual([
      { field: 'lines', row: 2, column: 'grade', message: '第 3 行：该字段不允许修改!' },
    ]);
    expect(await storedLines(orderId)).toHaveLength(2);

    const added = await staff.send('PUT', `${ORDERS}/edit`, {
      id: orderId,
      orderNo: 'SO-1',
      lines: [...order.lines, { id: TEMP_ID, item: '螺母', grade: '' }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(
      (await storedLines(orderId)).map((l) => [l.item, l.price === null ? null : Number(l.price), l.grade]),
    ).toEqual([
      ['六角螺栓', 5, '甲'],
      ['垫片', 1.5, null],
      ['螺母', null, null],
    ]);
  });

  it('leaves administrators unaffected', async () => {
    const order = (await admin.get(`${ORDERS}/queryById?id=${orderId}`)).body.result as { lines: Line[] };
    const edited = await admin.send('PUT', `${ORDERS}/edit`, {
      id: orderId,
      orderNo: 'SO-1',
      lines: order.lines.map((l) => ({ ...l, grade: '优', price: 9 })),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await storedLines(orderId)).map((l) => [l.grade, Number(l.price)])).toEqual([
      ['优', 9],
      ['优', 9],
      ['优', 9],
    ]);
  });
});
