/**
 * Scheduled jobs and time zones, and the cron expressions Quartz itself refuses or accepts: a job is
 * scheduled in its own zone or the installation's (TIME_ZONE, default Asia/Shanghai), never the
 * server process's; the job page tells the cron preview the installation's zone; expressions every
 * Quartz refuses are refused on cronExpression, and the day-of-month lists of Quartz 2.5 are stored.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { quartzScheduler } from '../../src/server/jobs/scheduler';
import { wallTimeOf } from '../../src/shared/cron/zoned-time';
import { describeOnOneBackend } from './helpers/suite';

/** Runs on a busy machine: generous, but each wait ends as soon as what it waits for is there. */
const WAIT = { timeout: 30_000, interval: 100 };

describeOnOneBackend('scheduled jobs: time zones and Quartz compatibility', (t) => {
  async function addJob(body: Record<string, unknown>) {
    return t.admin.send('POST', '/sys/quartzJob/add', {
      jobName: 'clearExpiredCodes',
      status: 'paused',
      ...body,
    });
  }

  async function stored(description: string) {
    return t.app.db
      .selectFrom('sys_quartz_job')
      .selectAll()
      .where('description', '=', description)
      .executeTakeFirst();
  }

  describe('cron expressions as Quartz reads them', () => {
    it.each([
      ['*/60 * * * * ?', 'Cron表达式第1段（秒）的“*/60”无效：取值范围为1-59'],
      ['0 */60 * * * ?', 'Cron表达式第2段（分）的“*/60”无效：取值范围为1-59'],
      ['0 0 0/24 * * ?', 'Cron表达式第3段（时）的“0/24”无效：取值范围为1-23'],
      ['0 0 12 1 JUN-9 ?', 'Cron表达式第5段（月）的“JUN-9”无效'],
      ['0 0 12 WL * ?', 'Cron表达式第4段（日）的“WL”无效'],
      ['0 0 12 * * ? 2025-2020', 'Cron表达式第7段（年）的“2025-2020”无效'],
    ])('refuses %s with 422 on cronExpression and stores nothing', async (cronExpression, message) => {
      const description = `refused ${cronExpression}`;
      const r = await addJob({ cronExpression, description });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('数据校验失败');
      expect(r.body.result).toEqual([{ field: 'cronExpression', message }]);
      expect(await stored(description)).toBeUndefined();
    });

    it.each(['0 0 12 1,L * ?', '0 0 12 15W,L * ?', '0 0 12 2W,16 * ?'])(
      'accepts and stores the day-of-month list %s',
      async (cronExpression) => {
        const description = `list ${cronExpression}`;
        const r = await addJob({ cronExpression, description });
        expect(r.status).toBe(200);
        expect(await stored(description)).toMatchObject({ cron_expression: cronExpression, time_zone: null });
      },
    );
  });

  describe('the job time zone', () => {
    it('stores a zone the job names, trimmed; an empty one is the installation zone (null)', async () => {
      expect(
        (await addJob({ cronExpression: '0 0 2 * * ?', timeZone: ' Europe/Berlin ', description: 'berlin' }))
          .status,
      ).toBe(200);
      expect(await stored('berlin')).toMatchObject({ time_zone: 'Europe/Berlin' });
      expect(
        (await addJob({ cronExpression: '0 0 2 * * ?', timeZone: '', description: 'no zone' })).status,
      ).toBe(200);
      expect(await stored('no zone')).toMatchObject({ time_zone: null });
      const list = await t.admin.get('/sys/quartzJob/list?description=berlin');
      expect(list.body.result.records[0]).toMatchObject({ timeZone: 'Europe/Berlin' });
    });

    it('refuses a zone Intl does not know with 422 on timeZone', async () => {
      const r = await addJob({
        cronExpression: '0 0 2 * * ?',
        timeZone: 'Mars/Olympus',
        description: 'mars',
      });
      expect(r.status).toBe(422);
      expect(r.body.result).toEqual([
        { field: 'timeZone', message: '“Mars/Olympus”不是有效的时区，请填写IANA时区名，如 Asia/Shanghai' },
      ]);
      expect(await stored('mars')).toBeUndefined();
    });

    it("tells the job page's cron preview the installation zone", async () => {
      expect(t.app.config.timeZone).toBe('Asia/Shanghai');
      const r = await t.admin.get('/sys/schema/page/sys-quartz-job-list');
      expect(r.status).toBe(200);
      expect(r.body.result.entity.properties.cronExpression['x-widget-options']).toEqual({
        timeZoneField: 'timeZone',
        timeZone: 'Asia/Shanghai',
      });
      expect(r.body.result.page.form.fields).toContain('timeZone');
    });
  });

  describe('the scheduler', () => {
    const scheduler = () => quartzScheduler(t.app);
    afterAll(async () => scheduler().stop());

    /** Every second of this hour and the next, as the wall clock of `zone` reads them. */
    function thisHourIn(zone: string): { cron: string; hours: number[] } {
      const hour = wallTimeOf(Date.now(), zone).hour;
      const hours = [hour, (hour + 1) % 24];
      return { cron: `* * ${hours.join(',')} * * ?`, hours };
    }

    it("fires in the job's zone or the installation's (Asia/Shanghai), not the server process's", async () => {
      await scheduler().start({ resyncMs: 60_000 });
      // Hours of Shanghai and Kolkata that are not this hour in UTC: run now only when read in those zones.
      const shanghai = thisHourIn('Asia/Shanghai');
      const kolkata = thisHourIn('Asia/Kolkata');
      expect(
        (await addJob({ cronExpression: shanghai.cron, status: 'running', description: 'tz installation' }))
          .status,
      ).toBe(200);
      expect(
        (
          await addJob({
            cronExpression: kolkata.cron,
            timeZone: 'Asia/Kolkata',
            status: 'running',
            description: 'tz own',
          })
        ).status,
      ).toBe(200);
      const ids = { installation: (await stored('tz installation'))!.id, own: (await stored('tz own'))!.id };
      const firstTick = async (id: string) =>
        (
          await t.app.db
            .selectFrom('sys_quartz_job_log')
            .select('tick_time')
            .where('job_id', '=', id)
            .where('run_trigger', '=', 'schedule')
            .execute()
        )[0]?.tick_time;
      await vi.waitFor(async () => {
        expect(await firstTick(ids.installation)).toBeInstanceOf(Date);
        expect(await firstTick(ids.own)).toBeInstanceOf(Date);
      }, WAIT);
      expect(shanghai.hours).toContain(
        wallTimeOf((await firstTick(ids.installation))!.getTime(), 'Asia/Shanghai').hour,
      );
      expect(kolkata.hours).toContain(wallTimeOf((await firstTick(ids.own))!.getTime(), 'Asia/Kolkata').hour);
      for (const id of Object.values(ids)) await t.admin.send('PUT', '/sys/quartzJob/pause', { id });
      await scheduler().stop();
    });
  });
});
