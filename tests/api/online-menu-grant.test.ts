/**
 * Building a screen without code: a menu entry picks the online form or report it opens
 * (sys_permission's virtual onlineKind/onlineForm/onlineReport; the component and path are derived,
 * never typed, by src/shared/online/menu-target.ts), hand-typed entries keep what was typed, the
 * form and report lists add a menu from a row (GET onlineMenuForm, POST addOnlineMenu), and the form
 * list grants a form with its menus and the codes of its main and sub tables in one step
 * (GET /sys/role/onlineFormGrant, POST /sys/role/grantOnlineForm).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { addDefinition, backendSuffix, cgField } from './helpers/online-forms';
import { menuId } from '../../src/server/seed/menus';
import { roleId } from '../../src/server/seed/roles';

const ACTIONS = ['list', 'add', 'edit', 'delete', 'export', 'import'];

describeOnOneBackend('online screens in menus and grants', (t) => {
  let main = '';
  let sub = '';
  let mainId = '';

  beforeAll(async () => {
    const s = backendSuffix(t.backend);
    main = `h1bill_${s}`;
    sub = `h1bill_line_${s}`;
    mainId = await addDefinition(t.admin, {
      head: { tableName: main, tableTxt: '单据', tableTxtEn: 'Bills', tableType: 2 },
      fields: [cgField('bill_no', '单号')],
    });
    await addDefinition(t.admin, {
      head: { tableName: sub, tableTxt: '单据明细', tableType: 3, relationType: 0 },
      fields: [
        cgField('bill_id', '单据', { mainTable: main, mainField: 'id', isShowList: 0, isShowForm: 0 }),
        cgField('item', '物品'),
      ],
    });
    const published = await t.admin.send('POST', `/online/cgform/head/publish?id=${mainId}`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }, 120_000);

  it('lists published forms (not sub tables) and reports as "name (code)" for the menu form', async () => {
    const forms = await t.admin.get('/sys/permission/onlineForms');
    expect(forms.status).toBe(200);
    expect(forms.body.result).toContainEqual({
      value: main,
      text: `单据 (${main})`,
      textEn: `Bills (${main})`,
    });
    expect(forms.body.result.map((f: { value: string }) => f.value)).not.toContain(sub);
    const reports = await t.admin.get('/sys/permission/onlineReports');
    expect(reports.body.result.map((r: { value: string }) => r.value)).toContain('sys_user_popup');
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    expect((await staff.get('/sys/permission/onlineForms')).status).toBe(403);
  });

  it('derives component and path from the chosen form or report, and reads the choice back', async () => {
    const added = await t.admin.send('POST', '/sys/permission/add', {
      menuType: 1,
      name: '单据管理',
      parentId: menuId('online'),
      onlineKind: 'form',
      onlineForm: main,
      // Typed values lose to the choice.
      url: '/typed',
      component: 'typed/Thing',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = (await t.admin.get(`/sys/permission/list?name=单据管理`)).body.result.records[0].id as string;
    const read = (await t.admin.get(`/sys/permission/queryById?id=${id}`)).body.result;
    expect(read).toMatchObject({
      component: 'online/cgformList',
      url: `/online/cgformList/${main}`,
      componentName: `online-cgformList-${main}`,
      onlineKind: 'form',
      onlineForm: main,
    });

    const edited = await t.admin.send('PUT', '/sys/permission/edit', {
      id,
      menuType: 1,
      name: '单据管理',
      parentId: menuId('online'),
      onlineKind: 'report',
      onlineReport: 'sys_user_popup',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await t.admin.get(`/sys/permission/queryById?id=${id}`)).body.result;
    expect(after).toMatchObject({
      component: 'online/cgreport',
      url: '/online/cgreport/sys_user_popup',
      onlineKind: 'report',
      onlineReport: 'sys_user_popup',
    });
  });

  it('refuses a kind without a code, an unpublished or unknown code, and an unknown kind (422 on the field)', async () => {
    const base = { menuType: 1, name: '坏菜单', parentId: menuId('online') };
    const noCode = await t.admin.send('POST', '/sys/permission/add', { ...base, onlineKind: 'form' });
    expect(noCode.status).toBe(422);
    // The entity's linkage requires the picker once a kind is chosen (the same rule the form shows).
    expect(noCode.body.result).toEqual([{ field: 'onlineForm', message: '请输入在线表单!' }]);
    const subTable = await t.admin.send('POST', '/sys/permission/add', {
      ...base,
      onlineKind: 'form',
      onlineForm: sub,
    });
    expect(subTable.status).toBe(422);
    expect(subTable.body.result[0]).toEqual({
      field: 'onlineForm',
      message: `在线表单【${sub}】不存在或尚未发布`,
    });
    const noReport = await t.admin.send('POST', '/sys/permission/add', {
      ...base,
      onlineKind: 'report',
      onlineReport: 'nope',
    });
    expect(noReport.body.result[0]).toEqual({ field: 'onlineReport', message: '在线报表【nope】不存在' });
    const badKind = await t.admin.send('POST', '/sys/permission/add', { ...base, onlineKind: 'page' });
    expect(badKind.status).toBe(422);
    expect(badKind.body.result[0].field).toBe('onlineKind');
    expect((await t.admin.get(`/sys/permission/list?name=坏菜单`)).body.result.total).toBe(0);
  });

  it('keeps hand-typed menus as typed', async () => {
    const typed = await t.admin.send('POST', '/sys/permission/add', {
      menuType: 1,
      name: '手写菜单',
      parentId: menuId('online'),
      url: `/online/cgformList/${main}`,
      component: 'modules/online/cgform/auto/OnlCgformAutoList',
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    const id = (await t.admin.get(`/sys/permission/list?name=手写菜单`)).body.result.records[0].id as string;
    const read = (await t.admin.get(`/sys/permission/queryById?id=${id}`)).body.result;
    expect(read.component).toBe('modules/online/cgform/auto/OnlCgformAutoList');
    expect(read.url).toBe(`/online/cgformList/${main}`);
    expect(read.onlineKind).toBeUndefined();
  });

  it('adds a menu from a form row: the dialog prefills the title, the write derives the rest', async () => {
    const dialog = await t.admin.get(`/sys/permission/onlineMenuForm?kind=form&code=${main}`);
    expect(dialog.status).toBe(200);
    expect(dialog.body.result.form.properties.name.default).toBe('单据');
    expect(dialog.body.result.form.properties.nameEn.default).toBe('Bills');
    expect(dialog.body.result.form.required).toEqual(['parentId', 'name']);

    const badParent = await t.admin.send('POST', '/sys/permission/addOnlineMenu', {
      kind: 'form',
      code: main,
      values: { parentId: 'f'.repeat(32), name: '单据' },
    });
    expect(badParent.status).toBe(422);
    expect(badParent.body.result[0].field).toBe('parentId');

    const added = await t.admin.send('POST', '/sys/permission/addOnlineMenu', {
      kind: 'form',
      code: main,
      values: { parentId: menuId('online'), name: '单据(行)', nameEn: 'Bills' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('添加成功！');
    const read = (await t.admin.get(`/sys/permission/queryById?id=${added.body.result.id}`)).body.result;
    expect(read).toMatchObject({
      name: '单据(行)',
      parentId: menuId('online'),
      menuType: 1,
      component: 'online/cgformList',
      url: `/online/cgformList/${main}`,
    });

    const report = await t.admin.send('POST', '/sys/permission/addOnlineMenu', {
      kind: 'report',
      code: 'sys_user_popup',
      values: { parentId: menuId('online'), name: '用户报表' },
    });
    expect(report.status).toBe(200);
    expect((await t.admin.get(`/sys/permission/queryById?id=${report.body.result.id}`)).body.result.url).toBe(
      '/online/cgreport/sys_user_popup',
    );

    expect((await t.admin.get(`/sys/permission/onlineMenuForm?kind=form&code=${sub}`)).status).toBe(404);
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    expect(
      (
        await staff.send('POST', '/sys/permission/addOnlineMenu', {
          kind: 'form',
          code: main,
          values: { parentId: menuId('online'), name: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  it('grants a form to a role in one step: its menus, their parents and every code of the main and sub tables; unticking withdraws them', async () => {
    const staffRole = roleId('staff');
    const dialog = await t.admin.get(`/sys/role/onlineFormGrant?id=${mainId}`);
    expect(dialog.status, JSON.stringify(dialog.body)).toBe(200);
    const field = dialog.body.result.form.properties.roleIds;
    expect(field['x-widget']).toBe('checkbox');
    expect(field['x-widget-options'].options.map((o: { value: string }) => o.value)).toContain(staffRole);
    expect(field.default.split(',')).not.toContain(staffRole);

    const granted = await t.admin.send('POST', '/sys/role/grantOnlineForm', {
      id: mainId,
      values: { roleIds: staffRole },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.message).toBe('授权成功！');
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    const menu = (await staff.get('/sys/permission/getCustomerMenu')).body.result;
    const codes = new Set((menu.auth as Array<{ action: string }>).map((a) => a.action));
    for (const table of [main, sub])
      for (const action of ACTIONS)
        expect(codes.has(`online:${table}:${action}`), `online:${table}:${action}`).toBe(true);
    const paths = JSON.stringify(menu.menu);
    expect(paths).toContain(`/online/cgformList/${main}`);
    expect(
      (
        await t.admin.get(`/sys/role/onlineFormGrant?id=${mainId}`)
      ).body.result.form.properties.roleIds.default.split(','),
    ).toContain(staffRole);

    const revoked = await t.admin.send('POST', '/sys/role/grantOnlineForm', {
      id: mainId,
      values: { roleIds: '' },
    });
    expect(revoked.status).toBe(200);
    const again = await t.as(t.seed.staff.username, t.seed.staff.password);
    const after = (await again.get('/sys/permission/getCustomerMenu')).body.result;
    expect(
      (after.auth as Array<{ action: string }>).some(
        (a) => a.action.startsWith(`online:${main}:`) || a.action.startsWith(`online:${sub}:`),
      ),
    ).toBe(false);
    expect(JSON.stringify(after.menu)).not.toContain(`/online/cgformList/${main}`);
  });

  it('refuses unknown roles (422), callers without system:role:edit (403) and unpublished forms (404)', async () => {
    const unknown = await t.admin.send('POST', '/sys/role/grantOnlineForm', {
      id: mainId,
      values: { roleIds: 'f'.repeat(32) },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.result[0].field).toBe('roleIds');
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    expect(
      (
        await staff.send('POST', '/sys/role/grantOnlineForm', {
          id: mainId,
          values: { roleIds: roleId('staff') },
        })
      ).status,
    ).toBe(403);
    expect((await staff.get(`/sys/role/onlineFormGrant?id=${mainId}`)).status).toBe(403);
    expect((await t.admin.get(`/sys/role/onlineFormGrant?id=${'a'.repeat(32)}`)).status).toBe(404);
  });
});
