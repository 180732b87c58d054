/**
 * Menus and buttons (sys_permission) and the role grants of the foundation. Each entry's id is
 * derived from its key, so grants name entries by key without looking them up.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { newId } from '../db/ids';
import { roleId } from './roles';
import { seedId } from './seed-id';

interface SeedMenu {
  key: string;
  parent?: string;
  name: string;
  nameEn: string;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  menuType: 0 | 1;
  alwaysShow?: boolean;
  keepAlive?: boolean;
}

interface SeedButton {
  parent: string;
  perms: string;
  name: string;
  nameEn: string;
}

export const MENUS: SeedMenu[] = [
  {
    key: 'home',
    name: '首页',
    nameEn: 'Home',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    componentName: 'Analysis',
    icon: 'home',
    menuType: 0,
  },
  {
    key: 'system',
    name: '系统管理',
    nameEn: 'System',
    url: '/system',
    component: 'layouts/RouteView',
    redirect: '/system/user',
    icon: 'setting',
    menuType: 0,
    alwaysShow: true,
  },
  {
    key: 'system.user',
    parent: 'system',
    name: '用户管理',
    nameEn: 'Users',
    url: '/system/user',
    component: 'schema/sys-user-list',
    componentName: 'SysUserList',
    icon: 'user',
    menuType: 1,
  },
  {
    key: 'system.role',
    parent: 'system',
    name: '角色管理',
    nameEn: 'Roles',
    url: '/system/role',
    component: 'schema/sys-role-list',
    componentName: 'SysRoleList',
    icon: 'team',
    menuType: 1,
  },
  {
    key: 'system.dict',
    parent: 'system',
    name: '数据字典',
    nameEn: 'Dictionaries',
    url: '/system/dict',
    component: 'schema/sys-dict-list',
    componentName: 'SysDictList',
    icon: 'book',
    menuType: 1,
  },
  {
    key: 'system.depart',
    parent: 'system',
    name: '部门管理',
    nameEn: 'Departments',
    url: '/system/depart',
    component: 'schema/sys-depart-list',
    componentName: 'SysDepartList',
    icon: 'apartment',
    menuType: 1,
  },
  {
    key: 'account',
    name: '我的',
    nameEn: 'My',
    url: '/account',
    component: 'layouts/RouteView',
    redirect: '/account/settings',
    icon: 'user',
    menuType: 0,
    alwaysShow: true,
  },
  {
    key: 'account.settings',
    parent: 'account',
    name: '个人信息',
    nameEn: 'Personal info',
    url: '/account/settings',
    component: 'account/Settings',
    componentName: 'AccountSettings',
    icon: 'idcard',
    menuType: 1,
  },
  {
    key: 'account.loginlog',
    parent: 'account',
    name: '登录日志',
    nameEn: 'Login log',
    url: '/account/login-log',
    component: 'schema/sys-login-log-list',
    componentName: 'SysLoginLogList',
    icon: 'history',
    menuType: 1,
  },
];

const ACTIONS: Record<string, [zh: string, en: string]> = {
  list: ['查询', 'List'],
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  frozen: ['冻结/解冻', 'Freeze/unfreeze'],
};

function buttons(parent: string, entity: string, actions: string[]): SeedButton[] {
  return actions.map((action) => ({
    parent,
    perms: `system:${entity}:${action}`,
    name: ACTIONS[action]![0],
    nameEn: ACTIONS[action]![1],
  }));
}

const CRUD = ['list', 'add', 'edit', 'delete', 'export', 'import'];

export const BUTTONS: SeedButton[] = [
  ...buttons('system.user', 'user', [...CRUD, 'frozen']),
  ...buttons('system.role', 'role', CRUD),
  ...buttons('system.dict', 'dict', CRUD),
  ...buttons('system.depart', 'depart', CRUD),
  ...buttons('account.loginlog', 'loginlog', ['list', 'export']),
];

/** Grants by role: menu keys and button codes. Admins hold everything anyway (userHasPermission). */
export const GRANTS: Record<string, { menus: string[]; buttons: string[] }> = {
  admin: { menus: MENUS.map((m) => m.key), buttons: BUTTONS.map((b) => b.perms) },
  staff: {
    menus: [
      'home',
      'system',
      'system.user',
      'system.dict',
      'account',
      'account.settings',
      'account.loginlog',
    ],
    buttons: ['system:user:list', 'system:dict:list', 'system:loginlog:list'],
  },
  customer_main: {
    menus: ['home', 'account', 'account.settings', 'account.loginlog'],
    buttons: ['system:loginlog:list'],
  },
  customer_sub: {
    menus: ['home', 'account', 'account.settings', 'account.loginlog'],
    buttons: ['system:loginlog:list'],
  },
};

export function menuId(key: string): string {
  return seedId(`menu:${key}`);
}

export function buttonId(perms: string): string {
  return seedId(`button:${perms}`);
}

export async function seedMenus(db: Kysely<Database>): Promise<void> {
  const menuRows = MENUS.map((m, index) => ({
    id: menuId(m.key),
    parent_id: m.parent ? menuId(m.parent) : null,
    name: m.name,
    name_en: m.nameEn,
    url: m.url ?? null,
    component: m.component ?? null,
    component_name: m.componentName ?? null,
    redirect: m.redirect ?? null,
    menu_type: m.menuType,
    sort_no: index + 1,
    always_show: m.alwaysShow ?? false,
    // Seeded pages keep their state across tab switches (SPEC §2 keep-alive routes).
    keep_alive: m.keepAlive ?? (m.component !== undefined && m.component !== 'layouts/RouteView'),
    icon: m.icon ?? null,
    create_by: 'system',
  }));
  const buttonRows = BUTTONS.map((b, index) => ({
    id: buttonId(b.perms),
    parent_id: menuId(b.parent),
    name: b.name,
    name_en: b.nameEn,
    menu_type: 2,
    perms: b.perms,
    perms_type: '1',
    sort_no: index + 1,
    url: null,
    component: null,
    component_name: null,
    redirect: null,
    icon: null,
    create_by: 'system',
  }));
  await db
    .insertInto('sys_permission')
    .values([...menuRows, ...buttonRows])
    .onConflict((oc) => oc.doNothing())
    .execute();

  const grants = Object.entries(GRANTS).flatMap(([role, grant]) => [
    ...grant.menus.map((key) => ({ id: newId(), role_id: roleId(role), permission_id: menuId(key) })),
    ...grant.buttons.map((perms) => ({ id: newId(), role_id: roleId(role), permission_id: buttonId(perms) })),
  ]);
  await db
    .insertInto('sys_role_permission')
    .values(grants)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
