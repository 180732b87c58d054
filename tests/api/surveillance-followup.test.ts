/**
 * Surveillance and expiry follow-up for the body's staff (ISO/IEC 17021-1 9.6): the staff
 * dashboard lists the division's due dates with the days left (an overdue surveillance audit with
 * negative days) and counts the overdue ones, the certificate list flags them in words, the
 * suspension for a missed surveillance audit is one scoped action with the catalogue's reason, and
 * the reminder job sends the texts and to the recipients an administrator set in 系统设置.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../src/shared/certificate/cert-dates';
import type { StaffDashboard, WorkDashboard, WorkItem } from '../../src/shared/dashboard/dashboard-types';
import { CATALOGUE } from '../../src/shared/messages/catalogue';
import type { ActionDef, ColumnDef } from '../../src/shared/schema/types';
import { jobDefinition } from '../../src/server/jobs/registry';
import { departId } from '../../src/server/seed/departs';
import { type Api } from '../fixtures/crud-helpers';
import { sameCompanyColleague } from './helpers/accounts';
import { insertProject } from './helpers/projects';
import { describeOnOneBackend } from './helpers/suite';

const REASON = CATALOGUE.surveillanceOverdueReason;

describeOnOneBackend('surveillance follow-up', (t) => {
  let staff: Api;
  let customer: Api;
  let companyId = '';
  let division = '';
  let otherDivision = '';
  let staffId = '';
  let mainId = '';
  let subId = '';
  const today = todayIso();

  /** A certificate issued in `divisionId` (by an administrator elsewhere), its dates then set. */
  async function certificate(
    dates: { s1: number; s2: number; until: number },
    divisionId = division,
  ): Promise<{ id: string; certificateNo: string }> {
    const project = await insertProject(t.app.db, {
      companyId,
      divisionId,
      stageCode: 'decision',
      decisionDate: '2025-12-01',
    });
    const by = divisionId === division ? staff : t.admin;
    const r = await by.send('POST', '/isps/certificate/issue', {
      projectId: project,
      issueDate: today,
      standard: 'GB/T 19001-2016 / ISO 9001:2015',
      scope: '软件开发',
    });
    expect(r.status).toBe(200);
    const cert = r.body.result as { id: string; certificateNo: string };
    await t.app.db
      .updateTable('isps_certificate')
      .set({
        surveillance1_due: addDays(today, dates.s1),
        surveillance2_due: addDays(today, dates.s2),
        valid_until: addDays(today, dates.until),
      })
      .where('id', '=', cert.id)
      .execute();
    return cert;
  }
  const dashboard = async (as: Api = staff, lang = 'zh-CN') => {
    const r = await as.get('/sys/dashboard/staff', lang);
    expect(r.status).toBe(200);
    return r.body.result as StaffDashboard;
  };
  const listed = async (id: string, lang = 'zh-CN') => {
    const r = await staff.get(`/isps/certificate/list?pageSize=100`, lang);
    expect(r.status).toBe(200);
    return (r.body.result.records as Array<Record<string, unknown>>).find((row) => row.id === id);
  };

  beforeAll(async () => {
    const staffUser = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'division_id'])
      .where('username', '=', t.seed.staff.username)
      .executeTakeFirstOrThrow();
    staffId = staffUser.id;
    division = staffUser.division_id!;
    otherDivision = [departId('A01A01'), departId('A01A02')].find((d) => d !== division)!;
    const main = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'company_id'])
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    mainId = main.id;
    companyId = main.company_id!;
    subId = (await sameCompanyColleague(t.app.db, companyId, 'survsub')).userId;
    await t.app.db
      .updateTable('sys_user')
      .set({ email: 'staff@body.example' })
      .where('id', '=', staffId)
      .execute();
    await t.app.db
      .updateTable('sys_user')
      .set({ email: 'main@customer.example' })
      .where('id', '=', mainId)
      .execute();
    await t.app.db
      .updateTable('sys_user')
      .set({ email: 'sub@customer.example' })
      .where('id', '=', subId)
      .execute();
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
  });

  describe('the staff list and the flag', () => {
    it("lists the division's overdue surveillance with negative days left first, counts it and flags it in the certificate list", async () => {
      const before = await dashboard();
      const late = await certificate({ s1: -10, s2: 355, until: 700 });
      const soon = await certificate({ s1: 20, s2: 385, until: 700 });
      const foreign = await certificate({ s1: -5, s2: 360, until: 700 }, otherDivision);
      const d = await dashboard();
      expect(d.overdueSurveillance).toBe(before.overdueSurveillance + 1);
      expect(d.dueWindowDays).toBe(90);
      const mine = d.dues.filter((i) => i.id === late.id || i.id === soon.id);
      expect(mine).toEqual([
        expect.objectContaining({
          id: late.id,
          kind: 'surveillance1',
          kindText: '第一次监督审核',
          dueDate: addDays(today, -10),
          daysLeft: -10,
        }),
        expect.objectContaining({ id: soon.id, kind: 'surveillance1', daysLeft: 20 }),
      ]);
      expect(d.dues.map((i) => i.daysLeft)).toEqual([...d.dues.map((i) => i.daysLeft)].sort((a, b) => a - b));
      expect(d.dues.some((i) => i.id === foreign.id)).toBe(false);
      // An administrator sees every division's.
      expect((await dashboard(t.admin)).dues.some((i) => i.id === foreign.id && i.daysLeft === -5)).toBe(
        true,
      );

      // The same dates in the staff's work list (workplace, tasks), overdue first.
      const work = (await staff.get('/sys/dashboard/work')).body.result as WorkDashboard;
      const certificates = work.items.filter((i) => i.kind === 'certificate');
      expect(certificates.filter((i) => i.id === late.id || i.id === soon.id)).toEqual([
        {
          kind: 'certificate',
          id: late.id,
          title: late.certificateNo,
          state: '第一次监督审核',
          next: `${addDays(today, -10)} 已到期，逾期 10 天：安排监督审核或暂停证书`,
          path: '/isps/certificate',
          time: null,
        },
        expect.objectContaining({ id: soon.id, next: `${addDays(today, 20)} 到期，剩余 20 天` }),
      ]);
      expect(certificates.some((i) => i.id === foreign.id)).toBe(false);
      expect(
        (await customer.get('/sys/dashboard/work')).body.result.items.some(
          (i: WorkItem) => i.kind === 'certificate',
        ),
      ).toBe(false);

      expect((await listed(late.id))?.surveillanceOverdue).toBe('监督审核逾期 10 天');
      expect((await listed(late.id, 'en-US'))?.surveillanceOverdue).toBe('Surveillance overdue by 10 days');
      expect((await listed(soon.id))?.surveillanceOverdue).toBeNull();
    });

    it('counts only the latest passed surveillance, and none once the certificate has expired', async () => {
      const both = await certificate({ s1: -400, s2: -35, until: 300 });
      const expired = await certificate({ s1: -700, s2: -335, until: -2 });
      const d = await dashboard();
      expect(d.dues.filter((i) => i.id === both.id).map((i) => [i.kind, i.daysLeft])).toEqual([
        ['surveillance2', -35],
      ]);
      expect(d.dues.some((i) => i.id === expired.id)).toBe(false);
      expect((await listed(expired.id))?.surveillanceOverdue).toBeNull();
    });
  });

  describe('suspending for a missed surveillance', () => {
    it('is a row action for the suspend permission, prefilled from the catalogue, shown only on a flagged valid row', () => {
      const page = JSON.parse(readFileSync('schemas/pages/isps-certificate-list.json', 'utf8')) as {
        columns: ColumnDef[];
        rowActions: { extra: ActionDef[] };
      };
      const action = page.rowActions.extra.find((a) => a.key === 'suspendOverdue');
      expect(action?.permission).toBe('isps:certificate:suspend');
      expect(action?.prompt?.initialMessage).toBe('surveillanceOverdueReason');
      expect(action?.request?.body).toEqual({ id: '$row.id', action: 'suspend', reason: '$input' });
      expect(action?.visibleWhen).toEqual({
        and: [{ '==': [{ var: 'status' }, 'valid'] }, { '!!': [{ var: 'surveillanceOverdue' }] }],
      });
      expect(page.columns.some((c) => c.field === 'surveillanceOverdue')).toBe(true);
    });

    it('changes the status with the reason, clears the flag, and is scoped to the division and the permission', async () => {
      const late = await certificate({ s1: -3, s2: 362, until: 700 });
      const foreign = await certificate({ s1: -3, s2: 362, until: 700 }, otherDivision);
      const count = (await dashboard()).overdueSurveillance;

      const elsewhere = await staff.send('PUT', '/isps/certificate/changeStatus', {
        id: foreign.id,
        action: 'suspend',
        reason: REASON['zh-CN'],
      });
      expect(elsewhere.status).toBe(404);
      const refused = await customer.send('PUT', '/isps/certificate/changeStatus', {
        id: late.id,
        action: 'suspend',
        reason: REASON['zh-CN'],
      });
      expect(refused.status).toBe(403);
      const untouched = await t.app.db
        .selectFrom('isps_certificate')
        .select(['id', 'status'])
        .where('id', 'in', [late.id, foreign.id])
        .execute();
      expect(untouched.map((r) => r.status)).toEqual(['valid', 'valid']);

      const reason = `${REASON['zh-CN']}（第一次）`;
      const r = await staff.send('PUT', '/isps/certificate/changeStatus', {
        id: late.id,
        action: 'suspend',
        reason,
      });
      expect(r.status).toBe(200);
      const row = await t.app.db
        .selectFrom('isps_certificate')
        .select(['status', 'status_reason'])
        .where('id', '=', late.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'suspended', status_reason: reason });
      expect((await listed(late.id))?.surveillanceOverdue).toBeNull();
      expect((await dashboard()).overdueSurveillance).toBe(count - 1);
    });
  });

  describe('recording a surveillance audit as held', () => {
    it('clears the flag and the overdue count, one audit at a time, on a day between issue and today', async () => {
      const late = await certificate({ s1: -10, s2: -3, until: 700 });
      const before = await dashboard();
      expect((await listed(late.id))?.surveillanceOverdue).toBe('监督审核逾期 3 天');
      // The list page asks for its columns by name, the flag among them (filled in, selected from no column).
      const asked = await staff.get(
        `/isps/certificate/list?pageSize=100&field=id,certificateNo,surveillanceOverdue,surveillance1Done`,
      );
      expect(asked.status).toBe(200);
      expect(
        (asked.body.result.records as Array<Record<string, unknown>>).find((row) => row.id === late.id),
      ).toMatchObject({ surveillanceOverdue: '监督审核逾期 3 天' });
      const record = (doneDate: string, as: Api = staff) =>
        as.send('PUT', '/isps/certificate/recordSurveillance', { id: late.id, doneDate });

      // Customers cannot; days after today or before the issue date are refused on the field.
      expect((await record(today, customer)).status).toBe(403);
      const future = await record(addDays(today, 1));
      expect(future.status).toBe(422);
      expect(future.body.result).toEqual([{ field: 'doneDate', message: '审核完成日期不能晚于今天' }]);
      const early = await record(addDays(today, -1));
      expect(early.status).toBe(422);
      expect(early.body.message).toBe('审核完成日期不能早于颁证日期');

      // The first audit due is recorded first; the second, still overdue, is flagged now.
      expect((await record(today)).status).toBe(200);
      const once = await listed(late.id);
      expect(once).toMatchObject({ surveillance1Done: today, surveillance2Done: null, status: 'valid' });
      expect(once?.surveillanceOverdue).toBe('监督审核逾期 3 天');
      expect((await record(today)).status).toBe(200);
      const twice = await listed(late.id);
      expect(twice).toMatchObject({ surveillance2Done: today, surveillanceOverdue: null });
      expect((await dashboard()).overdueSurveillance).toBe(before.overdueSurveillance - 1);
      expect((await dashboard()).dues.some((i) => i.id === late.id && i.kind !== 'expiry')).toBe(false);

      const none = await record(today);
      expect(none.status).toBe(409);
      expect(none.body.message).toBe('该证书没有待记录的监督审核');
      const history = await staff.get(`/isps/certificate/history?id=${late.id}`);
      expect(
        (history.body.result as Array<{ transition: string }>).filter(
          (h) => h.transition === 'recordSurveillance',
        ),
      ).toHaveLength(2);
    });

    it('is not reminded of once held, and staff of another division cannot record it', async () => {
      const held = await certificate({ s1: 30, s2: 395, until: 700 });
      const foreign = await certificate({ s1: 30, s2: 395, until: 700 }, otherDivision);
      const r = await staff.send('PUT', '/isps/certificate/recordSurveillance', {
        id: foreign.id,
        doneDate: today,
      });
      expect(r.status).toBe(404);
      expect(
        (await staff.send('PUT', '/isps/certificate/recordSurveillance', { id: held.id, doneDate: today }))
          .status,
      ).toBe(200);
      const d = await dashboard();
      expect(d.dues.some((i) => i.id === held.id && i.kind === 'surveillance1')).toBe(false);
    });
  });

  describe('reminder settings', () => {
    const setting = (key: string) =>
      t.app.db
        .selectFrom('sys_config')
        .select(['id', 'config_value'])
        .where('config_key', '=', key)
        .executeTakeFirstOrThrow();

    it('are seeded with what the job sent before', async () => {
      expect((await setting('certReminderTitle')).config_value).toBe('证书提醒：{certificateNo}');
      expect((await setting('certReminderRecipients')).config_value).toBe('customerMain, companyUsers');
    });

    it('refuse a recipient that is no group, in the caller language', async () => {
      const { id } = await setting('certReminderRecipients');
      const r = await t.admin.send('PUT', '/sys/config/edit', { id, value: 'customerMain, everybody' });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(
        '无法识别的接收人：everybody。可填写：customerMain, companyUsers, divisionStaff（逗号分隔）',
      );
      expect((await setting('certReminderRecipients')).config_value).toBe('customerMain, companyUsers');
    });

    it('are what the job sends, to whom the administrator chose', async () => {
      const title = await setting('certReminderTitle');
      const content = await setting('certReminderContent');
      const recipients = await setting('certReminderRecipients');
      const edits = [
        { id: title.id, value: '监督提醒 {certificateNo}', valueEn: 'Surveillance notice {certificateNo}' },
        {
          id: content.id,
          value: '{certificateNo}：{event}，日期 {dueDate}，剩 {daysLeft} 天 <b>',
          valueEn: '{certificateNo}: {event} on {dueDate}, {daysLeft} days left',
        },
        { id: recipients.id, value: 'customerMain，divisionStaff' },
      ];
      for (const edit of edits)
        expect((await t.admin.send('PUT', '/sys/config/edit', edit)).status).toBe(200);

      const cert = await certificate({ s1: 25, s2: 390, until: 700 });
      await jobDefinition('certificateReminders')!.run(t.app, { days: [90, 30] });
      const messages = await t.app.db
        .selectFrom('sys_announcement')
        .select(['id', 'titile', 'titile_en', 'msg_content', 'msg_content_en', 'open_page'])
        .where('bus_id', '=', cert.id)
        .where('titile', 'like', '监督提醒%')
        .orderBy('open_page')
        .execute();
      expect(messages.map((m) => [m.titile, m.titile_en, m.open_page])).toEqual([
        [`监督提醒 ${cert.certificateNo}`, `Surveillance notice ${cert.certificateNo}`, '/certificate/my'],
        [`监督提醒 ${cert.certificateNo}`, `Surveillance notice ${cert.certificateNo}`, '/isps/certificate'],
      ]);
      const due = addDays(today, 25);
      // The text is shown as HTML: the administrator's text is escaped with the values.
      expect(messages[0]!.msg_content).toBe(
        `${cert.certificateNo}：第一次监督审核到期，日期 ${due}，剩 25 天 &lt;b&gt;`,
      );
      expect(messages[0]!.msg_content_en).toBe(
        `${cert.certificateNo}: first surveillance audit is due on ${due}, 25 days left`,
      );
      const sends = await t.app.db
        .selectFrom('sys_announcement_send')
        .select(['annt_id', 'user_id'])
        .where(
          'annt_id',
          'in',
          messages.map((m) => m.id),
        )
        .execute();
      expect(sends.filter((s) => s.annt_id === messages[0]!.id).map((s) => s.user_id)).toEqual([mainId]);
      expect(sends.filter((s) => s.annt_id === messages[1]!.id).map((s) => s.user_id)).toEqual([staffId]);
      expect(sends.some((s) => s.user_id === subId)).toBe(false);
      const mails = await t.app.db
        .selectFrom('sys_outbox')
        .select(['recipient', 'subject'])
        .where('subject', 'like', `%${cert.certificateNo}%`)
        .orderBy('recipient')
        .execute();
      expect(mails).toEqual([
        {
          recipient: 'main@customer.example',
          subject: `监督提醒 ${cert.certificateNo} / Surveillance notice ${cert.certificateNo}`,
        },
        {
          recipient: 'staff@body.example',
          subject: `监督提醒 ${cert.certificateNo} / Surveillance notice ${cert.certificateNo}`,
        },
      ]);
    });
  });
});
