/** updatePassword, current department and role list (SPEC §5, §7). */
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { departId } from '../../src/server/seed/departs';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend('sys calls', (t) => {
  const call = (
    method: 'GET' | 'PUT' | 'POST',
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

  describe('updatePassword', () => {
    it('reports every broken rule as field errors (422) with the spec messages', async () => {
      const token = await t.login(t.seed.customer.username, t.seed.customer.password);
      const response = await call('PUT', '/sys/user/updatePassword', token, {
        username: t.seed.customer.username,
        password: 'short',
        confirmpassword: 'other',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().result).toEqual([
        { field: 'oldpassword', message: '请输入旧密码!' },
        { field: 'password', message: '密码由8位数字、大小写字母和特殊符号组成!' },
        { field: 'confirmpassword', message: '两次输入的密码不一样！' },
      ]);
      const english = await call(
        'POST',
        '/sys/user/updatePassword',
        token,
        { username: t.seed.customer.username },
        'en-US',
      );
      expect(english.json().result).toContainEqual({
        field: 'password',
        message: 'Please enter the new password!',
      });
    });

    it('refuses a wrong old password', async () => {
      const token = await t.login(t.seed.customer.username, t.seed.customer.password);
      const response = await call('PUT', '/sys/user/updatePassword', token, {
        username: t.seed.customer.username,
        oldpassword: 'Not-the-password-1',
        password: 'Brand-new-pass-1',
        confirmpassword: 'Brand-new-pass-1',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message: '旧密码输入错误' });
    });

    it("refuses to change another user's password (403)", async () => {
      const token = await t.login(t.seed.customer.username, t.seed.customer.password);
      const response = await call('PUT', '/sys/user/updatePassword', token, {
        username: t.seed.admin.username,
        oldpassword: t.seed.customer.password,
        password: 'Brand-new-pass-1',
        confirmpassword: 'Brand-new-pass-1',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('拒绝访问');
      // The admin's password is untouched.
      await expect(t.login(t.seed.admin.username, t.seed.admin.password)).resolves.toBeTypeOf('string');
    });

    it('changes the password, keeps the current token and revokes the other sessions', async () => {
      const { username, password } = t.seed.staff;
      const other = await t.login(username, password);
      const current = await t.login(username, password);
      const response = await call('POST', '/sys/user/updatePassword', current, {
        username,
        oldpassword: password,
        password: 'Changed-pass-9!',
        confirmpassword: 'Changed-pass-9!',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, code: 200, message: '密码修改成功！' });

      expect((await call('GET', '/sys/role/queryall', current)).statusCode).toBe(200);
      expect((await call('GET', '/sys/role/queryall', other)).statusCode).toBe(401);
      await expect(t.login(username, password)).rejects.toThrow(/401/);
      await expect(t.login(username, 'Changed-pass-9!')).resolves.toBeTypeOf('string');
      t.seed.staff.password = 'Changed-pass-9!';
    });
  });

  describe('departments', () => {
    it('lists the current user departments and switches only to one of them', async () => {
      const staff = await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.staff.username)
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('sys_user_depart')
        .values({ id: newId(), user_id: staff.id, dep_id: departId('A01A03') })
        .execute();
      const token = await t.login(t.seed.staff.username, t.seed.staff.password);

      const departs = await call('GET', '/sys/user/getCurrentUserDeparts', token);
      expect(departs.json().result.list.map((d: { orgCode: string }) => d.orgCode)).toEqual([
        'A01A01',
        'A01A03',
      ]);
      expect(departs.json().result.orgCode).toBe('A01A01');

      const switched = await call('PUT', '/sys/selectDepart', token, { orgCode: 'A01A03' });
      expect(switched.statusCode).toBe(200);
      expect(switched.json().result.userInfo).toMatchObject({
        username: t.seed.staff.username,
        orgCode: 'A01A03',
      });
      expect(switched.json().result.userInfo).not.toHaveProperty('password_hash');

      const foreign = await call('POST', '/sys/selectDepart', token, { orgCode: 'A01A02' });
      expect(foreign.statusCode).toBe(403);
      const row = await t.app.db
        .selectFrom('sys_user')
        .select('org_code')
        .where('id', '=', staff.id)
        .executeTakeFirstOrThrow();
      expect(row.org_code).toBe('A01A03');
    });

    it('reports a missing orgCode as a field error', async () => {
      const token = await t.login(t.seed.admin.username, t.seed.admin.password);
      const response = await call('PUT', '/sys/selectDepart', token, {});
      expect(response.statusCode).toBe(422);
      expect(response.json().result).toEqual([{ field: 'orgCode', message: '不能为空' }]);
    });
  });

  it('lists the roles for pickers: every role for an admin, a customer only those it holds or may grant', async () => {
    const admin = await t.login(t.seed.admin.username, t.seed.admin.password);
    const all = await call('GET', '/sys/role/queryall', admin);
    expect(
      all
        .json()
        .result.map((r: { roleCode: string }) => r.roleCode)
        .sort(),
    ).toEqual(['admin', 'customer_main', 'customer_sub', 'staff']);
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const response = await call('GET', '/sys/role/queryall', token);
    expect(
      response
        .json()
        .result.map((r: { roleCode: string }) => r.roleCode)
        .sort(),
    ).toEqual(['customer_main', 'customer_sub']);
    expect(response.json().result[0]).toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{32}$/), roleName: expect.any(String) }),
    );
  });
});
