/**
 * Account management of a customer company: the list is the caller's company only, a new
 * account is always a customer_sub of that company, another company's accounts are 404 by id, the
 * main account is protected, freezing and password resets end sessions at once. Also an
 * administrator's password reset of a user and the user's own personal information (editSelf).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { DEMO_COMPANY_ID } from '../../src/server/seed/users';
import { roleId } from '../../src/server/seed/roles';
import { passwordChangedByUser } from './helpers/accounts';
import { describeOnOneBackend } from './helpers/suite';

const PASSWORD = 'Sub#Account2024';

describeOnOneBackend('customer account management', (t) => {
  let main: Api;
  let other: { username: string; password: string; userId: string; companyId: string };
  let otherMain: Api;
  let otherSubId: string;

  const userRow = (id: string) =>
    t.app.db.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const idOf = async (username: string) =>
    (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  async function addSub(as: Api, username: string, extra: Record<string, unknown> = {}) {
    return as.send('POST', '/sys/custaccount/add', {
      username,
      realname: `${username} name`,
      password: PASSWORD,
      phone: '13800138000',
      email: `${username}@example.com`,
      ...extra,
    });
  }

  beforeAll(async () => {
    main = await t.as(t.seed.customer.username, t.seed.customer.password);
    other = await otherCompanyCustomer(t.app.db, 'bcorp');
    otherMain = await t.as(other.username, other.password);
    const r = await addSub(otherMain, 'bsub1');
    expect(r.status).toBe(200);
    otherSubId = r.body.result.id;
  });

  describe('add', () => {
    it('forces the company, the type and the role whatever the body says', async () => {
      const r = await addSub(main, 'asub1', { companyId: other.companyId });
      // companyName/companyId are not writable: a body naming a company is refused, nothing written.
      expect(r.status).toBe(422);
      const ok = await addSub(main, 'asub1');
      expect(ok.status).toBe(200);
      const row = await userRow(ok.body.result.id);
      // The main account chose the password: the sub-account must change it at its first login.
      expect(row).toMatchObject({
        company_id: DEMO_COMPANY_ID,
        user_type: 'customer_sub',
        status: '1',
        del_flag: '0',
        must_change_password: true,
      });
      const roles = await t.app.db
        .selectFrom('sys_user_role')
        .select('role_id')
        .where('user_id', '=', row.id)
        .execute();
      expect(roles.map((x) => x.role_id)).toEqual([roleId('customer_sub')]);
      // The new account logs in with its password (and, in the tests below, has changed it since).
      await t.login('asub1', PASSWORD);
      await passwordChangedByUser(t.app.db, 'asub1');
    });

    it('refuses userType and status in the body (read-only) and applies the password rules', async () => {
      expect((await addSub(main, 'asub2', { userType: 'admin' })).status).toBe(422);
      expect((await addSub(main, 'asub2', { status: '1' })).status).toBe(422);
      const weak = await addSub(main, 'asub2', { password: 'short' });
      expect(weak.status).toBe(422);
      expect(weak.body.result).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'password' })]),
      );
      const withName = await addSub(main, 'asub2x', { password: 'Asub2x#Pass99' });
      expect(withName.status).toBe(422);
      expect(withName.body.message).toBe('密码不能包含用户名!');
    });

    it('answers 409 on the username field for a name taken anywhere', async () => {
      const r = await addSub(main, 'bsub1');
      expect(r.status).toBe(409);
      expect(r.body.result).toEqual([{ field: 'username', message: '该值不可用，系统中已存在！' }]);
    });
  });

  describe('email ownership', () => {
    it("refuses a sub-account carrying another account's email, in any letter case, on add and on edit", async () => {
      const taken = 'BSUB1@Example.com';
      const r = await addSub(main, 'asubmail', { email: taken });
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('该邮箱已被其他账号使用');
      expect(r.body.result).toEqual([{ field: 'email', message: '该邮箱已被其他账号使用' }]);
      expect(
        await t.app.db.selectFrom('sys_user').select('id').where('username', '=', 'asubmail').execute(),
      ).toEqual([]);

      const added = await addSub(main, 'asubmail');
      expect(added.status).toBe(200);
      const id = added.body.result.id as string;
      const edited = await main.send('PUT', '/sys/custaccount/edit', { id, realname: 'mail', email: taken });
      expect(edited.status).toBe(409);
      expect((await userRow(id)).email).toBe('asubmail@example.com');
    });

    it('starts a new or changed address unverified', async () => {
      const added = await addSub(main, 'asubverify');
      expect(added.status).toBe(200);
      const id = added.body.result.id as string;
      expect((await userRow(id)).email_verified_at).toBeNull();
      await t.app.db
        .updateTable('sys_user')
        .set({ email_verified_at: new Date() })
        .where('id', '=', id)
        .execute();
      // The same address in another case is the same address: still verified.
      expect(
        (
          await main.send('PUT', '/sys/custaccount/edit', {
            id,
            realname: 'verify',
            email: 'ASUBverify@example.com',
          })
        ).status,
      ).toBe(200);
      expect((await userRow(id)).email_verified_at).not.toBeNull();
      expect(
        (
          await main.send('PUT', '/sys/custaccount/edit', {
            id,
            realname: 'verify',
            email: 'asubverify.new@example.com',
          })
        ).status,
      ).toBe(200);
      expect(await userRow(id)).toMatchObject({
        email: 'asubverify.new@example.com',
        email_verified_at: null,
      });
    });
  });

  describe('scope', () => {
    it('lists only the caller company, with its name, main account included', async () => {
      const r = await main.get('/sys/custaccount/list?pageSize=100');
      expect(r.status).toBe(200);
      const names = r.body.result.records.map((x: { username: string }) => x.username);
      expect(names).toContain(t.seed.customer.username);
      expect(names).toContain('asub1');
      expect(names).not.toContain('bsub1');
      expect(names).not.toContain(other.username);
      expect(names).not.toContain(t.seed.admin.username);
      expect(names).not.toContain(t.seed.staff.username);
      expect(new Set(r.body.result.records.map((x: { companyName: string }) => x.companyName))).toEqual(
        new Set(['示例科技有限公司']),
      );
    });

    it("company A cannot read, edit, freeze or reset company B's account by id (404)", async () => {
      expect((await main.get(`/sys/custaccount/queryById?id=${otherSubId}`)).status).toBe(404);
      expect(
        (await main.send('PUT', '/sys/custaccount/edit', { id: otherSubId, realname: 'hijack' })).status,
      ).toBe(404);
      expect(
        (await main.send('PUT', '/sys/custaccount/frozenBatch', { ids: otherSubId, status: '2' })).status,
      ).toBe(404);
      const reset = await main.send('PUT', '/sys/custaccount/resetPassword', {
        id: otherSubId,
        password: 'Hijack#Pass2024',
        confirmPassword: 'Hijack#Pass2024',
      });
      expect(reset.status).toBe(404);
      const row = await userRow(otherSubId);
      expect(row.realname).toBe('bsub1 name');
      expect(row.status).toBe('1');
      await t.login('bsub1', PASSWORD);
    });

    it('a sub-account has no access to account management (403)', async () => {
      const sub = await t.as('bsub1', PASSWORD);
      expect((await sub.get('/sys/custaccount/list')).status).toBe(403);
      expect(
        (await sub.send('PUT', '/sys/custaccount/frozenBatch', { ids: other.userId, status: '2' })).status,
      ).toBe(403);
    });

    it('staff have no access; an administrator sees customer accounts only and cannot add one', async () => {
      const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
      expect((await staff.get('/sys/custaccount/list')).status).toBe(403);
      const r = await t.admin.get('/sys/custaccount/list?pageSize=100');
      expect(r.status).toBe(200);
      const types = new Set(r.body.result.records.map((x: { userType: string }) => x.userType));
      expect([...types].every((type) => type === 'customer_main' || type === 'customer_sub')).toBe(true);
      expect((await addSub(t.admin, 'adminmade')).status).toBe(403);
    });
  });

  describe('main account protected', () => {
    it('cannot be edited, frozen or reset here', async () => {
      const mainId = await idOf(t.seed.customer.username);
      const edit = await main.send('PUT', '/sys/custaccount/edit', { id: mainId, realname: 'x' });
      expect(edit.status).toBe(403);
      expect(edit.body.message).toBe('不允许对管理员账号进行此操作');
      const freeze = await main.send('PUT', '/sys/custaccount/frozenBatch', { ids: mainId, status: '2' });
      expect(freeze.status).toBe(403);
      expect(freeze.body.message).toBe('不允许对管理员账号进行此操作');
      const reset = await main.send('PUT', '/sys/custaccount/resetPassword', {
        id: mainId,
        password: 'Another#Pass2024',
        confirmPassword: 'Another#Pass2024',
      });
      expect(reset.status).toBe(403);
      expect((await userRow(mainId)).status).toBe('1');
    });
  });

  describe('edit, freeze, reset', () => {
    it('edits the writable fields of a sub-account', async () => {
      const id = await idOf('asub1');
      const r = await main.send('PUT', '/sys/custaccount/edit', {
        id,
        realname: 'Renamed',
        phone: '13900139000',
      });
      expect(r.status).toBe(200);
      expect(await userRow(id)).toMatchObject({
        realname: 'Renamed',
        phone: '13900139000',
        company_id: DEMO_COMPANY_ID,
        user_type: 'customer_sub',
      });
    });

    it('freezing kills the open token at once and refuses login; unfreezing allows it again', async () => {
      const id = await idOf('asub1');
      const sub = api(t.app, await t.login('asub1', PASSWORD));
      expect((await sub.get('/sys/permission/getCustomerMenu')).status).toBe(200);
      expect((await main.send('PUT', '/sys/custaccount/frozenBatch', { ids: id, status: '2' })).status).toBe(
        200,
      );
      expect((await sub.get('/sys/permission/getCustomerMenu')).status).toBe(401);
      await expect(t.login('asub1', PASSWORD)).rejects.toThrow();
      const listed = await main.get('/sys/custaccount/list?username=asub1');
      expect(listed.body.result.records[0].status).toBe('2');
      expect((await main.send('PUT', '/sys/custaccount/frozenBatch', { ids: id, status: '1' })).status).toBe(
        200,
      );
      await t.login('asub1', PASSWORD);
    });

    it('refuses a bad status', async () => {
      expect(
        (await main.send('PUT', '/sys/custaccount/frozenBatch', { ids: await idOf('asub1'), status: '3' }))
          .status,
      ).toBe(400);
    });

    it('resets the password with the rules and revokes its tokens', async () => {
      const id = await idOf('asub1');
      const sub = api(t.app, await t.login('asub1', PASSWORD));
      const mismatch = await main.send('PUT', '/sys/custaccount/resetPassword', {
        id,
        password: 'Fresh#Pass2024',
        confirmPassword: 'Other#Pass2024',
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.result).toEqual([{ field: 'confirmPassword', message: '两次输入的密码不一样！' }]);
      const weak = await main.send('PUT', '/sys/custaccount/resetPassword', {
        id,
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      });
      expect(weak.status).toBe(422);
      expect((await sub.get('/sys/permission/getCustomerMenu')).status).toBe(200);
      const r = await main.send('PUT', '/sys/custaccount/resetPassword', {
        id,
        password: 'Fresh#Pass2024',
        confirmPassword: 'Fresh#Pass2024',
      });
      expect(r.status).toBe(200);
      expect((await sub.get('/sys/permission/getCustomerMenu')).status).toBe(401);
      await expect(t.login('asub1', PASSWORD)).rejects.toThrow();
      await t.login('asub1', 'Fresh#Pass2024');
    });
  });
});

describeOnOneBackend('admin password reset and personal information', (t) => {
  const idOf = async (username: string) =>
    (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('an administrator resets a user password by username or id, with the rules; the user tokens die', async () => {
    const staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    const weak = await t.admin.send('PUT', '/sys/user/changePassword', {
      username: t.seed.staff.username,
      password: 'weakweak',
      confirmPassword: 'weakweak',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.result[0]).toEqual({
      field: 'password',
      message: '密码由8位数字、大小写字母和特殊符号组成!',
    });
    const r = await t.admin.send('PUT', '/sys/user/changePassword', {
      username: t.seed.staff.username,
      password: 'Staff#Reset2024',
      confirmPassword: 'Staff#Reset2024',
    });
    expect(r.status).toBe(200);
    expect((await staff.get('/sys/permission/getCustomerMenu')).status).toBe(401);
    await expect(t.login(t.seed.staff.username, t.seed.staff.password)).rejects.toThrow();
    const byId = await t.admin.send('PUT', '/sys/user/changePassword', {
      id: await idOf(t.seed.staff.username),
      password: t.seed.staff.password,
      confirmPassword: t.seed.staff.password,
    });
    expect(byId.status).toBe(200);
    await t.login(t.seed.staff.username, t.seed.staff.password);
  });

  it('a customer cannot call it (403); an unknown user is 404', async () => {
    const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    const r = await customer.send('PUT', '/sys/user/changePassword', {
      username: t.seed.admin.username,
      password: 'Hijack#Pass2024',
      confirmPassword: 'Hijack#Pass2024',
    });
    expect(r.status).toBe(403);
    expect(
      (
        await t.admin.send('PUT', '/sys/user/changePassword', {
          username: 'nobody_here',
          password: 'Hijack#Pass2024',
          confirmPassword: 'Hijack#Pass2024',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.admin.send('PUT', '/sys/user/changePassword', {
          password: 'Hijack#Pass2024',
          confirmPassword: 'Hijack#Pass2024',
        })
      ).status,
    ).toBe(400);
  });

  it('editSelf changes only realname, sex, birthday and avatar of the caller', async () => {
    const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    const id = await idOf(t.seed.customer.username);
    const before = await t.app.db
      .selectFrom('sys_user')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const refused = await customer.send('PUT', '/sys/user/editSelf', {
      realname: 'New Name',
      userType: 'admin',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toEqual([{ field: 'userType', message: '该字段不能在此修改' }]);
    const other = await customer.send('PUT', '/sys/user/editSelf', {
      id: await idOf(t.seed.staff.username),
      realname: 'x',
    });
    expect(other.status).toBe(422);
    const badSex = await customer.send('PUT', '/sys/user/editSelf', { sex: '7' });
    expect(badSex.status).toBe(422);
    const r = await customer.send('PUT', '/sys/user/editSelf', {
      realname: 'New Name',
      sex: '2',
      birthday: '1990-05-06',
    });
    expect(r.status).toBe(200);
    expect(r.body.result.userInfo).toMatchObject({ realname: 'New Name', sex: '2' });
    const after = await t.app.db
      .selectFrom('sys_user')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      realname: 'New Name',
      sex: '2',
      user_type: before.user_type,
      company_id: before.company_id,
      email: before.email,
      status: before.status,
    });
    expect(String(after.birthday).slice(0, 10)).toBe('1990-05-06');
    const staffRow = await t.app.db
      .selectFrom('sys_user')
      .select('realname')
      .where('username', '=', t.seed.staff.username)
      .executeTakeFirstOrThrow();
    expect(staffRow.realname).not.toBe('x');
  });

  it('editSelf needs a token', async () => {
    const r = await t.app.inject({ method: 'PUT', url: '/sys/user/editSelf', payload: { realname: 'x' } });
    expect(r.statusCode).toBe(401);
  });
});
