/**
 * A user an admin adds can work: roles and departments chosen in the user form (selectedroles,
 * selecteddeparts) are written with the user, read back by queryById and queryUserRole, and bad
 * ids leave nothing written. Also the department tree of the department picker.
 */
import { beforeAll, expect, it } from 'vitest';
import { departId } from '../../src/server/seed/departs';
import { roleId } from '../../src/server/seed/roles';
import { passwordChangedByUser } from './helpers/accounts';
import { describeOnOneBackend } from './helpers/suite';

interface MenuItem {
  path: string;
  children?: MenuItem[];
}

function paths(items: MenuItem[]): string[] {
  return items.flatMap((i) => [i.path, ...paths(i.children ?? [])]);
}

describeOnOneBackend('user roles and departments', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object,
    lang?: string,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'x-access-token': token, ...(lang ? { 'accept-language': lang } : {}) },
    });

  const userId = async (username: string) =>
    (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('a user added with a role and a department logs in and gets that role’s menu', async () => {
    const added = await call('POST', '/sys/user/add', admin, {
      username: 'newstaff1',
      realname: '新员工',
      password: 'Good-pass-123!',
      selectedroles: roleId('staff'),
      selecteddeparts: departId('A01A02'),
    });
    expect(added.statusCode).toBe(200);
    const id = await userId('newstaff1');
    const user = await t.app.db
      .selectFrom('sys_user')
      .select('org_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.org_code).toBe('A01A02');

    // The administrator chose the password; the user has changed it since (must-change-password.test.ts).
    await passwordChangedByUser(t.app.db, 'newstaff1');
    const token = await t.login('newstaff1', 'Good-pass-123!');
    const menu = await call('GET', '/sys/permission/getCustomerMenu', token);
    expect(menu.statusCode).toBe(200);
    const body = menu.json().result as { menu: MenuItem[]; auth: Array<{ action: string }> };
    expect(paths(body.menu)).toEqual(
      expect.arrayContaining(['/system/user', '/system/dict', '/account/settings']),
    );
    expect(paths(body.menu)).not.toContain('/system/role');
    expect(body.auth.map((a) => a.action)).toContain('system:user:list');

    const info = await call('GET', '/sys/user/getCurrentUserDeparts', token);
    expect(info.json().result).toMatchObject({ orgCode: 'A01A02', list: [{ orgCode: 'A01A02' }] });
  });

  it("the administrator's menu holds no customer-only page (企业信息 reads the caller's company), its own pages and buttons all", async () => {
    const menu = await call('GET', '/sys/permission/getCustomerMenu', admin);
    expect(menu.statusCode).toBe(200);
    const body = menu.json().result as { menu: MenuItem[]; allAuth: Array<{ action: string }> };
    const mine = paths(body.menu);
    for (const customerPage of [
      '/account/company',
      '/certificate/my',
      '/progress/query',
      '/survey/my',
      '/account/applies',
      '/account/custaccount',
    ])
      expect(mine).not.toContain(customerPage);
    expect(mine).toEqual(
      expect.arrayContaining([
        '/system/company-review',
        '/system/user',
        '/account/settings',
        '/isps/certificate',
      ]),
    );
    expect(body.allAuth.map((a) => a.action)).toContain('isps:company:my');
  });

  it('without a role the same kind of user gets no menu (what the form used to do)', async () => {
    expect(
      (
        await call('POST', '/sys/user/add', admin, {
          username: 'noroles1',
          realname: '无角色',
          password: 'Good-pass-123!',
        })
      ).statusCode,
    ).toBe(200);
    await passwordChangedByUser(t.app.db, 'noroles1');
    const token = await t.login('noroles1', 'Good-pass-123!');
    const menu = await call('GET', '/sys/permission/getCustomerMenu', token);
    expect(menu.json().result.menu).toEqual([]);
  });

  it('queryById and queryUserRole answer the chosen roles and departments', async () => {
    const id = await userId('newstaff1');
    const row = await call('GET', `/sys/user/queryById?id=${id}`, admin);
    expect(row.json().result).toMatchObject({
      username: 'newstaff1',
      selectedroles: roleId('staff'),
      selecteddeparts: departId('A01A02'),
    });
    const roles = await call('GET', `/sys/user/queryUserRole?userid=${id}`, admin);
    expect(roles.statusCode).toBe(200);
    expect(roles.json().result).toEqual([roleId('staff')]);
  });

  it('edit replaces the roles and departments that are sent, keeps those that are not, and moves orgCode', async () => {
    const id = await userId('newstaff1');
    const edited = await call('PUT', '/sys/user/edit', admin, {
      id,
      realname: '新员工',
      selectedroles: `${roleId('staff')},${roleId('customer_sub')}`,
      selecteddeparts: `${departId('A01A03')},${departId('A01A01')}`,
    });
    expect(edited.statusCode).toBe(200);
    const roles = await call('GET', `/sys/user/queryUserRole?userid=${id}`, admin);
    expect([...(roles.json().result as string[])].sort()).toEqual(
      [roleId('staff'), roleId('customer_sub')].sort(),
    );
    const user = await t.app.db
      .selectFrom('sys_user')
      .select('org_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The old current department is no longer among the chosen: the first chosen becomes current.
    expect(user.org_code).toBe('A01A03');

    // Only the realname is sent: roles and departments stay.
    expect((await call('PUT', '/sys/user/edit', admin, { id, realname: '改名' })).statusCode).toBe(200);
    const row = (await call('GET', `/sys/user/queryById?id=${id}`, admin)).json().result as Record<
      string,
      string
    >;
    expect(row.realname).toBe('改名');
    expect(row.selectedroles!.split(',').sort()).toEqual([roleId('staff'), roleId('customer_sub')].sort());
    expect(row.selecteddeparts!.split(',').sort()).toEqual([departId('A01A01'), departId('A01A03')].sort());

    // Emptied roles: the user loses them (and with them the menu).
    expect(
      (await call('PUT', '/sys/user/edit', admin, { id, realname: '改名', selectedroles: '' })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/sys/user/queryUserRole?userid=${id}`, admin)).json().result).toEqual([]);
  });

  it('the new roles apply at once to a session that is already logged in', async () => {
    const id = await userId('noroles1');
    const token = await t.login('noroles1', 'Good-pass-123!');
    expect((await call('GET', '/sys/user/list', token)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/sys/user/edit', admin, { id, realname: '无角色', selectedroles: roleId('staff') }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/sys/user/list', token)).statusCode).toBe(200);
  });

  it('refuses unknown role or department ids with field errors and writes nothing', async () => {
    const bad = await call('POST', '/sys/user/add', admin, {
      username: 'badroles1',
      realname: '坏角色',
      password: 'Good-pass-123!',
      selectedroles: `${roleId('staff')},0123456789abcdef0123456789abcdef`,
      selecteddeparts: 'nosuchdepart',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result).toEqual([
      { field: 'selectedroles', message: '角色不存在：0123456789abcdef0123456789abcdef' },
      { field: 'selecteddeparts', message: '部门不存在：nosuchdepart' },
    ]);
    expect(
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'badroles1')
        .executeTakeFirst(),
    ).toBeUndefined();

    const id = await userId('newstaff1');
    const before = await t.app.db
      .selectFrom('sys_user_role')
      .select('role_id')
      .where('user_id', '=', id)
      .execute();
    const english = await call(
      'PUT',
      '/sys/user/edit',
      admin,
      { id, realname: 'x', selectedroles: 'ffffffffffffffffffffffffffffffff' },
      'en-US',
    );
    expect(english.statusCode).toBe(422);
    expect(english.json().result).toEqual([
      { field: 'selectedroles', message: 'No such role: ffffffffffffffffffffffffffffffff' },
    ]);
    const after = await t.app.db
      .selectFrom('sys_user_role')
      .select('role_id')
      .where('user_id', '=', id)
      .execute();
    expect(after).toEqual(before);
    const user = await t.app.db
      .selectFrom('sys_user')
      .select('realname')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.realname).not.toBe('x');
  });

  it('queryUserRole needs the user permissions and is scoped like the user list', async () => {
    const id = await userId('newstaff1');
    const customer = await t.login(t.seed.customer.username, t.seed.customer.password);
    expect((await call('GET', `/sys/user/queryUserRole?userid=${id}`, customer)).statusCode).toBe(403);

    // A customer granted the user list still only sees its own company's users.
    const listPerm = await t.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'system:user:list')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('sys_role_permission')
      .values({ id: 'f'.repeat(31) + '1', role_id: roleId('customer_main'), permission_id: listPerm.id })
      .execute();
    try {
      const granted = await t.login(t.seed.customer.username, t.seed.customer.password);
      expect((await call('GET', `/sys/user/queryUserRole?userid=${id}`, granted)).statusCode).toBe(404);
      const own = await userId(t.seed.customer.username);
      const mine = await call('GET', `/sys/user/queryUserRole?userid=${own}`, granted);
      expect(mine.json().result).toEqual([roleId('customer_main')]);
    } finally {
      await t.app.db
        .deleteFrom('sys_role_permission')
        .where('id', '=', 'f'.repeat(31) + '1')
        .execute();
    }
  });

  it('a non-administrator cannot hand out the admin role', async () => {
    const perms = await t.app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', 'in', ['system:user:add', 'system:user:edit'])
      .execute();
    const grants = perms.map((p, i) => ({
      id: `e${'e'.repeat(30)}${i}`,
      role_id: roleId('staff'),
      permission_id: p.id,
    }));
    await t.app.db.insertInto('sys_role_permission').values(grants).execute();
    try {
      const staff = await t.login(t.seed.staff.username, t.seed.staff.password);
      const refused = await call('POST', '/sys/user/add', staff, {
        username: 'sneaky1',
        realname: 'x',
        password: 'Good-pass-123!',
        selectedroles: roleId('admin'),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().result).toEqual([
        { field: 'selectedroles', message: '不能分配超出您自身权限的角色' },
      ]);
      expect(
        await t.app.db
          .selectFrom('sys_user')
          .select('id')
          .where('username', '=', 'sneaky1')
          .executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await t.app.db
        .deleteFrom('sys_role_permission')
        .where(
          'id',
          'in',
          grants.map((g) => g.id),
        )
        .execute();
    }
  });

  it('answers the department tree sorted by sort_no, titles in the request language', async () => {
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const zh = await call('GET', '/sys/sysDepart/queryTreeList', token);
    expect(zh.statusCode).toBe(200);
    const tree = zh.json().result as Array<
      Record<string, unknown> & { children: Array<Record<string, unknown>> }
    >;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({
      id: departId('A01'),
      key: departId('A01'),
      value: departId('A01'),
      title: '认证中心',
      departName: '认证中心',
      orgCode: 'A01',
      parentId: null,
      isLeaf: false,
    });
    expect(tree[0]!.children.map((c) => c.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03', 'A01A04']);
    expect(tree[0]!.children[0]).toMatchObject({
      title: '体系认证事业部',
      parentId: departId('A01'),
      isLeaf: true,
    });
    const en = await call('GET', '/sys/sysDepart/queryTreeList', token, undefined, 'en-US');
    expect((en.json().result as Array<{ title: string; departName: string }>)[0]).toMatchObject({
      title: 'Certification Centre',
      departName: '认证中心',
    });
    expect((await t.app.inject({ method: 'GET', url: '/sys/sysDepart/queryTreeList' })).statusCode).toBe(401);
  });
});
