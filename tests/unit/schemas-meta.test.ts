/** Every schema file passes its meta schema and every page agrees with its entity (DESIGN.md "Schemas"). */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  loadMenuDocuments,
  loadRegistry,
  loadSchemaDocuments,
  SCHEMAS_ROOT,
} from '../../src/shared/schema/load-fs';
import { permissionArea } from '../../src/shared/schema/registry';
import { menuPagesOf, mergeMenus, type MenuEntry } from '../../src/shared/schema/menus';
import { GRANTABLE_ROLES } from '../../src/server/seed/menus';
import { resolveText } from '../../src/shared/schema/i18n';
import { BUILTIN_WIDGET_NAMES } from '../../renderers/widgets/widget-names';
import { tempSchemasRoot } from '../fixtures/temp-schemas';

const PERMISSION = /^[a-z][a-z0-9_-]*:[a-z][a-z0-9_-]*:[a-z][a-zA-Z0-9_-]*$/;

const tempRoot = (entities: Record<string, unknown>, pages: Record<string, unknown> = {}): string =>
  tempSchemasRoot({ entities, pages });

const sysRole = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_role.json'), 'utf8')) as Record<
  string,
  unknown
>;
const roleList = JSON.parse(
  readFileSync(join(SCHEMAS_ROOT, 'pages', 'sys-role-list.json'), 'utf8'),
) as Record<string, unknown>;

