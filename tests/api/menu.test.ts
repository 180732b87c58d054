/** GET /sys/permission/getCustomerMenu by role (docs/contracts.md, Menus). */
import { expect, it } from 'vitest';
import type { MenuItem } from '../../src/shared/menu';
import { menuId } from '../../src/server/seed/menus';
import type { AppUnderTest } from './helpers/test-app';
import { describeOnOneBackend } from './helpers/suite';

interface MenuAnswer {
  menu: MenuItem[];
  auth: { action: string; type: string; describe: string }[];
  allAuth: { action: string; type: string; status: string; describe: string }[];
}

async function menuOf(t: AppUnderTest, token: string): Promise<MenuAnswer> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/sys/permission/getCustomerMenu',
    headers: { 'x-access-token': token },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

const titles = (items: MenuItem[]): string[] => items.map((m) => m.meta.title);

/** Every item of the tree, at any depth. */
const everyItem = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((m) => [m, ...everyItem(m.children ?? [])]);

/** Every button code folded into any entry of the tree. */
const buttonsInTree = (items: MenuItem[]): string[] =>
  everyItem(items).flatMap((m) => (m.meta.permissionList ?? []).map((p) => p.action));

describeOnOneBackend('menus by role', (t) => {
  it('gives the admin every menu in sort order, with buttons folded into permissionList', async () => {
    const { menu, auth, allAuth } = await menuOf(t, await t.adminToken());
    // Pages granted only to customer roles (在线申请, 进度查询, 证书查询, 满意度调查) are the customers'
    // screens: an administrator's menu leaves them out (their buttons stay in permissionList).
    expect(titles(menu)).toEqual([
      '首页',
      '仪表盘',
      '系统管理',
      '认证业务',
      '在线开发',
      '在线表单权限',
      '我的',
      '开发测试',
    ]);
    // Published online forms' codes hang under a hidden top-level entry (granting them shows no menu).
    expect(menu.find((m) => m.meta.title === '在线表单权限')).toMatchObject({ hidden: true });
    // Online development: the form designer with its codes, admins only.
    const online = menu.find((m) => m.meta.title === '在线开发')!;
    expect(online).toMatchObject({
      path: '/online',
      component: 'layouts/RouteView',
      meta: { titleEn: 'Online development' },
    });
    expect(online.children!.find((m) => m.meta.title === '在线表单开发')).toMatchObject({
      path: '/online/cgform',
      component: 'schema/online-cgform-list',
    });
    expect(allAuth.map((a) => a.action)).toEqual(
      expect.arrayContaining(['online:cgform:list', 'online:cgform:publish', 'online:cgform:import']),
    );
    expect(titles(menu[1]!.children!)).toEqual(['工作台', '任务', '监控']);
    const home = menu[0]!;
    expect(home).toMatchObject({
      path: '/dashboard/analysis',
      component: 'dashboard/Analysis',
      meta: { title: '首页', titleEn: 'Home' },
    });
    const system = menu[2]!;
    expect(system).toMatchObject({
      component: 'layouts/RouteView',
      alwaysShow: true,
      redirect: '/system/user',
    });
    expect(titles(system.children!)).toEqual([
      '用户管理',
      '角色管理',
      '数据字典',
      '部门管理',
      '菜单管理',
      '发件箱',
      '职务管理',
      '分类字典',
      '定时任务',
      '系统通告',
      '系统设置',
      '字段权限',
      '填值规则',
      '编码校验规则',
      '企业审核',
    ]);
    // Numbering rules: the list page with its codes, drawing a number a code of its own.
    expect(system.children!.find((m) => m.meta.title === '填值规则')).toMatchObject({
      path: '/system/fillRule',
      component: 'schema/sys-fill-rule-list',
      meta: { titleEn: 'Numbering rules' },
    });
    expect(
      system.children!.find((m) => m.meta.title === '填值规则')!.meta.permissionList!.map((p) => p.action),
    ).toEqual([
      'system:fillrule:list',
      'system:fillrule:add',
      'system:fillrule:edit',
      'system:fillrule:delete',
      'system:fillrule:execute',
    ]);
    expect(titles(menu[3]!.children!)).toEqual([
      '申请审核',
      '项目管理',
      '阶段模板',
      '不符合项管理',
      '证书管理',
      'IAF CertSearch导出',
      '满意度调查管理',
    ]);
    const users = system.children![0]!;
    expect(users).toMatchObject({
      path: '/system/user',
      component: 'schema/sys-user-list',
      meta: { titleEn: 'Users' },
    });
    expect(users).not.toHaveProperty('redirect');
    // Seeded pages keep their state across tab switches; a parent that only redirects is not a page.
    expect(users.meta.keepAlive).toBe(true);
    expect(system.meta.keepAlive).toBe(false);
    expect(users.meta.permissionList!.map((p) => p.action)).toEqual([
      'system:user:list',
      'system:user:add',
      'system:user:edit',
      'system:user:delete',
      'system:user:export',
      'system:user:import',
      'system:user:frozen',
      'system:user:resetPassword',
    ]);
    // Under 我的 an administrator keeps their own pages; the company's pages (账户管理, 企业信息,
    // 我的申请) are the customers' and answered 404 for an administrator, so they are not offered.
    expect(titles(menu.find((m) => m.meta.title === '我的')!.children!)).toEqual(['个人信息', '登录日志']);
    expect(auth).toContainEqual({ action: 'system:role:delete', type: '2', describe: '删除' });
    expect(allAuth).toContainEqual({
      action: 'system:user:frozen',
      type: '1',
      status: '1',
      describe: '冻结/解冻',
    });
  });

  it('gives a customer the SPEC §1 menus (home, apply online, progress query, certificate query, satisfaction survey, my), and no system buttons but their own', async () => {
    const { menu, auth, allAuth } = await menuOf(
      t,
      await t.login(t.seed.customer.username, t.seed.customer.password),
    );
    expect(titles(menu)).toEqual(['首页', '在线申请', '进度查询', '证书查询', '满意度调查', '我的']);
    expect(titles(menu[5]!.children!)).toEqual(['个人信息', '登录日志', '账户管理', '企业信息', '我的申请']);
    // The announcement list is everyone's: its row scope shows each user only what was addressed to them.
    expect(
      auth
        .map((a) => a.action)
        .filter((code) => code.startsWith('system:'))
        .sort(),
    ).toEqual(['system:announcement:list', 'system:loginlog:list']);
    // allAuth names only the caller's own buttons (and disabled ones), never the whole system's.
    expect(allAuth.map((a) => a.action)).toContain('system:loginlog:list');
    expect(allAuth.map((a) => a.action)).not.toContain('system:user:add');
  });

  it('gives staff the user list and dictionary list only under 系统管理, and the certification work', async () => {
    const { menu, auth } = await menuOf(t, await t.login(t.seed.staff.username, t.seed.staff.password));
    // The dashboards of their own work; the monitor is the administrators'.
    expect(titles(menu)).toEqual(['首页', '仪表盘', '系统管理', '认证业务', '我的']);
    expect(titles(menu[1]!.children!)).toEqual(['工作台', '任务']);
    expect(titles(menu[3]!.children!)).toEqual([
      '申请审核',
      '项目管理',
      '不符合项管理',
      '证书管理',
      'IAF CertSearch导出',
      '满意度调查管理',
    ]);
    const system = menu[2]!;
    expect(titles(system.children!)).toEqual(['用户管理', '数据字典', '企业审核']);
    expect(system.children![0]!.meta.permissionList!.map((p) => p.action)).toEqual(['system:user:list']);
    // The position list is granted without its menu: the position picker reads it.
    expect(
      auth
        .map((a) => a.action)
        .filter((code) => code.startsWith('system:'))
        .sort(),
    ).toEqual([
      'system:announcement:list',
      'system:dict:list',
      'system:loginlog:list',
      'system:position:list',
      'system:user:list',
    ]);
  });

  it('hides a disabled menu entry and its buttons, from staff and the admin alike', async () => {
    const dict = menuId('system.dict');
    const staff = await t.login(t.seed.staff.username, t.seed.staff.password);
    const admin = await t.adminToken();
    // Both see the entry and its buttons before it is disabled, so the hiding below is the status's doing.
    for (const token of [staff, admin]) {
      const { menu } = await menuOf(t, token);
      expect(everyItem(menu).map((m) => m.id)).toContain(dict);
      expect(buttonsInTree(menu)).toContain('system:dict:list');
    }
    const disabled = await t.app.db
      .updateTable('sys_permission')
      .set({ status: '0' })
      .where('id', '=', dict)
      .executeTakeFirst();
    expect(disabled.numUpdatedRows).toBe(1n);
    try {
      for (const token of [staff, admin]) {
        const { menu, auth } = await menuOf(t, token);
        // Nowhere in the tree: not under 系统管理, not promoted to the top, its buttons on no other entry.
        expect(everyItem(menu).map((m) => m.path)).not.toContain('/system/dict');
        expect(buttonsInTree(menu).filter((code) => code.startsWith('system:dict:'))).toEqual([]);
        expect(titles(menu[2]!.children!)).not.toContain('数据字典');
        // The button rows themselves stay enabled, so the grant still counts for the API; only the page is hidden.
        expect(auth.map((a) => a.action)).toContain('system:dict:list');
      }
      const { menu } = await menuOf(t, staff);
      expect(titles(menu[2]!.children!)).toEqual(['用户管理', '企业审核']);
    } finally {
      await t.app.db.updateTable('sys_permission').set({ status: '1' }).where('id', '=', dict).execute();
    }
    const { menu } = await menuOf(t, staff);
    expect(titles(menu[2]!.children!)).toEqual(['用户管理', '数据字典', '企业审核']);
  });
});
