/** GET /sys/schema/page/:id: page plus entity with system fields, guarded by the entity's list code; a dashboard alone, by its own code. */
import { expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { api } from '../fixtures/crud-helpers';
import type { DashboardPage } from '../../src/shared/schema/dashboard-page';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';

describeOnOneBackend('schema pages', (t) => {
  it('answers the page and its entity to a permitted user', async () => {
    const admin = api(t.app, await t.login(t.seed.admin.username, t.seed.admin.password));
    const r = await admin.get('/sys/schema/page/sys-user-list');
    expect(r.status).toBe(200);
    expect(r.body.result.page.$id).toBe('sys-user-list');
    expect(r.body.result.entity['x-table']).toBe('sys_user');
    expect(Object.keys(r.body.result.entity.properties)).toEqual(
      expect.arrayContaining(['id', 'createTime', 'username', 'password']),
    );
    expect((await admin.get('/sys/schema/page/nope')).status).toBe(404);
    expect((await admin.get('/sys/schema/page/..%2F..%2Fpackage')).status).toBe(404);
  });

  it('refuses a user without the list code and an anonymous caller', async () => {
    const customer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
    expect((await customer.get('/sys/schema/page/sys-user-list')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/sys/schema/page/sys-user-list' })).statusCode).toBe(
      401,
    );
  });

  it('answers a dashboard page alone (no entity) to holders of its code, and refuses the others', async () => {
    const staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    for (const id of ['dashboard-workplace', 'dashboard-task']) {
      const r = await staff.get(`/sys/schema/page/${id}`);
      expect(r.status).toBe(200);
      expect(r.body.result.page).toMatchObject({ $id: id, kind: 'dashboard' });
      expect(r.body.result.entity).toBeUndefined();
      // Its blocks read a route the server has, which answers this user.
      const source = r.body.result.page.blocks[0].source as string;
      expect((await staff.get(source)).status).toBe(200);
    }
    // The menu grants the dashboards to admin and staff only.
    const customer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
    expect((await customer.get('/sys/schema/page/dashboard-workplace')).status).toBe(403);
    expect((await customer.get('/sys/schema/page/dashboard-task')).status).toBe(403);
  });

  it('answers the home figures to every role, each seeing blocks whose routes answer it and no other', async () => {
    for (const who of ['admin', 'staff', 'customer'] as const) {
      const client = api(t.app, await t.login(t.seed[who].username, t.seed[who].password));
      const r = await client.get('/sys/schema/page/dashboard-home');
      expect(r.status, who).toBe(200);
      const page = r.body.result.page as DashboardPage;
      const row = await t.app.db
        .selectFrom('sys_user')
        .select('user_type')
        .where('username', '=', t.seed[who].username)
        .executeTakeFirstOrThrow();
      const user = { userType: row.user_type };
      // The codes the user holds, as the shell reads them (the visit figures are the administrator's,
      // the customer's lists need their list codes).
      const menu = await client.get('/sys/permission/getCustomerMenu');
      const codes = new Set((menu.body.result.auth as Array<{ action: string }>).map((a) => a.action));
      // What the page shows this user (its audience and permission).
      const shown = page.blocks.filter(
        (block) =>
          (block.audience === undefined || logicTruthy(block.audience, { user })) &&
          (block.permission === undefined || codes.has(block.permission)),
      );
      expect(shown.length, who).toBeGreaterThan(0);
      for (const source of new Set(shown.map((block) => block.source)))
        expect((await client.get(source)).status, `${who} ${source}`).toBe(200);
      if (who === 'customer')
        expect(
          shown.map((block) => block.source),
          who,
        ).toContain('/isps/nonconformity/list');
    }
  });
});
