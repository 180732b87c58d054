/**
 * The menu screen (sys_permission as a schema page) and a role's menus and buttons (sys_role's
 * virtual `permissionIds`): the tree list, the delete refused for a menu with children, the parent
 * checks, the dictionary the form shows, grants that take effect at once, and a non-administrator
 * who may grant only what they hold.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { api, grant, type Api } from '../fixtures/crud-helpers';
import { roleId } from '../../src/server/seed/roles';
import { up as addPermsTypeDict } from '../../src/server/db/migrations/0150_perms_type_dict';

interface Entry {
  id: string;
  name: string;
  nameEn?: string;
  menuType: number;
  menuType_dictText?: string;
  hasChild?: boolean;
  perms?: string | null;
}
interface TreeNode {
  key: string;
  title: string;
  perms: string | null;
  children?: TreeNode[];
}

const STAFF_ROLE = { id: roleId('staff'), roleName: '员工', roleCode: 'staff' };
const LEVEL = '/sys/permission/list?pidField=parentId&pageSize=100&column=sortNo&order=asc&pid=';

function flatten(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

describe.each(backends('one'))('menu screen and role grants (%s)', (backend) => {
  const t = useTestApp(backend);
  let admin: Api;
  let staff: Api;
  let menuId = '';
  let buttonId = '';

  beforeAll(async () => {
    admin = api(t.app, await t.login(t.seed.admin.username, t.seed.admin.password));
    staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    const menu = await admin.send('POST', '/sys/permission/add', {
      menuType: 1,
      name: '报表中心',
      nameEn: 'Reports',
      url: '/report/center',
      component: 'schema/report-list',
      icon: 'bar-chart',
      sortNo: 90,
    });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    menuId = menu.body.result.id as string;
    const button = await admin.send('POST', '/sys/permission/add', {
      menuType: 2,
      name: '导出报表',
      nameEn: 'Export reports',
      parentId: menuId,
      perms: 'report:center:export',
      sortNo: 1,
    });
    expect(button.status, JSON.stringify(button.body)).toBe(200);
    buttonId = button.body.result.id as string;
  }, 120_000);

  it('shows 菜单管理 under 系统管理 to the administrator (schemas/menus), and serves its page', async () => {
    interface MenuItem {
      path: string;
      component: string;
      meta: { title: string; titleEn: string };
      children?: MenuItem[];
    }
    const menu = (await admin.get('/sys/permission/getCustomerMenu')).body.result as {
      menu: MenuItem[];
      allAuth: Array<{ action: string }>;
    };
    const system = menu.menu.find((m) => m.path === '/system');
    const entry = system?.children?.find((m) => m.path === '/system/permission');
    expect(entry).toMatchObject({
      component: 'schema/sys-permission-list',
      meta: { title: '菜单管理', titleEn: 'Menus' },
    });
    expect(menu.allAuth.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'system:permission:list',
        'system:permission:add',
        'system:permission:edit',
        'system:permission:delete',
      ]),
    );
    const page = await admin.get('/sys/schema/page/sys-permission-list');
    expect(page.status).toBe(200);
    expect(page.body.result.page.tree).toEqual({ parent: 'parentId' });
    // Toolbar and row actions follow from the entity's codes: no import or export here.
    const kinds = (list?: Array<{ kind: string; permission?: string }>) =>
      (list ?? []).map((a) => `${a.kind} ${a.permission}`);
    expect(kinds(page.body.result.page.toolbar)).toEqual([
      'add system:permission:add',
      'batchDelete system:permission:delete',
    ]);
    expect(kinds(page.body.result.page.rowActions)).toEqual([
      'edit system:permission:edit',
      'detail system:permission:list',
      'delete system:permission:delete',
    ]);
    expect((await staff.get('/sys/schema/page/sys-permission-list')).status).toBe(403);
  });

  it('lists the tree a level at a time, with the menu type in words and the defaults of empty columns', async () => {
    const roots = (await admin.get(LEVEL)).body.result.records as Entry[];
    const added = roots.find((r) => r.id === menuId);
    expect(added).toMatchObject({
      name: '报表中心',
      menuType: 1,
      menuType_dictText: '子菜单',
      hasChild: true,
    });
    expect(roots.find((r) => r.name === '系统管理')?.hasChild).toBe(true);
    const children = (await admin.get(`${LEVEL}${menuId}`, 'en-US')).body.result.records as Entry[];
    // The name is answered as stored; the page shows nameEn in en-US (x-i18n-field).
    expect(children.map((c) => [c.name, c.nameEn, c.menuType_dictText, c.perms])).toEqual([
      ['导出报表', 'Export reports', 'Button', 'report:center:export'],
    ]);
    const row = await t.app.db
      .selectFrom('sys_permission')
      .selectAll()
      .where('id', '=', buttonId)
      .executeTakeFirstOrThrow();
    expect([row.status, row.perms_type, row.is_route, row.hidden]).toEqual(['1', '1', true, false]);
  });

  it('refuses to delete a menu that still has buttons, in the request language, and deletes nothing', async () => {
    const zh = await t.app.inject({
      method: 'DELETE',
      url: `/sys/permission/delete?id=${menuId}`,
      headers: { 'x-access-token': await t.login(t.seed.admin.username, t.seed.admin.password) },
    });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toBe('该菜单下有子菜单或按钮，请先删除下级：报表中心');
    const en = await t.app.inject({
      method: 'DELETE',
      url: `/sys/permission/deleteBatch?ids=${menuId}`,
      headers: {
        'x-access-token': await t.login(t.seed.admin.username, t.seed.admin.password),
        'accept-language': 'en-US',
      },
    });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This menu has sub menus or buttons; delete them first: Reports');
    const left = await t.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('id', 'in', [menuId, buttonId])
      .execute();
    expect(left).toHaveLength(2);
  });

  it('refuses a button as a parent and an entry under itself', async () => {
    const underButton = await admin.send('POST', '/sys/permission/add', {
      menuType: 2,
      name: 'x',
      parentId: buttonId,
      perms: 'report:center:x',
    });
    expect(underButton.status, JSON.stringify(underButton.body)).toBe(422);
    expect(underButton.body.result).toEqual([{ field: 'parentId', message: '按钮不能作为上级菜单' }]);
    const sub = await admin.send('POST', '/sys/permission/add', {
      menuType: 1,
      name: '子报表',
      parentId: menuId,
      url: '/report/center/sub',
    });
    expect(sub.status).toBe(200);
    const cycle = await admin.send('PUT', '/sys/permission/edit', {
      id: menuId,
      name: '报表中心',
      menuType: 1,
      parentId: sub.body.result.id,
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.result).toEqual([{ field: 'parentId', message: '上级菜单不能是自身或其下级' }]);
    expect((await admin.send('DELETE', `/sys/permission/delete?id=${sub.body.result.id}`)).status).toBe(200);
  });

  it('requires the button code of a button (the schema linkage)', async () => {
    const r = await admin.send('POST', '/sys/permission/add', {
      menuType: 2,
      name: '无编码',
      parentId: menuId,
    });
    expect(r.status).toBe(422);
    expect((r.body.result as Array<{ field: string }>).map((e) => e.field)).toContain('perms');
  });

  it('offers the perms_type dictionary, also to a database seeded before it existed', async () => {
    const items = (await admin.get('/sys/dict/getDictItems/perms_type')).body.result as Array<{
      value: string;
      text: string;
    }>;
    expect(items.map((i) => [i.value, i.text])).toEqual([
      ['1', '可见/可访问(授权后可见)'],
      ['2', '可编辑(未授权时禁用)'],
    ]);
    await t.app.db.deleteFrom('sys_dict').where('dict_code', '=', 'perms_type').execute();
    await addPermsTypeDict(t.app.db);
    const back = await t.app.db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select('i.item_value')
      .where('d.dict_code', '=', 'perms_type')
      .orderBy('i.sort_order')
      .execute();
    expect(back.map((b) => b.item_value)).toEqual(['1', '2']);
  });

  it("grants a role's menus and buttons through permissionIds, effective on the holder's next request", async () => {
    expect((await staff.get('/sys/permission/list')).status).toBe(403);
    const before = (await admin.get(`/sys/role/queryById?id=${roleId('staff')}`)).body.result as {
      permissionIds: string;
    };
    const ids = before.permissionIds.split(',');
    expect(ids.length).toBeGreaterThan(3);
    const listButton = await t.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'system:user:list')
      .executeTakeFirstOrThrow();
    expect(ids).toContain(listButton.id);

    // A new button, its menu, and the menu screen's list code (granted as a raw button here).
    await grant(t.app.db, 'admin', ['system:permission:list']);
    const permList = await t.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'system:permission:list')
      .orderBy('create_time', 'desc')
      .executeTakeFirstOrThrow();
    const edited = await admin.send('PUT', '/sys/role/edit', {
      ...STAFF_ROLE,
      permissionIds: [...ids, menuId, buttonId, permList.id].join(','),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await admin.get(`/sys/role/queryById?id=${roleId('staff')}`)).body.result as {
      permissionIds: string;
    };
    expect(after.permissionIds.split(',').sort()).toEqual([...ids, menuId, buttonId, permList.id].sort());
    // No wait for the 5 s session cache: the role write cleared it.
    expect((await staff.get('/sys/permission/list')).status).toBe(200);
    const menu = (await staff.get('/sys/permission/getCustomerMenu')).body.result as {
      auth: Array<{ action: string }>;
    };
    expect(menu.auth.map((a) => a.action)).toContain('report:center:export');

    // Disabling a button on the menu screen takes it away at once as well.
    expect(
      (
        await admin.send('PUT', '/sys/permission/edit', {
          id: permList.id,
          name: '查询菜单',
          menuType: 2,
          perms: 'system:permission:list',
          status: '0',
        })
      ).status,
    ).toBe(200);
    expect((await staff.get('/sys/permission/list')).status).toBe(403);
    expect(
      (
        await admin.send('PUT', '/sys/permission/edit', {
          id: permList.id,
          name: '查询菜单',
          menuType: 2,
          perms: 'system:permission:list',
          status: '1',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses unknown ids as a field error and writes nothing', async () => {
    const r = await admin.send('PUT', '/sys/role/edit', { ...STAFF_ROLE, permissionIds: 'nosuchid0000' });
    expect(r.status).toBe(422);
    expect(r.body.result).toEqual([{ field: 'permissionIds', message: '菜单或按钮不存在：nosuchid0000' }]);
    const still = (await admin.get(`/sys/role/queryById?id=${roleId('staff')}`)).body.result as {
      permissionIds: string;
    };
    expect(still.permissionIds).toContain(buttonId);
  });

  it('lets a non-administrator grant and withdraw only what they hold, and shows them only that', async () => {
    await grant(t.app.db, 'staff', ['system:role:list', 'system:role:edit']);
    const token = await t.login(t.seed.staff.username, t.seed.staff.password);
    const editor = api(t.app, token);
    const tree = flatten((await editor.get('/sys/permission/queryTreeList')).body.result as TreeNode[]);
    const codes = tree.map((n) => n.perms).filter(Boolean);
    expect(codes).toContain('report:center:export');
    expect(codes).not.toContain('system:user:add');
    const heldIds = tree.map((n) => n.key);

    const userAdd = await t.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'system:user:add')
      .executeTakeFirstOrThrow();
    const refused = await editor.send('PUT', '/sys/role/edit', {
      ...STAFF_ROLE,
      permissionIds: [...heldIds, userAdd.id].join(','),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('不能授予或收回您自身不具备的权限');
    const rows = await t.app.db
      .selectFrom('sys_role_permission')
      .select('id')
      .where('role_id', '=', roleId('staff'))
      .where('permission_id', '=', userAdd.id)
      .execute();
    expect(rows).toHaveLength(0);

    const withdrawn = await editor.send('PUT', '/sys/role/edit', {
      ...STAFF_ROLE,
      permissionIds: heldIds.filter((id) => id !== buttonId).join(','),
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const menu = (await editor.get('/sys/permission/getCustomerMenu')).body.result as {
      auth: Array<{ action: string }>;
    };
    expect(menu.auth.map((a) => a.action)).not.toContain('report:center:export');
  });

  it('deletes a menu once its buttons are gone', async () => {
    expect((await admin.send('DELETE', `/sys/permission/delete?id=${buttonId}`)).status).toBe(200);
    expect((await admin.send('DELETE', `/sys/permission/delete?id=${menuId}`)).status).toBe(200);
  });
});
