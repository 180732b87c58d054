/**
 * The personal info page (schemas/pages/account-settings.json, a detail page of "record": "self"):
 * every signed-in user loads it and their own record through it, never anyone else's, never a
 * password hash, with dictionary texts and department names in the request language.
 */
import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { departId } from '../../src/server/seed/departs';
import { describeOnOneBackend } from './helpers/suite';
import { otherCompanyCustomer } from '../fixtures/crud-helpers';

describeOnOneBackend('account settings page', (t) => {
  beforeAll(async () => {
    // The demo customer with a sex, a phone and a department, so each kind of value is answered.
    const customer = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('sys_user')
      .set({ sex: '2', phone: '13800000000', email: 'demo@example.com' })
      .where('id', '=', customer.id)
      .execute();
    await t.app.db
      .insertInto('sys_user_depart')
      .values({ id: newId(), user_id: customer.id, dep_id: departId('A01A02') })
      .execute();
  });

  it('answers the page to a customer, who holds no user-list permission', async () => {
    const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    // The user list stays closed to them: only the self page is open.
    expect((await customer.get('/sys/schema/page/sys-user-list')).status).toBe(403);
    const r = await customer.get('/sys/schema/page/account-settings');
    expect(r.status).toBe(200);
    expect(r.body.result.page).toMatchObject({
      $id: 'account-settings',
      kind: 'detail',
      record: 'self',
      entity: 'sys_user',
    });
    expect(r.body.result.entity['x-table']).toBe('sys_user');
  });

  it("answers the customer's own record with dictionary texts and department names, no secret", async () => {
    const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    const zh = await customer.get('/sys/schema/page/account-settings/self');
    expect(zh.status).toBe(200);
    expect(zh.body.result).toMatchObject({
      username: t.seed.customer.username,
      realname: '演示客户',
      sex: '2',
      sex_dictText: '女',
      phone: '13800000000',
      email: 'demo@example.com',
      selecteddeparts: departId('A01A02'),
      selecteddeparts_dictText: '产品认证事业部',
    });
    // Only what the page shows (and the id): no account state, no roles, no secret.
    expect(Object.keys(zh.body.result).sort()).toEqual(
      [
        'avatar',
        'birthday',
        'email',
        'id',
        'phone',
        'realname',
        'selecteddeparts',
        'selecteddeparts_dictText',
        'sex',
        'sex_dictText',
        'username',
      ].sort(),
    );
    const en = await customer.get('/sys/schema/page/account-settings/self', 'en-US');
    expect(en.body.result).toMatchObject({
      sex_dictText: 'Female',
      selecteddeparts_dictText: 'Product Certification Division',
    });
    const raw = JSON.stringify([zh.body, en.body]);
    expect(raw).not.toMatch(/password|argon2|failed_logins|lockedUntil/i);
  });

  it("reads only the caller's record: another customer and the staff each get their own", async () => {
    const other = await otherCompanyCustomer(t.app.db, 'settings');
    const otherApi = await t.as(other.username, other.password);
    const mine = await otherApi.get('/sys/schema/page/account-settings/self');
    expect(mine.status).toBe(200);
    expect(mine.body.result).toMatchObject({
      id: other.userId,
      username: other.username,
      selecteddeparts: '',
      selecteddeparts_dictText: '',
    });
    expect(JSON.stringify(mine.body)).not.toContain(t.seed.customer.username);
    // The route takes no id: a query naming someone else changes nothing.
    const customerRow = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    const tried = await otherApi.get(`/sys/schema/page/account-settings/self?id=${customerRow.id}`);
    expect(tried.body.result.id).toBe(other.userId);
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    expect((await staff.get('/sys/schema/page/account-settings/self')).body.result.username).toBe(
      t.seed.staff.username,
    );
  });

  it('answers no record for a page that is not a self detail page, and nothing to an anonymous caller', async () => {
    const { admin } = t;
    expect((await admin.get('/sys/schema/page/sys-user-list/self')).status).toBe(404);
    expect((await admin.get('/sys/schema/page/nope/self')).status).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/sys/schema/page/account-settings/self' })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/sys/schema/page/account-settings' })).statusCode).toBe(
      401,
    );
  });
});
