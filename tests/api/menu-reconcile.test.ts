/**
 * Menus from schemas/menus are reconciled with sys_permission on every start (docs/contracts.md,
 * Menus). A "restart" here is what the server runs at start: seedBase, or reconcileMenus with the
 * data a later release would carry (the data plus or minus an entry).
 */
import { beforeAll, expect, it } from 'vitest';
import type { MenuEntry } from '../../src/shared/schema/menus';
import type { MenuItem } from '../../src/shared/menu';
import { seedBase } from '../../src/server/seed/index';
import { reconcileMenus } from '../../src/server/seed/menu-reconcile';
import { buttonId, menuEntries, menuId } from '../../src/server/seed/menus';
import { roleId } from '../../src/server/seed/roles';
import { describeEachBackend } from './helpers/suite';

interface MenuAnswer {
  menu: MenuItem[];
  auth: { action: string }[];
}

const everyItem = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((m) => [m, ...everyItem(m.children ?? [])]);

/** A sub-menu of 系统管理 granted to staff, with a list button for staff and an add button for admins. */
function entry(name: string, title = `审计${name}`): MenuEntry {
  return {
    key: `system.${name}`,
    parent: 'system',
    title: { 'zh-CN': title, 'en-US': `Audit ${name}` },
    url: `/system/${name}`,
    component: 'schema/sys-role-list',
    componentName: `Audit${name}`,
    icon: 'audit',
    menuType: 1,
    sortNo: 90,
    grants: ['admin', 'staff'],
    buttons: [
      { perms: `system:${name}:list`, title: { 'zh-CN': '查询', 'en-US': 'List' } },
      { perms: `system:${name}:add`, title: { 'zh-CN': '新增', 'en-US': 'Add' }, grants: ['admin'] },
    ],
  };
}