describe('schemas/ meta check', () => {
  const registry = loadRegistry();

  it('loads every entity and page file of the repository', () => {
    const files = readdirSync(join(SCHEMAS_ROOT, 'entities')).filter((f) => f.endsWith('.json'));
    expect(registry.entities.size).toBe(files.length);
    // A page file is a page over an entity or a dashboard (no entity).
    expect(registry.pages.size + registry.dashboards.size).toBe(
      readdirSync(join(SCHEMAS_ROOT, 'pages')).filter((f) => f.endsWith('.json')).length,
    );
    for (const id of ['sys_user', 'sys_role', 'sys_dict', 'sys_dict_item', 'sys_depart', 'sys_login_log'])
      expect(registry.entities.has(id)).toBe(true);
  });

  it('every page names an existing entity and only its fields', () => {
    for (const page of registry.pages.values()) {
      const entity = registry.entities.get(page.entity);
      expect(entity, page.$id).toBeDefined();
      for (const f of (page.query ?? []).map((q) => q.field)) {
        expect(entity?.fields.get(f)?.readable, `${page.$id}: ${f}`).toBe(true);
      }
      // A column may also show a read-only virtual field, which the entity's list hook fills in.
      for (const f of (page.columns ?? []).map((c) => c.field)) {
        const field = entity?.fields.get(f);
        const listValue = field?.column === null && field.schema.readOnly === true;
        expect(field?.readable || listValue, `${page.$id}: ${f}`).toBe(true);
      }
    }
  });

  it("every permission code is well-formed and pages only use codes of their entity area (or of a form action's request entity)", () => {
    for (const entity of registry.entities.values()) {
      for (const code of Object.values(entity.schema['x-permissions'])) expect(code).toMatch(PERMISSION);
    }
    let checked = 0;
    for (const page of registry.pages.values()) {
      const area = permissionArea(registry.entities.get(page.entity)!.schema['x-permissions'].list);
      for (const a of [...(page.toolbar ?? []), ...(page.rowActions ?? []), ...(page.actions ?? [])]) {
        if (!a.permission) continue;
        expect(a.permission).toMatch(PERMISSION);
        // A form action posting to another entity's routes carries that entity's code (its own test below).
        const target =
          a.kind === 'form' && a.request
            ? [...registry.entities.values()].find((e) => a.request!.url.startsWith(`${e.schema['x-api']}/`))
            : undefined;
        const areas = [area, ...(target ? [permissionArea(target.schema['x-permissions'].list)] : [])];
        expect(
          areas.some((allowed) => a.permission!.startsWith(allowed)),
          `${page.$id} ${a.key}: ${a.permission}`,
        ).toBe(true);
        checked += 1;
      }
    }
    // The standard actions the pages leave to their entities count too.
    expect(checked).toBeGreaterThan(30);
  });

  it('pages are complete once loaded: api and standard actions from the entity, then what the file adds', () => {
    const users = registry.pages.get('sys-user-list')!;
    expect(users.api).toMatchObject({
      list: '/sys/user/list',
      importExcel: '/sys/user/importExcel',
      deleteBatch: '/sys/user/deleteBatch',
    });
    expect(users.toolbar!.map((a) => `${a.key}:${a.permission}`)).toEqual([
      'add:system:user:add',
      'import:system:user:import',
      'export:system:user:export',
      'batchDelete:system:user:delete',
      'freezeBatch:system:user:frozen',
      'unfreezeBatch:system:user:frozen',
    ]);
    expect(users.rowActions!.map((a) => a.key)).toEqual([
      'edit',
      'detail',
      'delete',
      'freeze',
      'unfreeze',
      'resetUserPassword',
    ]);
    // The login log's entity has only a list code: no toolbar, a detail action, list and queryById routes.
    const log = registry.pages.get('sys-login-log-list')!;
    expect(log.api).toEqual({ list: '/sys/loginLog/list', queryById: '/sys/loginLog/queryById' });
    expect(log.toolbar).toEqual([]);
    expect(log.rowActions!.map((a) => a.key)).toEqual(['detail']);
  });

  it('a page action naming a code outside its entity area fails the check', () => {
    const user = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_user.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const extra = {
      kind: 'confirm',
      key: 'grant',
      permission: 'system:role:add',
      request: { method: 'PUT', url: '/sys/user/x' },
    };
    const page = { $id: 'p', kind: 'list', title: 'x', entity: 'sys_user', rowActions: { extra: [extra] } };
    expect(() => loadRegistry([tempRoot({ sys_user: user }, { p: page })])).toThrow(
      /p\.json \/rowActions\/3\/permission: code "system:role:add" is outside the entity's area "system:user:\*"/,
    );
    // The same action with the entity's own code passes.
    const own = { ...page, rowActions: { extra: [{ ...extra, permission: 'system:user:edit' }] } };
    expect(
      loadRegistry([tempRoot({ sys_user: user }, { p: own })])
        .pages.get('p')!
        .rowActions!.map((a) => a.key),
    ).toEqual(['edit', 'detail', 'delete', 'grant']);
  });

  it("a form action whose request goes to another entity's routes may carry that entity's code, and only that one", () => {
    const user = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_user.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const form = {
      kind: 'form',
      key: 'grant',
      form: { url: '/sys/role/grantForm' },
      request: { method: 'POST', url: '/sys/role/grant' },
    };
    const page = (permission: string, kind = 'form') => ({
      $id: 'p',
      kind: 'list',
      title: 'x',
      entity: 'sys_user',
      rowActions: { extra: [{ ...form, kind, permission }] },
    });
    const load = (p: unknown) => loadRegistry([tempRoot({ sys_user: user, sys_role: sysRole }, { p })]);
    expect(
      load(page('system:role:grant'))
        .pages.get('p')!
        .rowActions!.find((a) => a.key === 'grant')?.permission,
    ).toBe('system:role:grant');
    expect(() => load(page('system:depart:add'))).toThrow(
      /code "system:depart:add" is outside the areas "system:user:\*" and "system:role:\*"/,
    );
    // Only a form action: a confirm action to the same url stays in its own entity's area.
    expect(() => load(page('system:role:grant', 'confirm'))).toThrow(
      /outside the entity's area "system:user:\*"/,
    );
    // The project list's 颁发证书 carries the certificate code its route checks.
    expect(
      registry.pages.get('isps-project-list')!.rowActions!.find((a) => a.key === 'issueCertificate')
        ?.permission,
    ).toBe('isps:certificate:issue');
  });

  it('a page changing a standard action it does not have fails the check', () => {
    const page = { $id: 'p', kind: 'list', title: 'x', entity: 'sys_role', toolbar: { remove: ['freeze'] } };
    expect(() => loadRegistry([tempRoot({ sys_role: sysRole }, { p: page })])).toThrow(
      /p\.json \/toolbar\/remove\/0: "freeze"/,
    );
  });

  it('titles exist in both languages and system fields are added', () => {
    const user = registry.entities.get('sys_user')!;
    expect(resolveText(user.schema.title, 'en-US')).toBe('User');
    expect(resolveText(user.schema.title, 'zh-CN')).toBe('用户');
    expect(user.fields.get('createTime')?.column).toBe('create_time');
    expect(user.fields.get('realname')?.column).toBe('realname');
    expect(user.fields.get('password')).toMatchObject({ column: null, readable: false, filterable: false });
    for (const page of registry.pages.values()) {
      expect(typeof page.title === 'object' && page.title['en-US'] && page.title['zh-CN']).toBeTruthy();
    }
  });

  it('every x-widget an entity names is a registered widget (else the form could not render the field)', () => {
    const registered = new Set<string>(BUILTIN_WIDGET_NAMES);
    const named: string[] = [];
    for (const file of readdirSync(join(SCHEMAS_ROOT, 'entities')).filter((f) => f.endsWith('.json'))) {
      const doc = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', file), 'utf8')) as {
        properties?: Record<string, { 'x-widget'?: unknown }>;
      };
      for (const [name, field] of Object.entries(doc.properties ?? {})) {
        if (field['x-widget'] === undefined) continue;
        named.push(`${file} ${name}: ${String(field['x-widget'])}`);
        expect(registered.has(String(field['x-widget'])), `${file} /properties/${name}/x-widget`).toBe(true);
      }
    }
    // The check has something to check: sys_depart names the department tree select.
    expect(named).toContain('sys_depart.json parentId: departSelect');
  });

  it('a broken entity fails with the file name and the JSON path', () => {
    const bad = { ...sysRole, properties: { roleName: { type: 'strin', title: 'x' } } };
    const root = tempRoot({ sys_role: bad });
    expect(() => loadSchemaDocuments([root])).toThrow(/sys_role\.json \/properties\/roleName\/type/);
  });

  it('an identifier that is not a plain SQL name is refused', () => {
    const root = tempRoot({ sys_role: { ...sysRole, 'x-table': 'sys_role;drop table x' } });
    expect(() => loadSchemaDocuments([root])).toThrow(/sys_role\.json \/x-table/);
  });

  it('a malformed permission code is refused', () => {
    const root = tempRoot({ sys_role: { ...sysRole, 'x-permissions': { list: 'role list' } } });
    expect(() => loadSchemaDocuments([root])).toThrow(/\/x-permissions\/list/);
  });

  it('x-not-null is refused where it cannot state a NOT NULL column: other than true, required, virtual, or a default of another type', () => {
    const withField = (name: string, field: Record<string, unknown>) => ({
      ...sysRole,
      properties: { ...(sysRole.properties as Record<string, unknown>), [name]: field },
    });
    const flag = { type: 'boolean', title: 'x', 'x-not-null': false };
    expect(() => loadSchemaDocuments([tempRoot({ sys_role: withField('isSystem', flag) })])).toThrow(
      /sys_role\.json \/properties\/isSystem\/x-not-null/,
    );
    const name = { type: 'string', title: 'x', maxLength: 100, 'x-not-null': true };
    expect(() => loadRegistry([tempRoot({ sys_role: withField('roleName', name) })])).toThrow(
      /sys_role\.json \/properties\/roleName\/x-not-null: "roleName" is required, so its column is NOT NULL already/,
    );
    const virtual = { type: 'string', title: 'x', 'x-virtual': true, 'x-not-null': true };
    expect(() => loadRegistry([tempRoot({ sys_role: withField('badge', virtual) })])).toThrow(
      /\/properties\/badge\/x-not-null: "badge" is x-virtual: it has no column/,
    );
    const textDefault = { type: 'boolean', title: 'x', default: 'no', 'x-not-null': true };
    expect(() => loadRegistry([tempRoot({ sys_role: withField('isSystem', textDefault) })])).toThrow(
      /\/properties\/isSystem\/default: the default of "isSystem" is its column's DEFAULT and must be a boolean value/,
    );
    // The bundled sys_role states its built-in flag this way, and loads.
    expect(registry.entities.get('sys_role')?.schema.properties.isSystem).toMatchObject({
      default: false,
      'x-not-null': true,
    });
  });

  it('a page column naming a missing field fails with the page file and path', () => {
    const page = { ...roleList, columns: [{ field: 'nope' }] };
    const root = tempRoot({ sys_role: sysRole }, { 'sys-role-list': page });
    expect(() => loadRegistry([root])).toThrow(/sys-role-list\.json \/columns\/0\/field: field "nope"/);
  });

  it('a page naming an unknown entity fails', () => {
    const root = tempRoot({ sys_role: sysRole }, { 'sys-role-list': { ...roleList, entity: 'ghost' } });
    expect(() => loadRegistry([root])).toThrow(/\/entity: entity "ghost" does not exist/);
  });

  it('a query on a write-only field fails', () => {
    const user = JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_user.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const page = {
      $id: 'p',
      kind: 'list',
      title: 'x',
      entity: 'sys_user',
      api: {},
      query: [{ field: 'password' }],
    };
    expect(() => loadRegistry([tempRoot({ sys_user: user }, { p: page })])).toThrow(
      /p\.json \/query\/0\/field/,
    );
  });

  it('a file whose $id differs from its name fails', () => {
    expect(() => loadSchemaDocuments([tempRoot({ other_name: sysRole })])).toThrow(/other_name\.json \/\$id/);
  });
});

