/**
 * Dashboards: the figures match the rows created here through the API and the seed
 * helpers, measured against a baseline taken first (the seed may hold rows of its own). Company A
 * never counts B's rows, staff count only their division's projects and certificates, the staff
 * figures are refused to a customer and the monitor to everyone but administrators.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../src/shared/certificate/cert-dates';
import type {
  CountItem,
  CustomerDashboard,
  StaffDashboard,
  WorkDashboard,
} from '../../src/shared/dashboard/dashboard-types';
import { departId } from '../../src/server/seed/departs';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { insertProject } from './helpers/projects';
import { describeEachBackend } from './helpers/suite';

const draft = {
  businessTypes: ['system_cert-iso9001'],
  operationArea: '440305',
  operationAddress: '深圳市南山区科技园 1 号',
  contact: '张三',
  contactEmail: 'zhang@example.com',
  contactPhone: '13800138000',
  requirement: '需要 ISO 9001 认证',
};

const countOf = (items: CountItem[], value: string) => items.find((i) => i.value === value)?.count ?? 0;

describeEachBackend('dashboards', (t) => {
  let customerA: Api;
  let customerB: Api;
  let staff: Api;
  let admin: Api;
  let companyA = '';
  let companyB = '';
  let division = '';
  let customerAUserId = '';
  let staffBefore: StaffDashboard;
  let certificateNo = '';
  let rejectedApplyNo = '';
  const issueDate = addDays(todayIso(), -330);

  const addApply = async (as: Api, submit: boolean): Promise<{ id: string; applyNo: string }> => {
    const added = await as.send('POST', '/isps/apply/add', draft);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.result.id as string;
    if (submit) expect((await as.send('PUT', '/isps/apply/submit', { id })).status).toBe(200);
    const row = await t.app.db
      .selectFrom('isps_apply')
      .select('apply_no')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, applyNo: row.apply_no };
  };

  beforeAll(async () => {
    const me = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'company_id'])
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    companyA = me.company_id!;
    customerAUserId = me.id;
    const staffUser = await t.app.db
      .selectFrom('sys_user')
      .select('division_id')
      .where('username', '=', t.seed.staff.username)
      .executeTakeFirstOrThrow();
    division = staffUser.division_id!;
    const otherDivision = [departId('A01A01'), departId('A01A02')].find((d) => d !== division)!;
    const b = await otherCompanyCustomer(t.app.db, 'dashb');
    companyB = b.companyId;
    customerA = await t.as(t.seed.customer.username, t.seed.customer.password);
    customerB = api(t.app, await t.login(b.username, b.password));
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    admin = t.admin;
    staffBefore = (await staff.get('/sys/dashboard/staff')).body.result as StaffDashboard;

    // Company A: a draft and a submitted application, two projects of the staff's division, one certificate.
    await addApply(customerA, false);
    await addApply(customerA, true);
    await insertProject(t.app.db, {
      companyId: companyA,
      divisionId: division,
      stageCode: 'stage1',
      projectName: '甲一阶段项目',
    });
    const decided = await insertProject(t.app.db, {
      companyId: companyA,
      divisionId: division,
      stageCode: 'decision',
      decisionDate: addDays(issueDate, -5),
    });
    const issued = await staff.send('POST', '/isps/certificate/issue', {
      projectId: decided,
      issueDate,
      standard: 'GB/T 19001-2016 / ISO 9001:2015',
      scope: '软件开发',
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    certificateNo = (
      await t.app.db
        .selectFrom('isps_certificate')
        .select('certificate_no')
        .where('project_id', '=', decided)
        .executeTakeFirstOrThrow()
    ).certificate_no;

    // Company B: two submitted applications (staff rejects one), a project of another division.
    await addApply(customerB, true);
    const rejected = await addApply(customerB, true);
    rejectedApplyNo = rejected.applyNo;
    expect(
      (await staff.send('PUT', '/isps/apply/reject', { id: rejected.id, reason: '资料不全' })).status,
    ).toBe(200);
    await insertProject(t.app.db, { companyId: companyB, divisionId: otherDivision, stageCode: 'stage2' });

    // A company waiting for activation.
    const pending = await otherCompanyCustomer(t.app.db, 'dashpending');
    await t.app.db
      .updateTable('cust_company')
      .set({ status: 'pending', submitted_at: new Date() })
      .where('id', '=', pending.companyId)
      .execute();
  });

  describe('customer figures', () => {
    it("counts company A's own applications, projects and certificates, and lists the surveillance due", async () => {
      const r = await customerA.get('/sys/dashboard/customer');
      expect(r.status).toBe(200);
      const d = r.body.result as CustomerDashboard;
      expect(countOf(d.applicationsByStatus, 'draft')).toBe(1);
      expect(countOf(d.applicationsByStatus, 'submitted')).toBe(1);
      expect(countOf(d.applicationsByStatus, 'rejected')).toBe(0);
      expect(d.applicationsByStatus.find((i) => i.value === 'draft')?.text).toBe('草稿');
      // Issuing the certificate moved the project at its certification decision on to 证书发放.
      expect(d.projectsByStage.map((i) => [i.value, i.count])).toEqual([
        ['stage1', 1],
        ['issued', 1],
      ]);
      expect(countOf(d.certificatesByStatus, 'valid')).toBe(1);
      // Issued 330 days ago: the first surveillance (12 months after issue) is due within 90 days.
      expect(d.dueSoon).toHaveLength(1);
      expect(d.dueSoon[0]).toMatchObject({
        certificateNo,
        kind: 'surveillance1',
        kindText: '第一次监督审核',
      });
      expect(d.dueSoon[0]!.daysLeft).toBeGreaterThan(0);
      expect(d.dueSoon[0]!.daysLeft).toBeLessThanOrEqual(90);
      const unread = await t.app.db
        .selectFrom('sys_announcement_send')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', customerAUserId)
        .where('read_flag', '=', '0')
        .executeTakeFirstOrThrow();
      expect(Number(unread.n)).toBeGreaterThan(0);
      expect(d.unreadNotices).toBe(Number(unread.n));
    });

    it("never counts company B's rows for A, nor A's for B; labels follow the request language", async () => {
      const d = (await customerB.get('/sys/dashboard/customer', 'en-US')).body.result as CustomerDashboard;
      expect(countOf(d.applicationsByStatus, 'draft')).toBe(0);
      expect(countOf(d.applicationsByStatus, 'submitted')).toBe(1);
      expect(countOf(d.applicationsByStatus, 'rejected')).toBe(1);
      expect(d.applicationsByStatus.find((i) => i.value === 'rejected')?.text).toBe('Rejected');
      expect(d.projectsByStage.map((i) => [i.value, i.count])).toEqual([['stage2', 1]]);
      expect(d.certificatesByStatus.every((i) => i.count === 0)).toBe(true);
      expect(d.dueSoon).toEqual([]);
    });
  });

  describe('staff figures', () => {
    it('counts the queues, the month throughput and the domains within the staff scope', async () => {
      const r = await staff.get('/sys/dashboard/staff');
      expect(r.status).toBe(200);
      const d = r.body.result as StaffDashboard;
      // A's and B's submitted ones (not B's rejected one, not A's draft).
      expect(d.queues.submittedApplications - staffBefore.queues.submittedApplications).toBe(2);
      // A's two projects of the staff's division, not B's of another division.
      expect(d.queues.activeProjects - staffBefore.queues.activeProjects).toBe(2);
      expect(d.queues.pendingCompanies! - staffBefore.queues.pendingCompanies!).toBe(1);
      expect(d.months).toHaveLength(12);
      const thisMonth = d.months.length - 1;
      expect(d.months[thisMonth]).toBe(todayIso().slice(0, 7));
      expect(d.throughput.submitted[thisMonth]! - staffBefore.throughput.submitted[thisMonth]!).toBe(3);
      const issuedMonth = d.months.indexOf(issueDate.slice(0, 7));
      expect(issuedMonth).toBeGreaterThanOrEqual(0);
      expect(d.throughput.issued[issuedMonth]! - staffBefore.throughput.issued[issuedMonth]!).toBe(1);
      expect(
        countOf(d.certificatesByDomain, 'system') - countOf(staffBefore.certificatesByDomain, 'system'),
      ).toBe(1);
    });

    it('refuses the staff figures to a customer (403)', async () => {
      const r = await customerA.get('/sys/dashboard/staff');
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('仅限内部员工查看');
    });
  });

  describe('workplace and tasks', () => {
    it("gives a customer its open applications and running projects with the next step, never B's", async () => {
      const d = (await customerA.get('/sys/dashboard/work')).body.result as WorkDashboard;
      expect(d.role).toBe('customer');
      const nexts = d.items.map((i) => `${i.kind}:${i.next}`);
      expect(nexts).toContain('application:完善并提交申请');
      expect(nexts).toContain('application:等待受理');
      expect(d.items.find((i) => i.kind === 'project' && i.title.startsWith('甲一阶段项目'))?.next).toBe(
        '当前阶段：第一阶段审核',
      );
      expect(d.items.some((i) => i.title === rejectedApplyNo)).toBe(false);
      expect(d.items.filter((i) => i.kind === 'project').every((i) => i.path === '/progress/query')).toBe(
        true,
      );
      expect(d.history).toEqual([]);
    });

    it('gives staff what waits on them and the steps they took', async () => {
      const d = (await staff.get('/sys/dashboard/work')).body.result as WorkDashboard;
      expect(d.role).toBe('staff');
      expect(d.items.some((i) => i.kind === 'company' && i.title === 'dashpending company')).toBe(true);
      expect(d.items.some((i) => i.title === rejectedApplyNo)).toBe(false);
      expect(d.items.filter((i) => i.kind === 'project').every((i) => i.path === '/isps/project')).toBe(true);
      const step = d.history.find((h) => h.entity === 'isps_apply');
      expect(step).toMatchObject({
        transitionText: '驳回',
        fromStateText: '已提交',
        toStateText: '已驳回',
        note: '资料不全',
      });
    });
  });

  describe('monitor', () => {
    it('answers the process, request and database figures to the admin', async () => {
      const r = await admin.get('/sys/dashboard/monitor');
      expect(r.status).toBe(200);
      const m = r.body.result;
      expect(m.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(m.memory.rss).toBeGreaterThan(m.memory.heapUsed);
      expect(m.requests.minutes).toHaveLength(15);
      // This suite's own requests were counted.
      expect(m.requests.counts.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThan(5);
      expect(m.database).toMatchObject({ ok: true, kind: t.app.dbKind });
      expect(m.redis.configured).toBe(t.app.redis !== null);
    });

    it('refuses the monitor to staff and customers (403)', async () => {
      expect((await staff.get('/sys/dashboard/monitor')).status).toBe(403);
      expect((await customerA.get('/sys/dashboard/monitor')).status).toBe(403);
    });
  });
});