describeEachBackend('menus reconciled with schemas/menus on every start', (t) => {
  let staff: string;
  let admin: string;

  const menuOf = async (token: string): Promise<MenuAnswer> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/getCustomerMenu',
      headers: { 'x-access-token': token },
    });
    expect(response.statusCode).toBe(200);
    return response.json().result as MenuAnswer;
  };
  const grantedTo = async (role: string, permissionId: string): Promise<number> =>
    (
      await t.app.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('role_id', '=', roleId(role))
        .where('permission_id', '=', permissionId)
        .execute()
    ).length;
  const nameOf = async (id: string): Promise<string | undefined> =>
    (await t.app.db.selectFrom('sys_permission').select('name').where('id', '=', id).executeTakeFirst())
      ?.name;

  beforeAll(async () => {
    staff = await t.login(t.seed.staff.username, t.seed.staff.password);
    admin = await t.adminToken();
  });

  it('gives an existing database a new entry with its buttons and grants on the next start, once', async () => {
    const added = entry('audita');
    expect(everyItem((await menuOf(staff)).menu).map((m) => m.id)).not.toContain(menuId(added.key));

    const report = await reconcileMenus(t.app.db, [...menuEntries(), added]);
    expect(report.inserted).toEqual([
      `menu:${added.key}`,
      'button:system:audita:list',
      'button:system:audita:add',
    ]);

    const { menu, auth } = await menuOf(staff);
    const item = everyItem(menu).find((m) => m.id === menuId(added.key));
    expect(item).toMatchObject({
      path: '/system/audita',
      meta: { title: '审计audita', titleEn: 'Audit audita', keepAlive: true },
    });
    expect(item?.meta.permissionList?.map((p) => p.action)).toEqual(['system:audita:list']);
    expect(auth.map((a) => a.action)).toContain('system:audita:list');
    expect(auth.map((a) => a.action)).not.toContain('system:audita:add');
    expect(await grantedTo('admin', buttonId('system:audita:add'))).toBe(1);

    // The start after: nothing new, nothing twice.
    const again = await reconcileMenus(t.app.db, [...menuEntries(), added]);
    expect(again).toMatchObject({ inserted: [], updated: [] });
    expect(await grantedTo('staff', menuId(added.key))).toBe(1);
  });

  it('gives an installation seeded before the reconcile existed the entries it lacks, with their grants', async () => {
    // An install from before migration 0140: rows from the run-once seed, no reconcile state, and
    // (as if the data had gained it later) no 部门管理 entry yet.
    await t.app.db.deleteFrom('sys_permission_seed').execute();
    const depart = menuEntries().find((e) => e.key === 'system.depart')!;
    const departIds = [menuId(depart.key), ...depart.buttons!.map((b) => buttonId(b.perms))];
    await t.app.db.deleteFrom('sys_permission').where('id', 'in', departIds).execute();
    expect(await grantedTo('admin', menuId(depart.key))).toBe(0);

    const report = await seedBase(t.app.db);
    expect(report.inserted).toEqual([
      `menu:${depart.key}`,
      ...depart.buttons!.map((b) => `button:${b.perms}`),
    ]);
    const { menu } = await menuOf(admin);
    const item = everyItem(menu).find((m) => m.id === menuId(depart.key));
    expect(item?.meta.title).toBe('部门管理');
    expect(item?.meta.permissionList?.map((p) => p.action)).toEqual(depart.buttons!.map((b) => b.perms));
    expect(await grantedTo('admin', menuId(depart.key))).toBe(1);
    expect(await grantedTo('staff', menuId(depart.key))).toBe(0);
  });

  it('brings an entry whose data changed up to date, and leaves one an admin edited alone', async () => {
    const changed = entry('auditb');
    await reconcileMenus(t.app.db, [...menuEntries(), changed]);
    // An admin renames 角色管理 (as the menu screen would); a later release renames it too.
    const role = menuId('system.role');
    await t.app.db
      .updateTable('sys_permission')
      .set({ name: '管理员的名字' })
      .where('id', '=', role)
      .execute();
    try {
      const next = [
        ...menuEntries().map((e) =>
          e.key === 'system.role' ? { ...e, title: { 'zh-CN': '数据的新名', 'en-US': 'Roles' } } : e,
        ),
        entry('auditb', '审计新名'),
      ];
      const report = await reconcileMenus(t.app.db, next);
      expect(report.updated).toEqual([`menu:${changed.key}`]);
      expect(report.adminEdited).toEqual(['menu:system.role']);
      expect(await nameOf(menuId(changed.key))).toBe('审计新名');
      expect(await nameOf(role)).toBe('管理员的名字');

      // Still the admin's on every later start, and the admin's report names it.
      await reconcileMenus(t.app.db, next);
      expect(await nameOf(role)).toBe('管理员的名字');
      const answer = await t.app.inject({
        method: 'GET',
        url: '/sys/permission/reconcileReport',
        headers: { 'x-access-token': admin },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().result.adminEdited).toEqual(['menu:system.role']);
    } finally {
      await t.app.db.updateTable('sys_permission').set({ name: '角色管理' }).where('id', '=', role).execute();
    }
  });

  it('reports an entry removed from the data and keeps it, logging its keys once at start', async () => {
    const removed = entry('auditd');
    await reconcileMenus(t.app.db, [...menuEntries(), removed]);

    const warnings: string[] = [];
    const report = await seedBase(t.app.db, { warn: (message) => warnings.push(message) });
    const keys = [`menu:${removed.key}`, 'button:system:auditd:add', 'button:system:auditd:list'];
    for (const key of keys) expect(report.removed.map((r) => r.key)).toContain(key);
    expect(report.removed.find((r) => r.key === `menu:${removed.key}`)).toEqual({
      key: `menu:${removed.key}`,
      id: menuId(removed.key),
      present: true,
    });
    expect(warnings).toHaveLength(1);
    for (const key of keys) expect(warnings[0]).toContain(key);

    // Not deleted: the row and the staff grant are still there, and staff still sees the entry.
    expect(await nameOf(menuId(removed.key))).toBe('审计auditd');
    expect(everyItem((await menuOf(staff)).menu).map((m) => m.id)).toContain(menuId(removed.key));

    const answer = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/reconcileReport',
      headers: { 'x-access-token': admin },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.removed).toContainEqual({
      key: `menu:${removed.key}`,
      id: menuId(removed.key),
      present: true,
    });
    const denied = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/reconcileReport',
      headers: { 'x-access-token': staff },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('does not give back a grant an admin revoked, nor an entry an admin deleted', async () => {
    const revoked = entry('audite');
    const deleted = entry('auditf');
    await reconcileMenus(t.app.db, [...menuEntries(), revoked, deleted]);
    await t.app.db
      .deleteFrom('sys_role_permission')
      .where('role_id', '=', roleId('staff'))
      .where('permission_id', 'in', [menuId(revoked.key), buttonId('system:audite:list')])
      .execute();
    await t.app.db.deleteFrom('sys_permission').where('id', '=', buttonId('system:auditf:add')).execute();

    const report = await reconcileMenus(t.app.db, [...menuEntries(), revoked, deleted]);
    expect(report.inserted).toEqual([]);
    expect(report.adminDeleted).toEqual(['button:system:auditf:add']);
    expect(await grantedTo('staff', menuId(revoked.key))).toBe(0);
    expect(await grantedTo('staff', buttonId('system:audite:list'))).toBe(0);
    expect(await nameOf(buttonId('system:auditf:add'))).toBeUndefined();
    const { menu, auth } = await menuOf(staff);
    expect(everyItem(menu).map((m) => m.id)).not.toContain(menuId(revoked.key));
    expect(auth.map((a) => a.action)).not.toContain('system:audite:list');

    // A role the data grants later is granted: only what was applied before counts as revoked.
    const widened = { ...revoked, grants: ['admin', 'staff', 'customer_main'] };
    await reconcileMenus(t.app.db, [...menuEntries(), widened, deleted]);
    expect(await grantedTo('customer_main', menuId(revoked.key))).toBe(1);
    expect(await grantedTo('staff', menuId(revoked.key))).toBe(0);
  });

  it('applies a new entry once when two instances start at the same moment', async () => {
    const added = entry('auditg');
    const data = [...menuEntries(), added];
    const reports = await Promise.all([reconcileMenus(t.app.db, data), reconcileMenus(t.app.db, data)]);
    // Exactly one of the two inserted it; the other found it applied.
    expect(reports.map((r) => r.inserted.includes(`menu:${added.key}`)).sort()).toEqual([false, true]);
    const rows = await t.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('parent_id', '=', menuId(added.key))
      .execute();
    expect(rows).toHaveLength(2);
    expect(await grantedTo('staff', menuId(added.key))).toBe(1);
    expect(await grantedTo('admin', buttonId('system:auditg:add'))).toBe(1);
  });
});
