/**
 * Announcements: writing (drafts only, recipients required, hostile HTML cleaned),
 * publishing to everyone / users / roles / companies, who sees what (listByUser, the user's list,
 * queryById — a user of company A never sees company B's message, by id neither), marking read
 * (only one's own row), read all, revoking (hidden everywhere), urgent ones mailed (outbox).
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { sendSystemMessage } from '../../src/server/notice/system-message';
import { roleId } from '../../src/server/seed/roles';
import { addAnnouncement } from './helpers/announcements';
import { describeOnOneBackend } from './helpers/suite';

interface Item {
  id: string;
  titile: string;
  msgContent: string | null;
}

describeOnOneBackend('announcements', (t) => {
  let customer: Api;
  let staff: Api;
  let other: Api;
  let customerId = '';
  let companyA = '';
  let staffId = '';
  let otherCompany = '';

  beforeAll(async () => {
    const me = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'company_id'])
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    customerId = me.id;
    companyA = me.company_id!;
    staffId = (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.staff.username)
        .executeTakeFirstOrThrow()
    ).id;
    const b = await otherCompanyCustomer(t.app.db, 'annt_b');
    otherCompany = b.companyId;
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    other = await t.as(b.username, b.password);
  });

  const add = (body: Record<string, unknown>) => addAnnouncement(t.admin, body);
  const publish = async (id: string) =>
    (await t.admin.get(`/sys/annountCement/doReleaseData?id=${id}`)).status;
  const bell = async (who: Api) =>
    (await who.get('/sys/annountCement/listByUser')).body.result as {
      anntMsgList: Item[];
      anntMsgTotal: number;
      sysMsgList: Item[];
      sysMsgTotal: number;
    };
  const sees = async (who: Api, id: string) => (await bell(who)).anntMsgList.some((item) => item.id === id);

  it('refuses an addressed announcement without its recipients (422 on the field)', async () => {
    for (const [msgType, field] of [
      ['USER', 'userIds'],
      ['ROLE', 'roleIds'],
      ['COMPANY', 'companyIds'],
    ] as const) {
      const r = await t.admin.send('POST', '/sys/annountCement/add', { titile: 'x', priority: 'L', msgType });
      expect(r.status).toBe(422);
      expect(r.body.result).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('cleans hostile HTML on write and addresses a company: B never sees A’s message, by id neither', async () => {
    const hostile =
      '<p onclick="alert(1)">hi<img src="x" onerror="alert(2)"></p><script>alert(3)</script>' +
      '<a href="javascript:alert(4)">link</a><svg><script>alert(5)</script><circle onload="alert(6)"/></svg>';
    const id = await add({
      titile: 'Company A only',
      msgType: 'COMPANY',
      companyIds: companyA,
      msgContent: hostile,
    });
    const stored = await t.app.db
      .selectFrom('sys_announcement')
      .select(['msg_content', 'send_status', 'sender'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.send_status).toBe('0');
    expect(stored.sender).toBe(t.seed.admin.username);
    expect(stored.msg_content).toContain('hi');
    for (const bad of ['<script', 'onerror', 'onclick', 'onload', 'javascript:', '<svg', 'alert('])
      expect(stored.msg_content).not.toContain(bad);

    // A draft reaches nobody.
    expect(await sees(customer, id)).toBe(false);
    expect(await publish(id)).toBe(200);
    expect(await sees(customer, id)).toBe(true);
    expect(await sees(other, id)).toBe(false);
    expect(await sees(staff, id)).toBe(false);

    const detail = await customer.get(`/sys/annountCement/queryById?id=${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result.titile).toBe('Company A only');
    expect(detail.body.result.msgContent).toBe(stored.msg_content);
    const admin = await t.app.db
      .selectFrom('sys_user')
      .select('realname')
      .where('username', '=', t.seed.admin.username)
      .executeTakeFirstOrThrow();
    expect(detail.body.result.senderName).toBe(admin.realname);
    expect((await other.get(`/sys/annountCement/queryById?id=${id}`)).status).toBe(404);
    const otherList = await other.get('/sys/annountCement/list?pageSize=100');
    expect(otherList.body.result.records.map((r: Item) => r.id)).not.toContain(id);
    const otherMine = await other.get('/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=100');
    expect(otherMine.body.result.records.map((r: { anntId: string }) => r.anntId)).not.toContain(id);
    // The other company's own message stays out of A's lists.
    const forB = await add({ titile: 'Company B only', msgType: 'COMPANY', companyIds: otherCompany });
    expect(await publish(forB)).toBe(200);
    expect(await sees(other, forB)).toBe(true);
    expect(await sees(customer, forB)).toBe(false);
    expect((await customer.get(`/sys/annountCement/queryById?id=${forB}`)).status).toBe(404);
  });

  it('addresses everyone, chosen users and roles', async () => {
    const all = await add({ titile: 'Everyone' });
    const users = await add({ titile: 'Staff user', msgType: 'USER', userIds: staffId });
    const roles = await add({ titile: 'Customer role', msgType: 'ROLE', roleIds: roleId('customer_main') });
    for (const id of [all, users, roles]) expect(await publish(id)).toBe(200);
    expect([await sees(customer, all), await sees(staff, all), await sees(other, all)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([await sees(customer, users), await sees(staff, users), await sees(other, users)]).toEqual([
      false,
      true,
      false,
    ]);
    expect([await sees(customer, roles), await sees(staff, roles), await sees(other, roles)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('edits only drafts and publishes only once (409)', async () => {
    const id = await add({ titile: 'Draft' });
    const draftEdit = await t.admin.send('PUT', '/sys/annountCement/edit', {
      id,
      titile: 'Draft 2',
      priority: 'M',
      msgType: 'ALL',
    });
    expect(draftEdit.status, JSON.stringify(draftEdit.body)).toBe(200);
    expect(await publish(id)).toBe(200);
    const edit = await t.admin.send('PUT', '/sys/annountCement/edit', {
      id,
      titile: 'Changed',
      priority: 'M',
      msgType: 'ALL',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('只有未发布的通告可以编辑');
    expect(await publish(id)).toBe(409);
    // Customers may not write or publish.
    expect(
      (await customer.send('POST', '/sys/annountCement/add', { titile: 'x', priority: 'L', msgType: 'ALL' }))
        .status,
    ).toBe(403);
    expect((await customer.get(`/sys/annountCement/doReleaseData?id=${id}`)).status).toBe(403);
  });

  it('marks read only the caller’s own row; read all clears the caller’s unread', async () => {
    const id = await add({ titile: 'Read me' });
    expect(await publish(id)).toBe(200);
    const before = await bell(customer);
    // Someone else marking this id read changes only their own row.
    expect(
      (await staff.send('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id })).status,
    ).toBe(200);
    expect(await sees(customer, id)).toBe(true);
    expect(await sees(staff, id)).toBe(false);
    expect(
      (await customer.send('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id })).status,
    ).toBe(200);
    const after = await bell(customer);
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1);
    expect(after.anntMsgList.some((item) => item.id === id)).toBe(false);
    const row = await t.app.db
      .selectFrom('sys_announcement_send')
      .select(['read_flag', 'read_time'])
      .where('annt_id', '=', id)
      .where('user_id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(row.read_flag).toBe('1');
    expect(row.read_time).toBeInstanceOf(Date);

    const read = await customer.get('/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=1&pageSize=100');
    expect(read.body.result.records.find((r: { anntId: string }) => r.anntId === id)).toMatchObject({
      readFlag: '1',
      titile: 'Read me',
    });

    // A system message lands in the other list; read all clears both.
    await t.app.db.transaction().execute((trx) =>
      sendSystemMessage(trx, {
        title: { 'zh-CN': 'System says', 'en-US': 'System says' },
        content: { 'zh-CN': 'c', 'en-US': 'c' },
        userIds: [customerId],
      }),
    );
    const withSys = await bell(customer);
    expect(withSys.sysMsgList.map((item) => item.titile)).toContain('System says');
    expect((await customer.send('PUT', '/sys/sysAnnouncementSend/readAll')).status).toBe(200);
    const cleared = await bell(customer);
    expect([cleared.anntMsgTotal, cleared.sysMsgTotal, cleared.anntMsgList.length]).toEqual([0, 0, 0]);
    const unread = await customer.get('/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=0');
    expect(unread.body.result.total).toBe(0);
    // Staff's own unread are untouched by the customer's read all.
    expect((await bell(staff)).anntMsgTotal).toBeGreaterThan(0);
  });

  it('revoking hides it from every list and from queryById', async () => {
    const id = await add({ titile: 'To revoke' });
    expect(await publish(id)).toBe(200);
    expect(await sees(staff, id)).toBe(true);
    const r = await t.admin.get(`/sys/annountCement/doReovkeData?id=${id}`);
    expect(r.status).toBe(200);
    expect(await sees(staff, id)).toBe(false);
    expect((await staff.get(`/sys/annountCement/queryById?id=${id}`)).status).toBe(404);
    const mine = await staff.get('/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=200');
    expect(mine.body.result.records.map((x: { anntId: string }) => x.anntId)).not.toContain(id);
    expect((await t.admin.get(`/sys/annountCement/doReovkeData?id=${id}`)).status).toBe(409);
    const stored = await t.app.db
      .selectFrom('sys_announcement')
      .select(['send_status', 'cancel_time'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.send_status).toBe('2');
    expect(stored.cancel_time).toBeInstanceOf(Date);
  });

  it('mails an urgent announcement to every recipient with an email (outbox without SMTP)', async () => {
    await t.app.db
      .updateTable('sys_user')
      .set({ email: 'annt-customer@example.com' })
      .where('id', '=', customerId)
      .execute();
    await t.app.db.updateTable('sys_user').set({ email: null }).where('id', '=', staffId).execute();
    const id = await add({
      titile: 'Urgent: power cut',
      priority: 'H',
      msgType: 'USER',
      userIds: `${customerId},${staffId}`,
      msgContent: '<p>Save&nbsp;your work &amp; log out</p>',
    });
    expect(await publish(id)).toBe(200);
    const mails = await t.app.db
      .selectFrom('sys_outbox')
      .select(['recipient', 'subject', 'text'])
      .where(sql<boolean>`subject like ${'%Urgent: power cut%'}`)
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({ recipient: 'annt-customer@example.com', text: 'Save your work & log out' }),
    ]);
    expect(mails[0]!.subject).toContain('紧急通告');
    // A general one is not mailed.
    const general = await add({ titile: 'General: lunch', msgType: 'USER', userIds: customerId });
    expect(await publish(general)).toBe(200);
    expect(
      await t.app.db
        .selectFrom('sys_outbox')
        .select('id')
        .where(sql<boolean>`subject like ${'%General: lunch%'}`)
        .execute(),
    ).toEqual([]);
  });
});
