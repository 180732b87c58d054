/**
 * Announcements and company activation run as x-workflow transitions (their states, stamps and
 * texts are the entities' data): the spec's routes keep their answers, an announcement that is not
 * a draft refuses the edit with the workflow's message, publishing stamps the time and the
 * publisher, the page buttons' PUT <x-api>/<transition> does what the spec's GET does (send rows,
 * urgent mail after the commit), and a company step served only by its module has no generic route.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { addAnnouncement } from './helpers/announcements';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend('announcement and company workflows', (t) => {
  let staff: Api;
  let customerId = '';

  beforeAll(async () => {
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    customerId = (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.customer.username)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const add = (body: Record<string, unknown>) => addAnnouncement(t.admin, body);
  const announcement = (id: string) =>
    t.app.db
      .selectFrom('sys_announcement')
      .select(['titile', 'send_status', 'send_time', 'sender', 'cancel_time'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('publishes through GET doReleaseData: the spec answer, the time and the publisher stamped; then no edit', async () => {
    const id = await add({ titile: 'Stamped' });
    // Written by someone else: the publisher becomes the sender.
    await t.app.db.updateTable('sys_announcement').set({ sender: 'somebody' }).where('id', '=', id).execute();
    const draft = await t.admin.send('PUT', '/sys/annountCement/edit', {
      id,
      titile: 'Stamped, edited',
      priority: 'L',
      msgType: 'ALL',
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);

    const before = Date.now();
    const r = await t.admin.get(`/sys/annountCement/doReleaseData?id=${id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: '该系统通知发布成功', result: null });
    const published = await announcement(id);
    expect(published).toMatchObject({ send_status: '1', sender: t.seed.admin.username });
    expect(published.send_time!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const edit = await t.admin.send('PUT', '/sys/annountCement/edit', {
      id,
      titile: 'Changed after publishing',
      priority: 'L',
      msgType: 'ALL',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('只有未发布的通告可以编辑');
    expect((await announcement(id)).titile).toBe('Stamped, edited');

    const again = await t.admin.get(`/sys/annountCement/doReleaseData?id=${id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该通告已发布或已撤销，不能再次发布');
    expect((await t.admin.get(`/sys/annountCement/doReleaseData?id=${'f'.repeat(32)}`)).status).toBe(404);
  });

  it('the list buttons (PUT release / revoke) fix the recipients, mail an urgent one and stamp the revoke', async () => {
    await t.app.db
      .updateTable('sys_user')
      .set({ email: 'wf-customer@example.com' })
      .where('id', '=', customerId)
      .execute();
    const id = await add({ titile: 'Urgent by button', priority: 'H', msgType: 'USER', userIds: customerId });
    const released = await t.admin.send('PUT', '/sys/annountCement/release', { id });
    expect(released.status).toBe(200);
    expect(released.body.message).toBe('该系统通知发布成功');
    expect(released.body.result).toMatchObject({ id, sendStatus: '1', sender: t.seed.admin.username });
    const sent = await t.app.db
      .selectFrom('sys_announcement_send')
      .select('user_id')
      .where('annt_id', '=', id)
      .execute();
    expect(sent.map((s) => s.user_id)).toEqual([customerId]);
    const mails = await t.app.db
      .selectFrom('sys_outbox')
      .select('recipient')
      .where(sql<boolean>`subject like ${'%Urgent by button%'}`)
      .execute();
    expect(mails).toEqual([{ recipient: 'wf-customer@example.com' }]);

    const revoked = await t.admin.send('PUT', '/sys/annountCement/revoke', { id });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('该系统通知撤销成功');
    const stored = await announcement(id);
    expect(stored.send_status).toBe('2');
    expect(stored.cancel_time).toBeInstanceOf(Date);
    expect((await t.admin.send('PUT', '/sys/annountCement/revoke', { id })).body.message).toBe(
      '只有已发布的通告可以撤销',
    );
  });

  it('approves a company through its own route (spec answer, stamps, old reason cleared); no generic submit route', async () => {
    const { companyId } = await otherCompanyCustomer(t.app.db, 'wfco');
    await t.app.db
      .updateTable('cust_company')
      .set({ status: 'pending', failure_reason: 'an old reason' })
      .where('id', '=', companyId)
      .execute();
    const r = await staff.send('PUT', '/isps/company/approve', { id: companyId });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: '已审核通过', result: null });
    const row = await t.app.db
      .selectFrom('cust_company')
      .select(['status', 'failure_reason', 'decided_by', 'decided_at'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'activated',
      failure_reason: null,
      decided_by: t.seed.staff.username,
    });
    expect(row.decided_at).toBeInstanceOf(Date);
    // submit is fired only by POST /isps/company/submit on the caller's own company.
    expect((await t.admin.send('PUT', '/isps/company/submit', { id: companyId })).status).toBe(404);
  });
});
