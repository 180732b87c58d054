/**
 * The user's own message list as a CRUD list (entity sys_announcement_my, /isps/userAnnouncement's
 * schema page): only the caller's own send rows of published announcements, administrators included;
 * filters by title, type and read state; dictionary texts; the announcement's id and target for opening.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Api } from '../fixtures/crud-helpers';
import { otherCompanyCustomer } from '../fixtures/crud-helpers';
import { newId } from '../../src/server/db/ids';
import { addAnnouncement } from './helpers/announcements';
import { describeOnOneBackend } from './helpers/suite';

const LIST = '/sys/sysAnnouncementSend/my/list';

interface MyRow {
  id: string;
  anntId: string;
  titile: string;
  readFlag: string;
  readFlag_dictText: string;
  msgCategory_dictText: string;
  priority_dictText: string;
  senderName: string;
  openType: string | null;
}

describeOnOneBackend('the user’s own message list', (t) => {
  let customer: Api;
  let staff: Api;
  let forCustomer = '';
  let forEveryone = '';
  let draft = '';
  let revoked = '';

  const add = (body: Record<string, unknown>) => addAnnouncement(t.admin, body);
  const publish = async (id: string) =>
    expect((await t.admin.get(`/sys/annountCement/doReleaseData?id=${id}`)).status).toBe(200);
  const list = async (who: Api, query = '') => {
    const r = await who.get(`${LIST}?pageSize=100${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.records as MyRow[];
  };
  const titles = (rows: MyRow[]) => rows.map((r) => r.titile).sort();

  beforeAll(async () => {
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    const me = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    forCustomer = await add({ titile: 'MY 客户专属', msgType: 'USER', userIds: me.id, priority: 'H' });
    forEveryone = await add({ titile: 'MY 全体', msgCategory: '2' });
    draft = await add({ titile: 'MY 草稿' });
    revoked = await add({ titile: 'MY 已撤销' });
    for (const id of [forCustomer, forEveryone, revoked]) await publish(id);
    expect((await t.admin.get(`/sys/annountCement/doReovkeData?id=${revoked}`)).status).toBe(200);
  });

  it('answers only the caller’s own published messages, administrators included', async () => {
    expect(titles(await list(customer, '&titleSearch=*MY*'))).toEqual(['MY 全体', 'MY 客户专属']);
    expect(titles(await list(staff, '&titleSearch=*MY*'))).toEqual(['MY 全体']);
    expect(titles(await list(t.admin, '&titleSearch=*MY*'))).toEqual(['MY 全体']);
    expect(draft).not.toBe('');
  });

  it('finds a message by its title in either language', async () => {
    // As a system message is stored: the zh-CN title, and the en-US one beside it.
    const id = await add({ titile: 'XY 双语' });
    await t.app.db
      .updateTable('sys_announcement')
      .set({ titile_en: 'XY bilingual notice' })
      .where('id', '=', id)
      .execute();
    await publish(id);
    expect(titles(await list(customer, '&titleSearch=*BILINGUAL*'))).toEqual(['XY 双语']);
    expect(titles(await list(customer, '&titleSearch=*双语*'))).toEqual(['XY 双语']);
  });

  it('names the send row and its announcement, with texts for type, priority, read state and sender', async () => {
    const [row] = await list(customer, '&titleSearch=*客户专属*');
    const sendRow = await t.app.db
      .selectFrom('sys_announcement_send')
      .select('id')
      .where('annt_id', '=', forCustomer)
      .executeTakeFirstOrThrow();
    const admin = await t.app.db
      .selectFrom('sys_user')
      .select('realname')
      .where('username', '=', t.seed.admin.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: sendRow.id,
      anntId: forCustomer,
      readFlag: '0',
      readFlag_dictText: '未读',
      priority_dictText: '紧急',
      msgCategory_dictText: '通知公告',
      senderName: admin.realname,
    });
  });

  it('filters by type and read state, following what the user read', async () => {
    expect(titles(await list(customer, '&titleSearch=*MY*&msgCategory=2'))).toEqual(['MY 全体']);
    const put = await customer.send('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      anntId: forEveryone,
    });
    expect(put.status).toBe(200);
    expect(titles(await list(customer, '&titleSearch=*MY*&readFlag=1'))).toEqual(['MY 全体']);
    expect(titles(await list(customer, '&titleSearch=*MY*&readFlag=0'))).toEqual(['MY 客户专属']);
  });

  it('is not reached by id outside the caller’s own rows', async () => {
    const [mine] = await list(customer, '&titleSearch=*客户专属*');
    expect((await customer.get(`/sys/sysAnnouncementSend/my/queryById?id=${mine!.id}`)).status).toBe(200);
    expect((await staff.get(`/sys/sysAnnouncementSend/my/queryById?id=${mine!.id}`)).status).toBe(404);
  });

  it('is every signed-in user’s, also one whose role holds no announcement code', async () => {
    // A customer on a role of its own that holds no code at all.
    const reader = await otherCompanyCustomer(t.app.db, 'nocodes');
    const roleId = newId();
    await t.app.db
      .insertInto('sys_role')
      .values({ id: roleId, role_name: '无权限角色', role_code: 'no_codes', create_time: new Date() })
      .execute();
    await t.app.db.deleteFrom('sys_user_role').where('user_id', '=', reader.userId).execute();
    await t.app.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: reader.userId, role_id: roleId })
      .execute();
    const mine = await add({ titile: 'NC 只给我', msgType: 'USER', userIds: reader.userId });
    await publish(mine);
    const api = await t.as(reader.username, reader.password);
    // The announcement routes of its list code stay closed to it…
    expect((await api.get('/sys/annountCement/list')).status).toBe(403);
    // …while its own messages, and only those, are listed, and the page opens.
    expect(titles(await list(api, '&titleSearch=*NC*'))).toEqual(['NC 只给我']);
    expect(titles(await list(api, '&titleSearch=*客户专属*'))).toEqual([]);
    expect(titles(await list(customer, '&titleSearch=*NC*'))).toEqual([]);
    expect((await api.get('/sys/schema/page/sys-announcement-my')).status).toBe(200);
    const [row] = await list(api, '&titleSearch=*NC*');
    expect((await api.get(`/sys/sysAnnouncementSend/my/queryById?id=${row!.id}`)).status).toBe(200);
  });
});
