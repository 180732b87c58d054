/**
 * Login and visit statistics (SPEC §7 GET /sys/loginfo, /sys/visitInfo): the figures follow real
 * logins through POST /sys/login, measured against a baseline taken first; a refused login does not
 * count; staff and customers are refused (403).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../src/shared/certificate/cert-dates';
import type { LoginInfo, VisitDay } from '../../src/shared/dashboard/dashboard-types';
import type { Api } from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('login and visit statistics', (t) => {
  let admin: Api;
  let infoBefore: LoginInfo;
  let todayBefore: VisitDay;

  const today = (days: VisitDay[]) => days.find((d) => d.tian === todayIso())!;

  beforeAll(async () => {
    admin = t.admin;
    infoBefore = (await admin.get('/sys/loginfo')).body.result as LoginInfo;
    todayBefore = today((await admin.get('/sys/visitInfo')).body.result as VisitDay[]);
    await t.login(t.seed.staff.username, t.seed.staff.password);
    await t.login(t.seed.customer.username, t.seed.customer.password);
    await expect(t.login(t.seed.staff.username, 'not-the-password')).rejects.toThrow();
  });

  it("counts today's and all successful logins, in JeecgBoot's field names", async () => {
    const r = await admin.get('/sys/loginfo');
    expect(r.status).toBe(200);
    const info = r.body.result as LoginInfo;
    expect(info.todayVisitCount).toBe(infoBefore.todayVisitCount + 2);
    expect(info.totalVisitCount).toBe(infoBefore.totalVisitCount + 2);
    expect(info.todayIp).toBeGreaterThanOrEqual(1);
    expect(info.todayIp).toBeLessThanOrEqual(info.todayVisitCount);
  });

  it('answers the last 7 days oldest first, today with the new logins', async () => {
    const r = await admin.get('/sys/visitInfo');
    expect(r.status).toBe(200);
    const days = r.body.result as VisitDay[];
    expect(days).toHaveLength(7);
    expect(days[6]!.tian).toBe(todayIso());
    expect(days[6]!.type).toBe(todayIso().slice(5));
    expect([...days].map((d) => d.tian).sort()).toEqual(days.map((d) => d.tian));
    expect(today(days).visit).toBe(todayBefore.visit + 2);
    for (const d of days) expect(Object.keys(d).sort()).toEqual(['ip', 'tian', 'type', 'visit']);
  });

  describe('access', () => {
    it('refuses staff and customers (403)', async () => {
      const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
      const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
      for (const url of ['/sys/loginfo', '/sys/visitInfo']) {
        expect((await staff.get(url)).status).toBe(403);
        expect((await customer.get(url)).status).toBe(403);
      }
    });
  });
});
