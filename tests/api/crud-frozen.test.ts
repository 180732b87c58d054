/** PUT /sys/user/frozenBatch (S19 closed): permission, administrator accounts refused, frozen tokens stop working. */
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { api, type Api } from '../fixtures/crud-helpers';

describeOnOneBackend('frozenBatch', (t) => {
  let admin: Api;

  beforeAll(async () => {
    admin = t.admin;
  });

  const idOf = async (username: string) =>
    (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('needs system:user:frozen', async () => {
    const customer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
    const r = await customer.send('PUT', '/sys/user/frozenBatch', {
      ids: await idOf(t.seed.staff.username),
      status: '2',
    });
    expect(r.status).toBe(403);
  });

  it('refuses administrator accounts with the spec message and changes nothing', async () => {
    const adminId = await idOf(t.seed.admin.username);
    const staffId = await idOf(t.seed.staff.username);
    const r = await admin.send('PUT', '/sys/user/frozenBatch', { ids: `${staffId},${adminId}`, status: '2' });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('不允许对管理员账号进行此操作');
    const staff = await t.app.db
      .selectFrom('sys_user')
      .select('status')
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
    expect(staff.status).toBe('1');
  });

  it('freezing revokes the user token at once; unfreezing lets them log in again', async () => {
    const token = await t.login(t.seed.staff.username, t.seed.staff.password);
    const staff = api(t.app, token);
    expect((await staff.get('/sys/permission/getCustomerMenu')).status).toBe(200);
    const r = await admin.send('PUT', '/sys/user/frozenBatch', {
      ids: `${await idOf(t.seed.staff.username)},`,
      status: '2',
    });
    expect(r.status).toBe(200);
    expect((await staff.get('/sys/permission/getCustomerMenu')).status).toBe(401);
    await expect(t.login(t.seed.staff.username, t.seed.staff.password)).rejects.toThrow();
    expect(
      (
        await admin.send('PUT', '/sys/user/frozenBatch', {
          ids: await idOf(t.seed.staff.username),
          status: '1',
        })
      ).status,
    ).toBe(200);
    await t.login(t.seed.staff.username, t.seed.staff.password);
  });

  it('refuses a bad status or ids', async () => {
    expect((await admin.send('PUT', '/sys/user/frozenBatch', { ids: 'x', status: '9' })).status).toBe(400);
    expect(
      (await admin.send('PUT', '/sys/user/frozenBatch', { ids: "1' or '1'='1", status: '2' })).status,
    ).toBe(400);
  });
});
