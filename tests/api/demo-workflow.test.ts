/**
 * DEMO_DATA=1, the workflow: the demo company gets applications in every state with their
 * history, projects at stages of both templates, certificates in every status (one valid one expiring
 * within 90 days), a notice to download, an evaluation and an answered published survey — seen by
 * democustomer through the same lists the screens read — and a second start adds nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Api } from '../fixtures/crud-helpers';
import { seedDemoWorkflow } from '../../src/server/seed/demo-workflow';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';

describeOnOneBackend(
  'demo workflow data',
  (t) => {
    let customer: Api;
    let staff: Api;
    let ran = false;

    beforeAll(async () => {
      ran = await seedDemoWorkflow(t.app.db, { dataDir: t.app.config.dataDir });
      customer = await t.as(t.seed.customer.username, t.seed.customer.password);
      staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    });

    const records = async (who: Api, url: string) => {
      const r = await who.get(url);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result.records as Array<Record<string, unknown>>;
    };

    it('runs once', async () => {
      expect(ran).toBe(true);
      expect(await seedDemoWorkflow(t.app.db, { dataDir: t.app.config.dataDir })).toBe(false);
      expect(await t.app.db.selectFrom('isps_apply').select('id').execute()).toHaveLength(5);
    });

    it('the customer sees applications in every state, with their history', async () => {
      const applies = await records(customer, '/isps/apply/list?pageSize=50');
      expect(applies.map((a) => a.status).sort()).toEqual([
        'accepted',
        'draft',
        'rejected',
        'submitted',
        'withdrawn',
      ]);
      const history = await t.app.db
        .selectFrom('sys_workflow_history')
        .select(['transition', 'to_state'])
        .where('entity', '=', 'isps_apply')
        .execute();
      expect(history.map((h) => h.transition).sort()).toEqual([
        'accept',
        'reject',
        'submit',
        'submit',
        'submit',
        'submit',
        'withdraw',
      ]);
    });

    it('projects stand at stages of both templates, each step in the history', async () => {
      const projects = await records(customer, '/isps/project/list?pageSize=50');
      expect(projects).toHaveLength(7);
      expect(new Set(projects.map((p) => p.stageCode))).toEqual(
        new Set(['surveillance', 'issued', 'report', 'accepted']),
      );
      const system = projects.find((p) => p.businessType === 'system_cert')!;
      const steps = await t.app.db
        .selectFrom('sys_workflow_history')
        .select(['from_state', 'to_state'])
        .where('record_id', '=', String(system.id))
        .orderBy('create_time')
        .execute();
      expect(steps.map((s) => s.to_state)).toEqual([
        'contract',
        'planning',
        'stage1',
        'stage2',
        'nc_closure',
        'decision',
        'issued',
        'surveillance',
      ]);
    });

    it('certificates in every status, one valid certificate expiring within 90 days', async () => {
      const certs = await records(customer, '/isps/certificate/list?pageSize=50');
      expect(certs.map((c) => c.status).sort()).toEqual([
        'cancelled',
        'expired',
        'suspended',
        'valid',
        'valid',
        'withdrawn',
      ]);
      const soon = Date.now() + 90 * 24 * 3600 * 1000;
      const expiring = certs.filter(
        (c) => c.status === 'valid' && new Date(String(c.validUntil)).getTime() < soon,
      );
      expect(expiring).toHaveLength(1);
      expect(new Set(certs.map((c) => c.certificateNo)).size).toBe(6);
    });

    it("one overdue surveillance audit, on demostaff's dashboard and flagged in 证书管理", async () => {
      const d = (await staff.get('/sys/dashboard/staff')).body.result as {
        overdueSurveillance: number;
        dues: Array<{ id: string; daysLeft: number }>;
      };
      expect(d.overdueSurveillance).toBe(1);
      const late = d.dues.find((i) => i.daysLeft < 0)!;
      const flagged = (await records(staff, '/isps/certificate/list?pageSize=50')).filter(
        (c) => c.surveillanceOverdue,
      );
      expect(flagged.map((c) => c.id)).toEqual([late.id]);
    });

    it('an acceptance notice to download, an evaluation, and the answered survey', async () => {
      const notices = await t.app.db.selectFrom('isps_project_notice').select('notice_file').execute();
      expect(notices).toHaveLength(1);
      const file = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${notices[0]!.notice_file}`,
        headers: { 'x-access-token': await t.login(t.seed.customer.username, t.seed.customer.password) },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await t.app.db.selectFrom('isps_evaluation').select('id').execute()).toHaveLength(1);
      const surveys = await records(customer, '/isps/survey/my/list');
      expect(surveys).toEqual([expect.objectContaining({ title: '2026年度客户满意度调查', answered: '1' })]);
      const figures = await staff.get(`/isps/survey/answers/${String(surveys[0]!.id)}`);
      expect(figures.body.result.count).toBe(1);
      expect(figures.body.result.questions[0]).toMatchObject({ key: 'overall', average: 4 });
    });
  },
  () => ({ config: { dataDir: tempDataDir('demo-workflow') } }),
);
