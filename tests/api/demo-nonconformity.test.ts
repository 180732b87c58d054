/**
 * DEMO_DATA=1, nonconformities: after the workflow demo, democustomer sees three on its projects —
 * an accepted stage 2 major with its answer and history, an open surveillance minor, a returned
 * surveillance major with the team's reason — and a second start adds nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Api } from '../fixtures/crud-helpers';
import { seedDemoNonconformities } from '../../src/server/seed/demo-nonconformity';
import { seedDemoWorkflow } from '../../src/server/seed/demo-workflow';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';

describeOnOneBackend(
  'demo nonconformities',
  (t) => {
    let customer: Api;
    let ran = false;
    let early = true;

    beforeAll(async () => {
      // Before the workflow demo's projects exist it waits for a later start.
      early = await seedDemoNonconformities(t.app.db);
      await seedDemoWorkflow(t.app.db, { dataDir: t.app.config.dataDir });
      ran = await seedDemoNonconformities(t.app.db);
      customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    });

    it('runs once, after the workflow demo', async () => {
      expect(early).toBe(false);
      expect(ran).toBe(true);
      expect(await seedDemoNonconformities(t.app.db)).toBe(false);
    });

    it('the customer sees them in every state, with the answer, the reason and the history', async () => {
      const r = await customer.get('/isps/nonconformity/list?pageSize=50&column=ncNo&order=asc');
      expect(r.status).toBe(200);
      const rows = r.body.result.records as Array<Record<string, string | null>>;
      expect(rows.map((n) => [n.grade, n.auditKind, n.status]).sort()).toEqual([
        ['major', 'stage2', 'accepted'],
        ['major', 'surveillance', 'returned'],
        ['minor', 'surveillance', 'raised'],
      ]);
      const returned = rows.find((n) => n.status === 'returned')!;
      expect(returned.reviewNote).toContain('未提供验收记录');
      expect(returned.rootCause).toBeTruthy();
      const accepted = rows.find((n) => n.status === 'accepted')!;
      const history = await customer.get(`/isps/nonconformity/history?id=${accepted.id}`);
      expect((history.body.result as Array<{ transition: string }>).map((h) => h.transition)).toEqual([
        'answer',
        'accept',
      ]);
    });
  },
  () => ({ config: { dataDir: tempDataDir('demo-nc') } }),
);
