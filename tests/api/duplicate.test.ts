/** GET /sys/duplicate/check (S1 closed): only registered tables and their x-unique fields, never SQL. */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { api, type Api } from '../fixtures/crud-helpers';

describeEachBackend('duplicate check', (t) => {
  let admin: Api;
  const check = (q: Record<string, string>) =>
    admin.get(`/sys/duplicate/check?${new URLSearchParams(q).toString()}`);

  beforeAll(async () => {
    admin = t.admin;
  });

  it('answers taken and available', async () => {
    const taken = await check({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: t.seed.admin.username,
    });
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_here' });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const role = await check({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'admin' });
    expect(role.body.success).toBe(false);
  });

  it('excludes the record being edited', async () => {
    const me = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', t.seed.admin.username)
      .executeTakeFirstOrThrow();
    const r = await check({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: t.seed.admin.username,
      dataId: me.id,
    });
    expect(r.body.success).toBe(true);
  });

  it.each([
    { tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'x' },
    { tableName: 'sys_user', fieldName: 'password', fieldVal: 'x' },
    { tableName: 'sys_user', fieldName: 'realname', fieldVal: 'x' },
    { tableName: 'sys_session', fieldName: 'id', fieldVal: 'x' },
    { tableName: 'sys_user where 1=1;--', fieldName: 'username', fieldVal: 'x' },
    { tableName: 'sys_user', fieldName: 'username) or (1=1', fieldVal: 'x' },
    { tableName: 'pg_catalog.pg_user', fieldName: 'usename', fieldVal: 'postgres' },
    { tableName: 'sys_user', fieldName: 'username', fieldVal: 'x', dataId: "1' or '1'='1" },
    { tableName: '__proto__', fieldName: 'username', fieldVal: 'x' },
  ] as Array<Record<string, string>>)('refuses %o with 400', async (q) => {
    const r = await check(q);
    expect(r.status).toBe(400);
    expect((await t.app.db.selectFrom('sys_user').select('id').execute()).length).toBeGreaterThan(0);
  });

  it('needs one of the entity permission codes', async () => {
    const customer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
    expect(
      (await customer.get('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin'))
        .status,
    ).toBe(403);
  });
});
