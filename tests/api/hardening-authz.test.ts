/**
 * Authorisation: staff see their division's accounts only, administrators are invisible
 * to non-administrators, a customer's new accounts are its company's sub-accounts, a customer's
 * duplicate check reveals no other company's usernames, and customers read only their own buttons
 * and the roles they hold or may grant.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { api, grant, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { newId } from '../../src/server/db/ids';

const USER_CODES = ['system:user:list', 'system:user:add', 'system:user:export'];

describeOnOneBackend('authorisation hardening', (t) => {
  let staff: Api;
  let customer: Api;
  let customerToken = '';
  let other: Awaited<ReturnType<typeof otherCompanyCustomer>>;

  beforeAll(async () => {
    await grant(t.app.db, 'customer_main', USER_CODES);
    other = await otherCompanyCustomer(t.app.db);
    // A staff account of another division.
    const divisionId = newId();
    await t.app.db
      .insertInto('sys_depart')
      .values({
        id: divisionId,
        depart_name: 'Other division',
        org_code: 'OTHERDIV',
        org_type: '1',
        sort_no: 9,
      })
      .execute();
    await t.app.db
      .insertInto('sys_user')
      .values({
        id: newId(),
        username: 'otherdivstaff',
        realname: 'Other division staff',
        password_hash: '!x',
        user_type: 'staff',
        division_id: divisionId,
        status: '1',
        del_flag: '0',
      })
      .execute();
    staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    customerToken = await t.login(t.seed.customer.username, t.seed.customer.password);
    customer = api(t.app, customerToken);
  });

  const usernames = (body: { result: { records: Array<{ username: string }> } }) =>
    body.result.records.map((r) => r.username);

  it("staff list only their division's accounts, never an administrator", async () => {
    const r = await staff.get('/sys/user/list?pageSize=100');
    expect(r.status).toBe(200);
    const names = usernames(r.body);
    expect(names).toContain(t.seed.staff.username);
    expect(names).not.toContain('otherdivstaff');
    expect(names).not.toContain(t.seed.admin.username);
    expect(names).not.toContain(other.username);
    expect(r.body.result.total).toBe(names.length);
  });

  it('an administrator account is 404 by id and absent from exports for non-administrators', async () => {
    const admin = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', t.seed.admin.username)
      .executeTakeFirstOrThrow();
    expect((await customer.get(`/sys/user/queryById?id=${admin.id}`)).status).toBe(404);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/sys/user/exportXls?selections=${admin.id}`,
      headers: { 'x-access-token': customerToken },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.toString('latin1')).not.toContain(t.seed.admin.username);
  });

  it("a customer's new account is a sub-account of the customer's company", async () => {
    const r = await customer.send('POST', '/sys/user/add', {
      username: 'cust_sub_1',
      realname: 'Sub',
      password: 'Zx#9vLq2!mPw',
    });
    expect(r.status).toBe(200);
    const row = await t.app.db
      .selectFrom('sys_user')
      .select(['user_type', 'company_id'])
      .where('username', '=', 'cust_sub_1')
      .executeTakeFirstOrThrow();
    const creator = await t.app.db
      .selectFrom('sys_user')
      .select('company_id')
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 'customer_sub', company_id: creator.company_id });
  });

  it("a customer's duplicate check does not reveal another company's or an administrator's username, and saving it is still refused", async () => {
    for (const taken of [other.username, t.seed.admin.username]) {
      const check = await customer.get(
        `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=${taken}`,
      );
      expect(check.status).toBe(200);
      expect(check.body.message).toBe('该值可用！');
    }
    const own = await customer.get(
      `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=${t.seed.customer.username}`,
    );
    expect(own.status).toBe(409);
    const r = await customer.send('POST', '/sys/user/add', {
      username: other.username,
      realname: 'Clash',
      password: 'Zx#9vLq2!mPw',
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('该值不可用，系统中已存在！');
    expect(
      await t.app.db.selectFrom('sys_user').select('id').where('realname', '=', 'Clash').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('a customer reads only its own button codes', async () => {
    const r = await customer.get('/sys/permission/getCustomerMenu');
    expect(r.status).toBe(200);
    // Codes, not entries: a code may be declared by more than one button.
    const all = [
      ...new Set(
        (r.body.result.allAuth as Array<{ action: string; status: string }>)
          .filter((b) => b.status === '1')
          .map((b) => b.action),
      ),
    ].sort();
    const own = [...new Set((r.body.result.auth as Array<{ action: string }>).map((b) => b.action))].sort();
    expect(all).toEqual(own);
    expect(all).not.toContain('system:role:delete');
    const asAdmin = api(t.app, await t.login(t.seed.admin.username, t.seed.admin.password));
    const adminAll = (await asAdmin.get('/sys/permission/getCustomerMenu')).body.result.allAuth as Array<{
      action: string;
    }>;
    expect(adminAll.map((b) => b.action)).toContain('system:role:delete');
  });

  it('a customer reads only the roles it holds or may grant', async () => {
    const r = await customer.get('/sys/role/queryall');
    expect(r.status).toBe(200);
    const codes = (r.body.result as Array<{ roleCode: string }>).map((x) => x.roleCode);
    expect(codes).toContain('customer_main');
    expect(codes).not.toContain('admin');
    expect(codes).not.toContain('staff');
    await grant(t.app.db, 'customer_main', ['system:role:list']);
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const list = await api(t.app, token).get('/sys/role/list?pageSize=100');
    expect(list.status).toBe(200);
    const listed = (list.body.result.records as Array<{ roleCode: string }>).map((x) => x.roleCode);
    expect(listed).toContain('customer_main');
    expect(listed).not.toContain('admin');
    expect(listed).not.toContain('staff');
  });
});
