/**
 * Publishing online forms (src/server/modules/online/form/publish.ts): a definition becomes
 * a meta-valid entity and list page answered by /sys/schema/page/online-<code>, stored with its version;
 * an edit bumps the version and the next publish replaces the registered entity; records are refused
 * (409) until the table is synced to the published version; the form's codes are sys_permission
 * buttons a role must be granted; sub tables are published before the main table holding them; an
 * instance holding an older version picks up the newer one from the database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { grant } from '../fixtures/crud-helpers';
import { newId } from '../../src/server/db/ids';
import { checkEntityDocument, checkPageDocument } from '../../src/shared/schema/meta-check';
import { runtimeEntity } from '../../src/server/modules/schema/registry';
import { createTableFromEntity } from '../../src/server/modules/crud/ddl/ddl';
import { publishedVersion, registerVersion } from '../../src/server/modules/online/form/store';
import { forgetVersionChecks } from '../../src/server/modules/online/form/version-check';

const suffix = (backend: string) => (backend === 'pglite' ? 'pg' : 'ps');

const field = (name: string, txt: string, extra: Record<string, unknown> = {}) => ({
  dbFieldName: name,
  dbFieldTxt: txt,
  dbFieldTxtEn: `${txt} (en)`,
  dbType: 'string',
  dbLength: 64,
  fieldShowType: 'text',
  isShowList: 1,
  isShowForm: 1,
  ...extra,
});

describe.each(backends())('publishing online forms (%s)', (backend) => {
  const t = useTestApp(backend);
  const code = `inspect_${suffix(backend)}`;
  let headId = '';

  beforeAll(async () => {
    const added = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: {
        tableName: code,
        tableTxt: '检验记录',
        tableTxtEn: 'Inspections',
        tableType: 1,
        formTemplate: 2,
      },
      fields: [
        field('subject', '主题', { dbIsNull: 0, fieldMustInput: 1, isQuery: 1, sortFlag: 1 }),
        field('serial_no', '编号', { fieldValidType: 'only' }),
        field('inspected_on', '检验日期', {
          dbType: 'date',
          fieldShowType: 'date',
          isQuery: 1,
          queryMode: 'group',
        }),
        field('result', '结论', {
          dbLength: 1,
          fieldShowType: 'radio',
          dictField: 'valid_status',
          dbDefaultVal: '1',
        }),
        field('phone', '电话', {
          fieldValidType: '^1[3-9]\\d{9}$',
          fieldValidMsg: '请输入手机号',
          linkage: JSON.stringify({ require: { '==': [{ var: 'result' }, '0'] } }),
        }),
        field('score', '得分', { dbType: 'int', fieldShowType: 'number', isShowList: 0 }),
      ],
      indexs: [],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    headId = added.body.result.id as string;
  }, 120_000);

  it('publishes a meta-valid entity and page, answered by /sys/schema/page/online-<code>', async () => {
    const published = await t.admin.send('POST', '/online/cgform/head/publish', { id: headId });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.result).toEqual({ version: 1 });

    const page = await t.admin.get(`/sys/schema/page/online-${code}`);
    expect(page.status).toBe(200);
    const { entity, page: list } = page.body.result;
    expect(entity).toMatchObject({
      $id: code,
      'x-table': code,
      'x-api': `/online/data/${code}`,
      required: ['subject'],
    });
    expect(entity['x-permissions']).toEqual({
      list: `online:${code}:list`,
      add: `online:${code}:add`,
      edit: `online:${code}:edit`,
      delete: `online:${code}:delete`,
      export: `online:${code}:export`,
      import: `online:${code}:import`,
    });
    expect(entity.properties.subject).toMatchObject({
      type: 'string',
      maxLength: 64,
      title: { 'zh-CN': '主题', 'en-US': '主题 (en)' },
      'x-column': 'subject',
    });
    expect(entity.properties.serialNo).toMatchObject({ 'x-unique': true, 'x-column': 'serial_no' });
    expect(entity.properties.inspectedOn).toMatchObject({ format: 'date', 'x-widget': 'date' });
    expect(entity.properties.result).toMatchObject({
      'x-widget': 'radio',
      'x-dict': 'valid_status',
      default: '1',
    });
    expect(entity.properties.phone).toMatchObject({ pattern: '^1[3-9]\\d{9}$', 'x-message': '请输入手机号' });
    expect(entity.properties.score).toMatchObject({ type: 'integer', 'x-widget': 'number' });
    expect(entity['x-linkage']).toEqual([{ when: { '==': [{ var: 'result' }, '0'] }, require: ['phone'] }]);
    expect(list).toMatchObject({ $id: `online-${code}`, kind: 'list', entity: code, form: { columns: 2 } });
    expect(list.columns.map((c: { field: string }) => c.field)).toEqual([
      'subject',
      'serialNo',
      'inspectedOn',
      'result',
      'phone',
    ]);
    expect(list.query).toEqual([
      { field: 'subject', rule: 'like' },
      { field: 'inspectedOn', rule: 'range' },
    ]);
    // What is stored is what the meta schemas accept.
    const stored = await publishedVersion(t.app.db, code);
    expect(stored?.version).toBe(1);
    expect(() => checkEntityDocument('stored', stored!.entity)).not.toThrow();
    expect(() => checkPageDocument('stored', stored!.page)).not.toThrow();
    const head = await t.app.db
      .selectFrom('onl_cgform_head')
      .select(['published_version', 'table_version'])
      .where('id', '=', headId)
      .executeTakeFirstOrThrow();
    expect(head).toEqual({ published_version: 1, table_version: 1 });
  });

  it('writes the form codes as sys_permission buttons: a role without them is refused, with them let in', async () => {
    const rows = await t.app.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'like', `online:${code}:%`)
      .orderBy('sort_no')
      .execute();
    expect(rows.map((r) => r.perms)).toEqual(
      ['list', 'add', 'edit', 'delete', 'export', 'import'].map((a) => `online:${code}:${a}`),
    );
    const staff = () => t.as(t.seed.staff.username, t.seed.staff.password);
    expect((await (await staff()).get(`/sys/schema/page/online-${code}`)).status).toBe(403);
    expect((await (await staff()).get(`/online/data/${code}/list`)).status).toBe(403);
    await grant(t.app.db, 'staff', [`online:${code}:list`]);
    expect((await (await staff()).get(`/sys/schema/page/online-${code}`)).status).toBe(200);
  });

  it('hangs the form codes under a hidden top-level entry: granted with their parent, as the role tree does, they show staff no menu', async () => {
    const buttons = await t.app.db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id'])
      .where('perms', 'like', `online:${code}:%`)
      .where('parent_id', 'is not', null)
      .execute();
    const parentIds = [...new Set(buttons.map((b) => b.parent_id))];
    expect(parentIds).toHaveLength(1);
    const parent = await t.app.db
      .selectFrom('sys_permission')
      .select(['hidden', 'parent_id'])
      .where('id', '=', parentIds[0]!)
      .executeTakeFirstOrThrow();
    expect(parent).toMatchObject({ hidden: true });
    expect(parent.parent_id ?? '').toBe('');
    const staffRole = await t.app.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', 'staff')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('sys_role_permission')
      .values(
        [parentIds[0]!, ...buttons.map((b) => b.id)].map((permission_id) => ({
          id: newId(),
          role_id: staffRole.id,
          permission_id,
        })),
      )
      .execute();
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    const menu = (await staff.get('/sys/permission/getCustomerMenu')).body.result.menu as Array<{
      hidden?: boolean;
      meta: { title: string };
    }>;
    expect(menu.filter((m) => !m.hidden).map((m) => m.meta.title)).not.toContain('在线开发');
    expect(menu.filter((m) => !m.hidden).map((m) => m.meta.title)).not.toContain('在线表单开发');
  });

  it('refuses records (409) until the table is synced to the published version', async () => {
    const refused = await t.admin.send('POST', `/online/data/${code}/add`, { subject: 'A-1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该在线表单的数据库表尚未同步到当前发布版本，请先同步数据库');
    // What the sync (F10b) does, reduced to its effect: the table as published, synced_version set.
    await createTableFromEntity(t.app.db, runtimeEntity(t.app, code)!);
    await t.app.db
      .updateTable('onl_cgform_head')
      .set({ synced_version: 1 })
      .where('id', '=', headId)
      .execute();
    const added = await t.admin.send('POST', `/online/data/${code}/add`, {
      subject: 'A-1',
      serialNo: 'S-1',
      inspectedOn: '2026-11-02',
      result: '1',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const badPhone = await t.admin.send('POST', `/online/data/${code}/add`, { subject: 'A-2', phone: '123' });
    expect(badPhone.status).toBe(422);
    const list = await t.admin.get(`/online/data/${code}/list`);
    expect(list.body.result.records.map((r: { subject: string }) => r.subject)).toEqual(['A-1']);
  });

  it('an edit bumps the version; the next publish replaces the entity and page in place', async () => {
    const current = (await t.admin.get(`/online/cgform/head/queryById?id=${headId}`)).body.result;
    const edited = await t.admin.send('PUT', '/online/cgform/api/editAll', {
      head: {
        id: headId,
        tableName: code,
        tableTxt: '检验记录',
        tableTxtEn: 'Inspections',
        tableType: 1,
        formTemplate: 1,
      },
      fields: [...current.fields, field('remark', '备注', { fieldShowType: 'textarea', dbType: 'text' })],
      indexs: [],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Not published yet: the page is the first version, and records still go in (synced = published = 1).
    let page = (await t.admin.get(`/sys/schema/page/online-${code}`)).body.result;
    expect(page.entity.properties.remark).toBeUndefined();
    const republished = await t.admin.send('POST', `/online/cgform/head/publish?id=${headId}`);
    expect(republished.body.result).toEqual({ version: 2 });
    page = (await t.admin.get(`/sys/schema/page/online-${code}`)).body.result;
    expect(page.entity.properties.remark).toMatchObject({ type: 'string', 'x-widget': 'textarea' });
    expect(page.page.form.columns).toBe(1);
    const versions = await t.app.db
      .selectFrom('onl_cgform_version')
      .select('version')
      .where('cgform_head_id', '=', headId)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    // Published 2, synced 1: records wait for the sync.
    expect((await t.admin.send('POST', `/online/data/${code}/add`, { subject: 'A-3' })).status).toBe(409);
  });

  it('an instance holding an older version registers the newer one when the form is asked for', async () => {
    const v2 = (await publishedVersion(t.app.db, code))!;
    const v1 = await t.app.db
      .selectFrom('onl_cgform_version')
      .select(['entity_json', 'page_json'])
      .where('cgform_head_id', '=', headId)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    // This process as another instance would be: still on version 1.
    registerVersion(t.app, code, {
      version: 1,
      entity: JSON.parse(v1.entity_json),
      page: JSON.parse(v1.page_json),
    });
    expect(runtimeEntity(t.app, code)?.schema.properties.remark).toBeUndefined();
    forgetVersionChecks(t.app);
    const page = (await t.admin.get(`/sys/schema/page/online-${code}`)).body.result;
    expect(page.entity.properties.remark).toBeDefined();
    expect(v2.version).toBe(2);
  });

  it('publishes a tree form with its parent field as the page tree; an unknown form has no page', async () => {
    const tree = `region_${suffix(backend)}`;
    const added = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: { tableName: tree, tableTxt: '区域', tableType: 1, isTree: 'Y', treeParentIdField: 'pid' },
      fields: [field('pid', '上级', { dbLength: 32, isShowForm: 1 }), field('region_name', '名称')],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(
      (await t.admin.send('POST', `/online/cgform/head/publish?id=${added.body.result.id}`)).status,
    ).toBe(200);
    const page = (await t.admin.get(`/sys/schema/page/online-${tree}`)).body.result;
    expect(page.page.tree).toEqual({ parent: 'pid' });
    expect((await t.admin.get(`/sys/schema/page/online-nothing_${suffix(backend)}`)).status).toBe(404);
    const noParent = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: {
        tableName: `${tree}2`,
        tableTxt: '区域',
        tableType: 1,
        isTree: 'Y',
        treeParentIdField: 'parent',
      },
      fields: [field('region_name', '名称')],
    });
    expect(noParent.status).toBe(422);
  });

  it('publishes sub tables as their own entities, with the main table that holds them when they were not published yet', async () => {
    const main = `order_${suffix(backend)}`;
    const sub = `order_line_${suffix(backend)}`;
    const mainAdded = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: { tableName: main, tableTxt: '订单', tableType: 2 },
      fields: [field('order_no', '订单号')],
    });
    expect(mainAdded.status, JSON.stringify(mainAdded.body)).toBe(200);
    const subAdded = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: { tableName: sub, tableTxt: '订单明细', tableType: 3, relationType: 0 },
      fields: [
        field('order_id', '订单', { mainTable: main, mainField: 'id', isShowList: 0, isShowForm: 0 }),
        field('item', '物品'),
        field('qty', '数量', { dbType: 'int', sortFlag: 1 }),
      ],
    });
    expect(subAdded.status, JSON.stringify(subAdded.body)).toBe(200);
    // Publishing the main table first publishes its unpublished sub table with it (one transaction).
    const published = await t.admin.send(
      'POST',
      `/online/cgform/head/publish?id=${mainAdded.body.result.id}`,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const subHead = (await t.admin.get(`/online/cgform/head/queryById?id=${subAdded.body.result.id}`)).body
      .result;
    expect(subHead.publishedVersion).toBe(subHead.tableVersion);
    expect((await t.admin.get(`/sys/schema/page/online-${sub}`)).status).toBe(200);
    const page = (await t.admin.get(`/sys/schema/page/online-${main}`)).body.result;
    expect(page.entity['x-sub-tables']).toEqual([
      {
        property: 'orderLine' + suffix(backend).replace(/^./, (c) => c.toUpperCase()),
        entity: sub,
        foreignKey: 'orderId',
      },
    ]);
    const property = page.entity['x-sub-tables'][0].property as string;
    expect(page.entity.properties[property]).toMatchObject({
      type: 'array',
      'x-virtual': true,
      'x-widget': 'editableTable',
    });
    expect(
      page.entity.properties[property]['x-widget-options'].columns.map((c: { key: string }) => c.key),
    ).toEqual(['item', 'qty']);
    // The designer's 排序 (sortFlag) makes the sub table's column sortable by its header.
    expect(
      page.entity.properties[property]['x-widget-options'].columns.map((c: { sorter?: boolean }) => c.sorter),
    ).toEqual([undefined, true]);
    expect(page.page.form.fields).toEqual(['orderNo', property]);
  });

  it('gives the list page the sub table view of the ERP and inner-table themes, only when the form has sub tables', async () => {
    const publishAll = async (head: Record<string, unknown>, sub?: string) => {
      const main = await t.admin.send('POST', '/online/cgform/api/addAll', {
        head,
        fields: [field('bill_no', '单号')],
      });
      expect(main.status, JSON.stringify(main.body)).toBe(200);
      if (sub) {
        const subAdded = await t.admin.send('POST', '/online/cgform/api/addAll', {
          head: { tableName: sub, tableTxt: '明细', tableType: 3, relationType: 0 },
          fields: [
            field('bill_id', '单据', {
              mainTable: head.tableName,
              mainField: 'id',
              isShowList: 0,
              isShowForm: 0,
            }),
            field('item', '物品'),
          ],
        });
        expect(subAdded.status, JSON.stringify(subAdded.body)).toBe(200);
        expect(
          (await t.admin.send('POST', `/online/cgform/head/publish?id=${subAdded.body.result.id}`)).status,
        ).toBe(200);
      }
      const published = await t.admin.send('POST', `/online/cgform/head/publish?id=${main.body.result.id}`);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      return (await t.admin.get(`/sys/schema/page/online-${head.tableName}`)).body.result.page;
    };
    const s = suffix(backend);
    const erp = await publishAll(
      { tableName: `erp_bill_${s}`, tableTxt: 'ERP 单据', tableType: 2, themeTemplate: 'erp' },
      `erp_bill_line_${s}`,
    );
    expect(erp.subTableView).toBe('panel');
    expect(erp.api.queryById).toBe(`/online/data/erp_bill_${s}/queryById`);
    const inner = await publishAll(
      { tableName: `inner_bill_${s}`, tableTxt: '内嵌单据', tableType: 2, themeTemplate: 'innerTable' },
      `inner_bill_line_${s}`,
    );
    expect(inner.subTableView).toBe('expand');
    const single = await publishAll({
      tableName: `erp_single_${s}`,
      tableTxt: '单表',
      tableType: 1,
      themeTemplate: 'erp',
    });
    expect(single.subTableView).toBeUndefined();
  });

  it('publishes 4 form columns, no checkboxes, no paging and the tab theme as page options the meta schema accepts', async () => {
    const s = suffix(backend);
    const main = `tab_bill_${s}`;
    const sub = `tab_bill_line_${s}`;
    const added = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: {
        tableName: main,
        tableTxt: '页签单据',
        tableType: 2,
        formTemplate: 4,
        isCheckbox: 'N',
        isPage: 'N',
        themeTemplate: 'tab',
      },
      fields: [
        field('bill_no', '单号'),
        field('remark', '备注', { dbType: 'text', fieldShowType: 'textarea' }),
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const subAdded = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: { tableName: sub, tableTxt: '明细', tableType: 3, relationType: 0 },
      fields: [
        field('bill_id', '单据', { mainTable: main, mainField: 'id', isShowList: 0, isShowForm: 0 }),
        field('item', '物品'),
      ],
    });
    expect(subAdded.status, JSON.stringify(subAdded.body)).toBe(200);
    expect(
      (await t.admin.send('POST', `/online/cgform/head/publish?id=${subAdded.body.result.id}`)).status,
    ).toBe(200);
    const published = await t.admin.send('POST', `/online/cgform/head/publish?id=${added.body.result.id}`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const { page } = (await t.admin.get(`/sys/schema/page/online-${main}`)).body.result;
    expect(page.form).toMatchObject({
      columns: 4,
      layout: 'tabs',
      fields: ['billNo', 'remark', expect.any(String)],
    });
    expect(page).toMatchObject({ selection: false, pagination: false });
    const stored = await publishedVersion(t.app.db, main);
    expect(() => checkPageDocument('stored', stored!.page)).not.toThrow();
    // A form without sub tables has nothing to put in tabs; checkbox and paging stay on unless switched off.
    const single = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head: {
        tableName: `tab_single_${s}`,
        tableTxt: '单表',
        tableType: 1,
        formTemplate: 3,
        themeTemplate: 'tab',
      },
      fields: [field('bill_no', '单号')],
    });
    expect(
      (await t.admin.send('POST', `/online/cgform/head/publish?id=${single.body.result.id}`)).status,
    ).toBe(200);
    const plain = (await t.admin.get(`/sys/schema/page/online-tab_single_${s}`)).body.result.page;
    expect(plain.form.columns).toBe(3);
    expect(plain.form.layout).toBeUndefined();
    expect(plain.selection).toBeUndefined();
    expect(plain.pagination).toBeUndefined();
  });
});
