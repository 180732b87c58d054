/**
 * Online form definitions beyond publishing: variable defaults (#{sysUserCode},
 * #{sysOrgCode}, #{date}) filled by the server on add, a numbering rule that does not exist refused,
 * the exported definition imported as an uploaded file (the list's 导入定义), and deleting a
 * definition: refused while another definition needs it, else its runtime entity, page and codes
 * leave this process and (through the version check) another instance; its table stays unless the
 * delete names it (dropTable), then it is backed up and dropped.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import {
  addDefinition as addCgform,
  backendSuffix,
  cgField,
  publishAndSync as publishAndSyncCgform,
} from './helpers/online-forms';
import { multipart } from '../fixtures/multipart';
import { runtimeEntity } from '../../src/server/modules/schema/registry';
import { publishedVersion, registerVersion } from '../../src/server/modules/online/form/store';
import { forgetVersionChecks } from '../../src/server/modules/online/form/version-check';

const suffix = backendSuffix;
const field = cgField;

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe.each(backends())('online form lifecycle (%s)', (backend) => {
  const t = useTestApp(backend);
  const s = suffix(backend);

  const addDefinition = (body: Record<string, unknown>) => addCgform(t.admin, body);
  const publishAndSync = (id: string) => publishAndSyncCgform(t.admin, id);

  const tableExists = async (table: string) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from information_schema.tables where table_name = ${table} and table_schema = current_schema()`.execute(
        t.app.db,
      )
    ).rows[0]!.n === 1;

  beforeAll(async () => {
    // The admin's department code (#{sysOrgCode}): one of its departments, or a code of its own.
    const admin = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'org_code'])
      .where('username', '=', t.seed.admin.username)
      .executeTakeFirstOrThrow();
    const departs = await t.app.db
      .selectFrom('sys_user_depart')
      .select('user_id')
      .where('user_id', '=', admin.id)
      .execute();
    if (departs.length === 0)
      await t.app.db.updateTable('sys_user').set({ org_code: 'QA01' }).where('id', '=', admin.id).execute();
  }, 120_000);

  it('fills #{sysUserCode}, #{sysOrgCode} and #{date} on add, keeping a value the client sent', async () => {
    const code = `visit_${s}`;
    const id = await addDefinition({
      head: { tableName: code, tableTxt: '来访登记', tableType: 1 },
      fields: [
        field('subject', '事由', { fieldMustInput: 1 }),
        field('user_code', '登记人', { dbDefaultVal: '#{sysUserCode}', fieldMustInput: 1 }),
        field('org_code', '登记部门', { dbDefaultVal: '#{sysOrgCode}', isReadOnly: 1 }),
        field('visit_date', '登记日期', { dbType: 'date', fieldShowType: 'date', dbDefaultVal: '#{date}' }),
        field('visit_day', '日期文本', { dbLength: 10, dbDefaultVal: '#{date}' }),
      ],
    });
    await publishAndSync(id);
    const page = (await t.admin.get(`/sys/schema/page/online-${code}`)).body.result;
    // The form shows no value for them (no default) and does not ask for them: the server fills.
    expect(page.entity.properties.userCode).toMatchObject({ 'x-default-var': 'sysUserCode' });
    expect(page.entity.properties.userCode.default).toBeUndefined();
    expect(page.entity.properties.orgCode).toMatchObject({ 'x-default-var': 'sysOrgCode', readOnly: true });
    expect(page.entity.properties.visitDate).toMatchObject({ 'x-default-var': 'date', format: 'date' });
    expect(page.entity.required).toEqual(['subject']);

    const added = await t.admin.send('POST', `/online/data/${code}/add`, { subject: '参观', visitDay: '' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const kept = await t.admin.send('POST', `/online/data/${code}/add`, {
      subject: '复查',
      userCode: 'someone',
      visitDate: '2026-01-02',
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);

    const orgCode = (
      await t.app.db
        .selectFrom('sys_user')
        .select('org_code')
        .where('username', '=', t.seed.admin.username)
        .executeTakeFirstOrThrow()
    ).org_code;
    expect(orgCode).toBeTruthy();
    const rows = await sql<
      Record<string, unknown>
    >`select subject, user_code, org_code, to_char(visit_date, 'YYYY-MM-DD') as visit_date, visit_day from ${sql.table(code)} order by subject`.execute(
      t.app.db,
    );
    expect(rows.rows).toEqual([
      {
        subject: '参观',
        user_code: t.seed.admin.username,
        org_code: orgCode,
        visit_date: today(),
        visit_day: today(),
      },
      {
        subject: '复查',
        user_code: 'someone',
        org_code: orgCode,
        visit_date: '2026-01-02',
        visit_day: today(),
      },
    ]);
  });

  it('refuses a numbering rule that does not exist and variables that do not fit the field type', async () => {
    const body = (extra: Record<string, unknown>) => ({
      head: { tableName: `norule_${s}`, tableTxt: '编号', tableType: 1 },
      fields: [field('bill_no', '单号', extra)],
    });
    const rule = await t.admin.send(
      'POST',
      '/online/cgform/api/addAll',
      body({ dbDefaultVal: '${bill_rule}' }),
    );
    expect(rule.status).toBe(422);
    expect(rule.body.result).toEqual([
      {
        field: 'fields[0].dbDefaultVal',
        message: '字段“单号”：填值规则【bill_rule】不存在，请先在 系统管理 → 填值规则 中创建',
      },
    ]);
    const wrongType = await t.admin.send(
      'POST',
      '/online/cgform/api/addAll',
      body({ dbType: 'int', dbDefaultVal: '#{sysUserCode}' }),
    );
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.result.map((p: { field: string }) => p.field)).toContain('fields[0].dbDefaultVal');
  });

  it('imports an exported definition uploaded as a file, and refuses a file that is no definition', async () => {
    const source = await addDefinition({
      head: { tableName: `carry_${s}`, tableTxt: '携带', tableType: 1 },
      fields: [field('item', '物品'), field('amount', '数量', { dbType: 'int' })],
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/online/cgform/head/exportJson?id=${source}`,
      headers: { 'x-access-token': await t.adminToken() },
    });
    expect(exported.statusCode).toBe(200);
    const definition = exported.json() as { head: Record<string, unknown> };
    definition.head.tableName = `carried_${s}`;
    const upload = (data: Buffer) =>
      multipart({}, { field: 'file', name: 'carried.json', data, type: 'application/json' });
    const send = async (data: Buffer) => {
      const body = upload(data);
      return t.app.inject({
        method: 'POST',
        url: '/online/cgform/head/importJson',
        headers: { ...body.headers, 'x-access-token': await t.adminToken() },
        payload: body.payload,
      });
    };
    const imported = await send(Buffer.from(JSON.stringify(definition)));
    expect(imported.statusCode, imported.body).toBe(200);
    const read = (await t.admin.get(`/online/cgform/head/queryById?id=${imported.json().result.id}`)).body
      .result;
    expect(read).toMatchObject({ tableName: `carried_${s}`, tableTxt: '携带', tableVersion: 1 });
    expect(
      read.fields.map((f: { dbFieldName: string; dbType: string }) => [f.dbFieldName, f.dbType]),
    ).toEqual([
      ['item', 'string'],
      ['amount', 'int'],
    ]);

    const notJson = await send(Buffer.from('<html>'));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('文件不是有效的表单定义 JSON');
    // The same definition again: its checks still run (the name is taken now).
    const again = await send(Buffer.from(JSON.stringify(definition)));
    expect(again.statusCode).toBe(422);
    // Without the import code: refused before anything is read.
    const staff = await t.login(t.seed.staff.username, t.seed.staff.password);
    const body = upload(Buffer.from(JSON.stringify(definition)));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/online/cgform/head/importJson',
      headers: { ...body.headers, 'x-access-token': staff },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('deleting a published form takes its entity, page and codes away and keeps its table', async () => {
    const code = `gone_${s}`;
    const id = await addDefinition({
      head: { tableName: code, tableTxt: '临时', tableType: 1 },
      fields: [field('title', '标题')],
    });
    await publishAndSync(id);
    expect((await t.admin.send('POST', `/online/data/${code}/add`, { title: 'kept row' })).status).toBe(200);

    const deleted = await t.admin.send('DELETE', `/online/cgform/head/delete?id=${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(runtimeEntity(t.app, code)).toBeUndefined();
    expect((await t.admin.get(`/online/data/${code}/list`)).status).toBe(404);
    expect((await t.admin.send('POST', `/online/data/${code}/add`, { title: 'x' })).status).toBe(404);
    expect((await t.admin.get(`/sys/schema/page/online-${code}`)).status).toBe(404);
    const perms = await t.app.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'like', `online:${code}:%`)
      .execute();
    expect(perms).toEqual([]);
    // The data stays: dropping a table is the sync's, with a confirmation and a backup.
    expect(await tableExists(code)).toBe(true);
    const kept = await sql<{ title: string }>`select title from ${sql.table(code)}`.execute(t.app.db);
    expect(kept.rows).toEqual([{ title: 'kept row' }]);
  });

  it('with dropTable = its table name typed, the delete backs the table up and drops it in one go', async () => {
    const code = `dropped_${s}`;
    const id = await addDefinition({
      head: { tableName: code, tableTxt: '待删', tableType: 1 },
      fields: [field('title', '标题')],
    });
    await publishAndSync(id);
    expect((await t.admin.send('POST', `/online/data/${code}/add`, { title: 'backed up' })).status).toBe(200);

    const mistyped = await t.admin.send('DELETE', `/online/cgform/head/delete?id=${id}&dropTable=${code}x`);
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.message).toBe('输入的表名与该表单的表名不一致，数据表未删除');
    expect(await tableExists(code)).toBe(true);
    expect((await t.admin.get(`/online/data/${code}/list`)).status).toBe(200);

    const dropped = await t.admin.send('DELETE', `/online/cgform/head/delete?id=${id}&dropTable=${code}`);
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect(dropped.body.result).toMatchObject({ tableDropped: true });
    expect(await tableExists(code)).toBe(false);
    expect((await t.admin.get(`/online/cgform/head/queryById?id=${id}`)).status).toBe(404);
    expect((await t.admin.get(`/online/data/${code}/list`)).status).toBe(404);
    // The rows are in the backup, a stored file the admin can download.
    const backup = await t.app.inject({
      method: 'GET',
      url: `/sys/common/static/${dropped.body.result.backupPath}`,
      headers: { 'x-access-token': await t.adminToken() },
    });
    expect(backup.statusCode).toBe(200);
    expect(backup.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('another instance drops a deleted form at its next version check', async () => {
    const code = `elsewhere_${s}`;
    const id = await addDefinition({
      head: { tableName: code, tableTxt: '别处', tableType: 1 },
      fields: [field('title', '标题')],
    });
    await publishAndSync(id);
    const published = (await publishedVersion(t.app.db, code))!;
    // Deleted in the database as another instance would (its process keeps nothing of ours).
    await t.app.db.deleteFrom('onl_cgform_head').where('id', '=', id).execute();
    // This process as the other instance: still holding the form.
    registerVersion(t.app, code, published);
    expect(runtimeEntity(t.app, code)).toBeDefined();
    forgetVersionChecks(t.app);
    expect((await t.admin.get(`/online/data/${code}/list`)).status).toBe(404);
    expect(runtimeEntity(t.app, code)).toBeUndefined();
    expect((await t.admin.get(`/sys/schema/page/online-${code}`)).status).toBe(404);
  });

  it('refuses deleting a main table while its sub tables point at it, and a sub table its published main holds (409)', async () => {
    const main = `bill_${s}`;
    const sub = `bill_line_${s}`;
    const mainId = await addDefinition({
      head: { tableName: main, tableTxt: '单据', tableType: 2 },
      fields: [field('bill_no', '单号')],
    });
    const subId = await addDefinition({
      head: { tableName: sub, tableTxt: '单据明细', tableType: 3, relationType: 0 },
      fields: [
        field('bill_id', '单据', { mainTable: main, mainField: 'id', isShowList: 0, isShowForm: 0 }),
        field('item', '物品'),
      ],
    });
    await publishAndSync(subId);
    await publishAndSync(mainId);

    const mainRefused = await t.admin.send('DELETE', `/online/cgform/head/delete?id=${mainId}`);
    expect(mainRefused.status).toBe(409);
    expect(mainRefused.body.message).toBe(`该主表仍有子表定义指向它，请先删除这些子表：${sub}`);
    const subRefused = await t.admin.send('DELETE', `/online/cgform/head/delete?id=${subId}`);
    expect(subRefused.status).toBe(409);
    expect(subRefused.body.message).toContain(main);
    // Nothing went: both still answer.
    expect((await t.admin.get(`/online/data/${main}/list`)).status).toBe(200);
    expect((await t.admin.get(`/online/cgform/head/queryById?id=${subId}`)).status).toBe(200);

    // Together they go, main and sub out of this process.
    const both = await t.admin.send('DELETE', `/online/cgform/head/deleteBatch?ids=${mainId},${subId}`);
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(runtimeEntity(t.app, main)).toBeUndefined();
    expect(runtimeEntity(t.app, sub)).toBeUndefined();
    expect((await t.admin.get(`/online/data/${sub}/list`)).status).toBe(404);
    expect(await tableExists(main)).toBe(true);
  });
});