const menusRoot = (files: Record<string, unknown>): string => tempSchemasRoot({ menus: files });

describe('schemas/menus meta check', () => {
  const pages = menuPagesOf(loadRegistry());
  const check = (root: string): MenuEntry[] =>
    mergeMenus(loadMenuDocuments([root]), { roles: GRANTABLE_ROLES, pages });
  const top: MenuEntry = {
    key: 'top',
    title: { 'zh-CN': '顶', 'en-US': 'Top' },
    menuType: 0,
    sortNo: 1,
    grants: ['admin'],
  };
  const sub: MenuEntry = {
    key: 'top.sub',
    parent: 'top',
    title: { 'zh-CN': '子', 'en-US': 'Sub' },
    url: '/top/sub',
    component: 'schema/sys-role-list',
    menuType: 1,
    sortNo: 1,
    grants: ['admin', 'staff'],
    buttons: [{ perms: 'system:role:list', title: { 'zh-CN': '查询', 'en-US': 'List' } }],
  };

  it('every menus file of the repository passes, and their schema pages and parents exist', () => {
    const files = readdirSync(join(SCHEMAS_ROOT, 'menus')).filter((f) => f.endsWith('.json'));
    const entries = mergeMenus(loadMenuDocuments(), { roles: GRANTABLE_ROLES, pages });
    expect(entries.length).toBeGreaterThanOrEqual(files.length);
    for (const key of [
      'home',
      'system',
      'system.user',
      'system.role',
      'system.dict',
      'system.depart',
      'account',
      'account.settings',
      'account.loginlog',
    ]) {
      expect(entries.map((e) => e.key)).toContain(key);
    }
  });

  it('a well-formed pair of files passes, the parent in roots.json', () => {
    expect(check(menusRoot({ a: { entries: [sub] }, roots: { entries: [top] } })).map((e) => e.key)).toEqual([
      'top.sub',
      'top',
    ]);
  });

  it('a parent menu outside roots.json fails, and so does an entry in it that is no parent', () => {
    expect(() => check(menusRoot({ a: { entries: [top, sub] } }))).toThrow(
      /a\.json \/entries\/0: "top" is a parent menu: parent menus belong in roots\.json/,
    );
    const folder = { ...top, key: 'folder', component: 'layouts/RouteView' };
    expect(() => check(menusRoot({ a: { entries: [folder] } }))).toThrow(
      /"folder" is a parent menu: parent menus belong in roots\.json/,
    );
    expect(() =>
      check(menusRoot({ a: { entries: [sub] }, roots: { entries: [top, { ...top, key: 'leaf' }] } })),
    ).toThrow(
      /roots\.json \/entries\/1: roots\.json holds only parent menus \(folders\): "leaf" belongs in its area's file/,
    );
  });

  it('a malformed file fails with its name and the JSON path', () => {
    expect(() => check(menusRoot({ a: { entries: [{ ...top, menuType: 2 }] } }))).toThrow(
      /a\.json \/entries\/0\/menuType/,
    );
    expect(() => check(menusRoot({ a: { entries: [{ ...top, title: '顶' }] } }))).toThrow(
      /a\.json \/entries\/0\/title/,
    );
    expect(() => check(menusRoot({ a: { entries: [top], extra: 1 } }))).toThrow(/a\.json \//);
  });

  it('a key or a button code used twice fails', () => {
    expect(() => check(menusRoot({ a: { entries: [top] }, b: { entries: [top] } }))).toThrow(
      /b\.json \/entries\/0\/key: key "top" is used twice/,
    );
    const twice = { ...sub, key: 'top.other' };
    expect(() => check(menusRoot({ a: { entries: [top, sub, twice] } }))).toThrow(
      /\/entries\/2\/buttons\/0\/perms: button "system:role:list" is used twice/,
    );
  });

  it('an icon the shell does not draw fails', () => {
    expect(() => check(menusRoot({ a: { entries: [{ ...top, icon: 'rocket' }] } }))).toThrow(
      /a\.json \/entries\/0\/icon: icon "rocket" is not one the shell draws/,
    );
    expect(check(menusRoot({ a: { entries: [{ ...top, icon: 'bar-chart' }] } }))).toHaveLength(1);
  });

  it('a missing parent fails', () => {
    expect(() => check(menusRoot({ a: { entries: [sub] } }))).toThrow(
      /a\.json \/entries\/0\/parent: parent "top" is not an entry/,
    );
  });

  it('a grant naming an unknown role fails, on an entry or a button', () => {
    expect(() => check(menusRoot({ a: { entries: [{ ...top, grants: ['admin', 'auditor'] }] } }))).toThrow(
      /a\.json \/entries\/0\/grants\/1: role "auditor" does not exist/,
    );
    const button = { ...sub, buttons: [{ ...sub.buttons![0]!, grants: ['ghost'] }] };
    expect(() => check(menusRoot({ roots: { entries: [top] }, a: { entries: [button] } }))).toThrow(
      /a\.json \/entries\/0\/buttons\/0\/grants\/0: role "ghost"/,
    );
  });

  it('an entry naming a page takes its key, title, component, url and buttons from the page and its entity', () => {
    const [entry] = check(
      menusRoot({
        a: { entries: [{ page: 'sys-position-list', parent: 'top', sortNo: 3 }] },
        roots: { entries: [top] },
      }),
    );
    expect(entry).toEqual({
      key: 'sys-position-list',
      parent: 'top',
      sortNo: 3,
      title: { 'zh-CN': '职务管理', 'en-US': 'Positions' },
      component: 'schema/sys-position-list',
      componentName: 'SysPositionList',
      menuType: 1,
      url: '/sys/position',
      buttons: ['list', 'add', 'edit', 'delete', 'export', 'import'].map((action) => ({
        perms: `system:position:${action}`,
        title: expect.objectContaining({ 'zh-CN': expect.any(String), 'en-US': expect.any(String) }),
      })),
    });
    expect(entry!.buttons![1]!.title).toEqual({ 'zh-CN': '新增', 'en-US': 'Add' });
    const stated = check(
      menusRoot({
        a: {
          entries: [
            {
              page: 'sys-position-list',
              key: 'top.positions',
              url: '/top/positions',
              sortNo: 1,
              buttons: [],
            },
          ],
        },
      }),
    );
    expect(stated[0]).toMatchObject({ key: 'top.positions', url: '/top/positions', menuType: 0 });
    expect(stated[0]!.buttons).toEqual([]);
  });

  it('an entry naming a missing page, or a page and a component, fails', () => {
    expect(() => check(menusRoot({ a: { entries: [{ page: 'no-such-page', sortNo: 1 }] } }))).toThrow(
      /a\.json \/entries\/0\/page: page "no-such-page" does not exist/,
    );
    expect(() =>
      check(menusRoot({ a: { entries: [{ page: 'sys-position-list', component: 'schema/x', sortNo: 1 }] } })),
    ).toThrow(/a\.json \/entries\/0\/component: an entry naming a page states no component/);
    expect(() => check(menusRoot({ a: { entries: [{ sortNo: 1, menuType: 0 }] } }))).toThrow(/a\.json/);
  });

  it('a schema component naming a page that does not exist fails', () => {
    expect(() =>
      check(
        menusRoot({
          roots: { entries: [top] },
          a: { entries: [{ ...sub, component: 'schema/no-such-page' }] },
        }),
      ),
    ).toThrow(/a\.json \/entries\/0\/component: page "no-such-page" does not exist/);
  });
});
