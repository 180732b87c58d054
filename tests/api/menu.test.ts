/** GET /sys/permission/getCustomerMenu by role (docs/contracts.md, Menus). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/shared/menu';
import { backends, createTestApp, type TestApp } from './helpers/test-app';

interface MenuAnswer {
  menu: MenuItem[];
  auth: { action: string; type: string; describe: string }[];
  allAuth: { action: string; type: string; status: string; describe: string }[];
}

async function menuOf(t: TestApp, token: string): Promise<MenuAnswer> {
  const response = await t.app.inject({ method: 'GET', url: '/sys/permission/getCustomerMenu', headers: { 'x-access-token': token } });
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

const titles = (items: MenuItem[]): string[] => items.map((m) => m.meta.title);

describe.each(backends())('menus by role (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the admin every menu in sort order, with buttons folded into permissionList', async () => {
    const { menu, auth, allAuth } = await menuOf(t, await t.login(t.seed.admin.username, t.seed.admin.password));
    expect(titles(menu)).toEqual(['首页', '系统管理', '我的']);
    const home = menu[0]!;
    expect(home).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页', titleEn: 'Home' } });
    const system = menu[1]!;
    expect(system).toMatchObject({ component: 'layouts/RouteView', alwaysShow: true, redirect: '/system/user' });
    expect(titles(system.children!)).toEqual(['用户管理', '角色管理', '数据字典', '部门管理']);
    const users = system.children![0]!;
    expect(users).toMatchObject({ path: '/system/user', component: 'schema/sys-user-list', meta: { titleEn: 'Users' } });
    expect(users).not.toHaveProperty('redirect');
    // Seeded pages keep their state across tab switches; a parent that only redirects is not a page.
    expect(users.meta.keepAlive).toBe(true);
    expect(system.meta.keepAlive).toBe(false);
    expect(users.meta.permissionList!.map((p) => p.action)).toEqual([
      'system:user:list', 'system:user:add', 'system:user:edit', 'system:user:delete',
      'system:user:export', 'system:user:import', 'system:user:frozen',
    ]);
    expect(titles(menu[2]!.children!)).toEqual(['个人信息', '登录日志']);
    expect(auth).toContainEqual({ action: 'system:role:delete', type: '2', describe: '删除' });
    expect(allAuth).toContainEqual({ action: 'system:user:frozen', type: '1', status: '1', describe: '冻结/解冻' });
  });

  it('gives a customer the home page and 我的 only, and no system buttons', async () => {
    const { menu, auth, allAuth } = await menuOf(t, await t.login(t.seed.customer.username, t.seed.customer.password));
    expect(titles(menu)).toEqual(['首页', '我的']);
    expect(titles(menu[1]!.children!)).toEqual(['个人信息', '登录日志']);
    expect(auth.map((a) => a.action)).toEqual(['system:loginlog:list']);
    // allAuth lists every button of the system, whoever asks.
    expect(allAuth.map((a) => a.action)).toContain('system:user:add');
  });

  it('gives staff the user list and dictionary list only under 系统管理', async () => {
    const { menu, auth } = await menuOf(t, await t.login(t.seed.staff.username, t.seed.staff.password));
    expect(titles(menu)).toEqual(['首页', '系统管理', '我的']);
    const system = menu[1]!;
    expect(titles(system.children!)).toEqual(['用户管理', '数据字典']);
    expect(system.children![0]!.meta.permissionList!.map((p) => p.action)).toEqual(['system:user:list']);
    expect(auth.map((a) => a.action).sort()).toEqual(['system:dict:list', 'system:loginlog:list', 'system:user:list']);
  });

  it('hides a disabled menu entry and its buttons', async () => {
    await t.app.db.updateTable('sys_permission').set({ status: '0' }).where('url', '=', '/system/dict').execute();
    try {
      const { menu, auth } = await menuOf(t, await t.login(t.seed.staff.username, t.seed.staff.password));
      expect(titles(menu[1]!.children!)).toEqual(['用户管理']);
      // The button row itself stays enabled, so the grant still counts; only the page is hidden.
      expect(auth.map((a) => a.action)).toContain('system:dict:list');
    } finally {
      await t.app.db.updateTable('sys_permission').set({ status: '1' }).where('url', '=', '/system/dict').execute();
    }
  });
});
