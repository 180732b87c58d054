/**
 * Scheduled jobs: the allow-list, Quartz cron and parameter checks as 422 on their
 * fields, a run by hand that really clears expired rows (and keeps fresh ones), pause and resume,
 * the run log, the scheduler running a due job on its tick, and two instances on one database
 * running each tick once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { newId } from '../../src/server/db/ids';
import { JOBS } from '../../src/server/jobs/registry';
import { quartzScheduler, QuartzScheduler } from '../../src/server/jobs/scheduler';
import { runJob, type RunResult } from '../../src/server/jobs/run-job';
import { describeEachBackend } from './helpers/suite';

const EVERY_SECOND = '* * * * * ?';
const PAST = () => new Date(Date.now() - 3_600_000);
const FUTURE = () => new Date(Date.now() + 3_600_000);
/** Runs on a busy machine: generous, but each wait ends as soon as what it waits for is there. */
const WAIT = { timeout: 30_000, interval: 100 };

describeEachBackend('scheduled jobs', (t) => {
  const sessionIds = async () =>
    (await t.app.db.selectFrom('sys_session').select('id').execute()).map((r) => r.id);
  const staffId = async () =>
    (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.staff.username)
        .executeTakeFirstOrThrow()
    ).id;

  async function addJob(body: Record<string, unknown>) {
    return t.admin.send('POST', '/sys/quartzJob/add', { status: 'paused', ...body });
  }

  async function jobIdOf(description: string): Promise<string> {
    return (
      await t.app.db
        .selectFrom('sys_quartz_job')
        .select('id')
        .where('description', '=', description)
        .executeTakeFirstOrThrow()
    ).id;
  }

  async function addSession(expiresAt: Date): Promise<string> {
    const id = newId();
    await t.app.db
      .insertInto('sys_session')
      .values({ id, user_id: await staffId(), expires_at: expiresAt, ip: null, user_agent: null })
      .execute();
    return id;
  }

  describe('writes', () => {
    it('keeps the job names dictionary in step with the registered jobs', async () => {
      const r = await t.admin.get('/sys/dict/getDictItems/quartz_job_name');
      expect(r.status).toBe(200);
      expect((r.body.result as Array<{ value: string }>).map((i) => i.value).sort()).toEqual(
        JOBS.map((j) => j.name).sort(),
      );
    });

    it('adds a registered job and lists it with its texts', async () => {
      const r = await addJob({
        jobName: 'clearExpiredSessions',
        cronExpression: '0 0 3 * * ?',
        parameter: '{"graceMinutes": 5}',
        description: 'nightly sessions',
      });
      expect(r.status).toBe(200);
      const list = await t.admin.get('/sys/quartzJob/list?description=nightly*');
      expect(list.body.result.records).toHaveLength(1);
      expect(list.body.result.records[0]).toMatchObject({
        jobName: 'clearExpiredSessions',
        jobName_dictText: '清理过期会话',
        status: 'paused',
        status_dictText: '已暂停',
      });
    });

    it('refuses a job name outside the allow-list with 422 on jobName', async () => {
      const r = await addJob({
        jobName: 'java.lang.Runtime',
        cronExpression: '0 0 3 * * ?',
        description: 'evil',
      });
      expect(r.status).toBe(422);
      expect(r.body.result).toContainEqual({
        field: 'jobName',
        message: '任务“java.lang.Runtime”不在允许的任务列表中',
      });
      expect(
        await t.app.db.selectFrom('sys_quartz_job').select('id').where('description', '=', 'evil').execute(),
      ).toEqual([]);
    });

    it('refuses an invalid cron expression with 422 and the reason on cronExpression', async () => {
      const r = await addJob({
        jobName: 'clearExpiredCodes',
        cronExpression: '0 0 24 * * ?',
        description: 'bad cron',
      });
      expect(r.status).toBe(422);
      expect(r.body.result).toContainEqual({
        field: 'cronExpression',
        message: 'Cron表达式第3段（时）的“24”无效：取值范围为0-23',
      });
      const both = await addJob({
        jobName: 'clearExpiredCodes',
        cronExpression: '0 0 12 * * *',
        description: 'bad cron',
      });
      expect(both.status).toBe(422);
      expect(both.body.result).toContainEqual({
        field: 'cronExpression',
        message: 'Cron表达式的“日”与“周”必须且只能有一个为“?”',
      });
    });

    it('refuses parameters the job does not accept with 422 on parameter', async () => {
      for (const parameter of ['{"graceMinutes": -1}', '{"script": "rm -rf /"}', 'not json', '[1]']) {
        const r = await addJob({
          jobName: 'clearExpiredCodes',
          cronExpression: '0 0 3 * * ?',
          parameter,
          description: 'bad params',
        });
        expect(r.status, parameter).toBe(422);
        expect(
          (r.body.result as Array<{ field: string }>).map((e) => e.field),
          parameter,
        ).toEqual(['parameter']);
      }
    });

    it('checks an edit: parameters against the job schema, cron on its field', async () => {
      await addJob({ jobName: 'clearExpiredCodes', cronExpression: '0 0 4 * * ?', description: 'to edit' });
      const id = await jobIdOf('to edit');
      // The form sends the whole record (required fields included).
      const record = { id, jobName: 'clearExpiredCodes', cronExpression: '0 0 4 * * ?', status: 'paused' };
      const bad = await t.admin.send('PUT', '/sys/quartzJob/edit', {
        ...record,
        parameter: '{"graceMinutes": 99999}',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.result[0].field).toBe('parameter');
      const cron = await t.admin.send('PUT', '/sys/quartzJob/edit', {
        ...record,
        cronExpression: '0 0 4 ? * 2#6',
      });
      expect(cron.status).toBe(422);
      expect(cron.body.result[0].field).toBe('cronExpression');
      const good = await t.admin.send('PUT', '/sys/quartzJob/edit', {
        ...record,
        cronExpression: '0 0 4 ? * MON#2',
        parameter: '{"graceMinutes": 30}',
      });
      expect(good.status).toBe(200);
      const row = await t.app.db
        .selectFrom('sys_quartz_job')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ cron_expression: '0 0 4 ? * MON#2', parameter: '{"graceMinutes": 30}' });
      expect((await t.admin.send('DELETE', `/sys/quartzJob/delete?id=${id}`)).status).toBe(200);
    });

    it('answers 403 to a user without the permission codes', async () => {
      const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
      expect((await staff.get('/sys/quartzJob/list')).status).toBe(403);
      expect((await staff.send('PUT', '/sys/quartzJob/pause', { id: 'x' })).status).toBe(403);
      expect((await staff.send('POST', '/sys/quartzJob/execute', { id: 'x' })).status).toBe(403);
    });
  });

  describe('run by hand, pause and resume, runs', () => {
    it('execute clears expired sessions, keeps fresh ones and logs the run', async () => {
      await addJob({
        jobName: 'clearExpiredSessions',
        cronExpression: '0 0 2 * * ?',
        description: 'by hand',
      });
      const id = await jobIdOf('by hand');
      const expired = await addSession(PAST());
      const fresh = await addSession(FUTURE());
      const r = await t.admin.send('POST', '/sys/quartzJob/execute', { id });
      expect(r.status).toBe(200);
      expect(r.body.result).toMatchObject({ status: 'ok' });
      expect(r.body.result.message).toMatch(/^已清除\d+个过期会话$/);
      const left = await sessionIds();
      expect(left).not.toContain(expired);
      expect(left).toContain(fresh);
      // The admin's own session is fresh: still signed in.
      expect((await t.admin.get('/sys/quartzJob/list')).status).toBe(200);

      const logs = await t.admin.get(`/sys/quartzJob/logs?jobId=${id}`, 'en-US');
      expect(logs.status).toBe(200);
      expect(logs.body.result).toHaveLength(1);
      expect(logs.body.result[0]).toMatchObject({ trigger: 'manual', status: 'ok', tickTime: null });
      expect(logs.body.result[0].durationMs).toBeGreaterThanOrEqual(0);
      expect(logs.body.result[0].message).toMatch(/expired sessions removed$/);
      const page = await t.admin.get(`/sys/quartzJobLog/list?jobId=${id}`);
      expect(page.body.result.records[0]).toMatchObject({
        status: 'ok',
        status_dictText: '成功',
        runTrigger_dictText: '手动执行',
      });
    });

    it('execute clears expired codes, slider tokens and sso states, keeping live ones', async () => {
      await addJob({
        jobName: 'clearExpiredCodes',
        cronExpression: '0 0 2 * * ?',
        description: 'codes by hand',
      });
      const id = await jobIdOf('codes by hand');
      const code = (tag: string, expires: Date, tokenExpires: Date | null) => ({
        id: newId(),
        purpose: 'password_reset' as const,
        target: tag,
        code_hash: tag,
        expires_at: expires,
        token_hash: tokenExpires ? `tok-${tag}` : null,
        token_expires_at: tokenExpires,
      });
      await t.app.db
        .insertInto('sys_reset_code')
        .values([
          code('gone', PAST(), null),
          code('token-live', PAST(), FUTURE()),
          code('token-gone', PAST(), PAST()),
          code('live', FUTURE(), null),
        ])
        .execute();
      await t.app.db
        .insertInto('sys_slider_token')
        .values([
          { secret_hash: 'slider-gone', kind: 'token', expires_at: PAST() },
          { secret_hash: 'slider-live', kind: 'token', expires_at: FUTURE() },
        ])
        .execute();
      await t.app.db
        .insertInto('sys_sso_state')
        .values([
          { state: 'sso-gone', nonce: 'n', code_verifier: 'v', expires_at: PAST() },
          { state: 'sso-live', nonce: 'n', code_verifier: 'v', expires_at: FUTURE() },
        ])
        .execute();
      const r = await t.admin.send('POST', '/sys/quartzJob/execute', { id });
      expect(r.body.result).toMatchObject({
        status: 'ok',
        message: '已清除过期验证码2个、滑块令牌1个、单点登录状态1个',
      });
      expect(
        (await t.app.db.selectFrom('sys_reset_code').select('target').orderBy('target').execute()).map(
          (r) => r.target,
        ),
      ).toEqual(['live', 'token-live']);
      expect(
        (await t.app.db.selectFrom('sys_slider_token').select('secret_hash').execute()).map(
          (r) => r.secret_hash,
        ),
      ).toEqual(['slider-live']);
      expect(
        (await t.app.db.selectFrom('sys_sso_state').select('state').execute()).map((r) => r.state),
      ).toEqual(['sso-live']);
    });

    it('pause and resume set the status; an unknown id is 404', async () => {
      const id = await jobIdOf('by hand');
      expect((await t.admin.send('PUT', '/sys/quartzJob/resume', { id })).status).toBe(200);
      expect(
        (
          await t.app.db
            .selectFrom('sys_quartz_job')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('running');
      const paused = await t.admin.send('PUT', '/sys/quartzJob/pause', { id });
      expect(paused.body.message).toBe('暂停定时任务成功');
      expect(
        (
          await t.app.db
            .selectFrom('sys_quartz_job')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('paused');
      expect((await t.admin.send('PUT', '/sys/quartzJob/pause', { id: 'f'.repeat(32) })).status).toBe(404);
      expect((await t.admin.send('POST', '/sys/quartzJob/execute', { id: 'f'.repeat(32) })).status).toBe(404);
    });
  });

  describe('claiming a tick', () => {
    it('runs a tick once, and not at all once the job is paused', async () => {
      await addJob({
        jobName: 'clearExpiredCodes',
        cronExpression: '0 0 1 * * ?',
        description: 'claims',
        status: 'running',
      });
      const id = await jobIdOf('claims');
      const job = { id, job_name: 'clearExpiredCodes', parameter: null };
      const tick = new Date('2030-01-01T01:00:00Z');
      expect(await runJob(t.app, job, { kind: 'schedule', tick })).toMatchObject({ status: 'ok' });
      expect(await runJob(t.app, job, { kind: 'schedule', tick })).toBeNull();
      await t.admin.send('PUT', '/sys/quartzJob/pause', { id });
      // An instance whose timer still fires for a job paused elsewhere claims nothing.
      expect(
        await runJob(t.app, job, { kind: 'schedule', tick: new Date('2030-01-02T01:00:00Z') }),
      ).toBeNull();
      const logs = await t.app.db
        .selectFrom('sys_quartz_job_log')
        .select(['tick_time', 'status'])
        .where('job_id', '=', id)
        .execute();
      expect(logs).toEqual([{ tick_time: tick, status: 'ok' }]);
    });

    it('lists the registered jobs with their parameter schemas', async () => {
      const r = await t.admin.get('/sys/quartzJob/jobs', 'en-US');
      expect(r.body.result).toContainEqual(
        expect.objectContaining({ value: 'clearExpiredSessions', text: 'Clear expired sessions' }),
      );
      expect(r.body.result).toHaveLength(JOBS.length);
    });
  });

  describe('the scheduler', () => {
    const scheduler = () => quartzScheduler(t.app);
    afterAll(async () => scheduler().stop());

    it('runs a due job on its tick, and stops running it when paused', async () => {
      await scheduler().start({ resyncMs: 60_000 });
      const expired = await addSession(PAST());
      const fresh = await addSession(FUTURE());
      const r = await addJob({
        jobName: 'clearExpiredSessions',
        cronExpression: EVERY_SECOND,
        description: 'every second',
        status: 'running',
      });
      expect(r.status).toBe(200);
      const id = await jobIdOf('every second');
      // The add's commit told this instance's scheduler; the tick runs within about a second.
      await vi.waitFor(async () => {
        const runs = await t.app.db
          .selectFrom('sys_quartz_job_log')
          .selectAll()
          .where('job_id', '=', id)
          .where('run_trigger', '=', 'schedule')
          .where('status', '=', 'ok')
          .execute();
        expect(runs.length).toBeGreaterThan(0);
        expect(runs[0]!.tick_time!.getMilliseconds()).toBe(0);
      }, WAIT);
      const left = await sessionIds();
      expect(left).not.toContain(expired);
      expect(left).toContain(fresh);

      expect(scheduler().scheduledJobIds()).toContain(id);
      expect((await t.admin.send('PUT', '/sys/quartzJob/pause', { id })).status).toBe(200);
      await vi.waitFor(() => expect(scheduler().scheduledJobIds()).not.toContain(id), WAIT);
      expect((await t.admin.send('PUT', '/sys/quartzJob/resume', { id })).status).toBe(200);
      await vi.waitFor(() => expect(scheduler().scheduledJobIds()).toContain(id), WAIT);
      expect((await t.admin.send('DELETE', `/sys/quartzJob/delete?id=${id}`)).status).toBe(200);
      await vi.waitFor(() => expect(scheduler().scheduledJobIds()).not.toContain(id), WAIT);
      await scheduler().stop();
    });

    it('two instances on one database run each tick once', async () => {
      const second: FastifyInstance = await buildApp(t.app.config, {
        database: { db: t.app.db, kind: t.app.dbKind, schema: undefined },
        redis: null,
        logger: false,
      });
      await second.ready();
      const seen = new Map<number, Array<{ instance: string; result: RunResult | null }>>();
      const record = (instance: string) => (_jobId: string, tick: Date, result: RunResult | null) => {
        const list = seen.get(tick.getTime()) ?? [];
        list.push({ instance, result });
        seen.set(tick.getTime(), list);
      };
      const a = new QuartzScheduler(t.app);
      const b = new QuartzScheduler(second);
      try {
        await a.start({ resyncMs: 200, onTick: record('a') });
        await b.start({ resyncMs: 200, onTick: record('b') });
        await addJob({
          jobName: 'clearExpiredCodes',
          cronExpression: EVERY_SECOND,
          description: 'two instances',
          status: 'running',
        });
        const id = await jobIdOf('two instances');
        const sharedTicks = () => [...seen.entries()].filter(([, fired]) => fired.length === 2);
        await vi.waitFor(() => expect(sharedTicks().length).toBeGreaterThanOrEqual(3), WAIT);
        for (const [tick, fired] of sharedTicks()) {
          expect(fired.map((f) => f.instance).sort(), String(tick)).toEqual(['a', 'b']);
          expect(
            fired.filter((f) => f.result !== null),
            String(tick),
          ).toHaveLength(1);
          const logs = await t.app.db
            .selectFrom('sys_quartz_job_log')
            .select('status')
            .where('job_id', '=', id)
            .where('tick_time', '=', new Date(tick))
            .execute();
          expect(logs).toEqual([{ status: 'ok' }]);
        }
        await t.admin.send('PUT', '/sys/quartzJob/pause', { id });
      } finally {
        await a.stop();
        await b.stop();
        await second.close();
      }
    });
  });
});

describe('QuartzScheduler before start', () => {
  let scheduler: QuartzScheduler;
  beforeAll(() => {
    scheduler = new QuartzScheduler({} as FastifyInstance);
  });
  it('ignores sync requests and has no timers', () => {
    scheduler.requestSync();
    expect(scheduler.isStarted).toBe(false);
    expect(scheduler.scheduledJobIds()).toEqual([]);
  });
});
