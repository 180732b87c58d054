/**
 * Two instances on one PostgreSQL database and one Redis, sharing what an instance would otherwise
 * keep to itself: each with its own database pool, Redis connection, caches and scheduler, as two
 * processes behind a load balancer are. A live table edit on A reaches a user on B; the sign-in
 * limit counts the attempts of both together; a scheduled job runs once per tick though both
 * schedulers fire, and B's timers follow an admin's new job and its pause on A at once (B re-reads
 * its jobs only every hour here, so only A's announcement can tell it); a dictionary item, a
 * setting and a newly published form version saved through A are what B answers next.
 *
 * Each app holds its own schema registry, so in the published-form case B still has the old
 * version as B's own process would, and A's announcement makes B compare again at once (without it
 * B trusts its last comparison for 3 s).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quartzScheduler } from '../../src/server/jobs/scheduler';
import type { RunResult } from '../../src/server/jobs/run-job';
import { noticeBusOf } from '../../src/server/notice/notice-bus';
import type { NoticeEvent } from '../../src/server/notice/notice-messages';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { api, type Api } from '../fixtures/crud-helpers';
import { addDefinition, cgField, publishAndSync } from './helpers/online-forms';
import { startSecondInstance, type SecondInstance } from './helpers/second-instance';
import { createTestApp, type TestApp } from './helpers/test-app';
import { listenForSockets, mustOpen, type OpenedSocket } from './helpers/ws-client';

const EVERY_SECOND = '* * * * * ?';
/** Each wait ends as soon as what it waits for is there; generous for a busy machine. */
const WAIT = { timeout: 30_000, interval: 50 };
/** Sign-in attempts per address a minute, across both instances. */
const LOGIN_LIMIT = 8;

/** One sign-in through `app`: its status and what the rate limit says is left. */
async function signIn(app: FastifyInstance, username: string, password: string) {
  const keys = (await app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
    key: string;
    iv: string;
  };
  const response = await app.inject({
    method: 'POST',
    url: '/sys/login',
    payload: { userccs: encryptUserccs({ username, password }, keys.key, keys.iv) },
  });
  const body = response.json() as { result?: { token?: string } };
  return {
    status: response.statusCode,
    remaining: Number(response.headers['x-ratelimit-remaining']),
    token: body.result?.token ?? '',
  };
}

describe.runIf(!!process.env.DATABASE_URL && !!process.env.REDIS_URL)(
  'two instances on one PostgreSQL database and Redis',
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    let second: SecondInstance | undefined;
    let adminToken = '';
    let onA: Api;
    let onB: Api;
    const sockets: OpenedSocket[] = [];

    beforeAll(async () => {
      t = await createTestApp('postgres', { config: { loginRateLimit: LOGIN_LIMIT } });
      second = await startSecondInstance(t);
      other = second.app;
      adminToken = await t.login(t.seed.admin.username, t.seed.admin.password);
      onA = api(t.app, adminToken);
      onB = api(other, adminToken);
    });

    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      await second?.close();
      await t?.close();
    });

    it('counts sign-in attempts of both instances against one limit', async () => {
      // Unknown accounts (no per-account throttle involved), alternately through A and B: each
      // answer leaves one attempt fewer for the address.
      const nobody = (i: number) => `nobody-${i}`;
      const first = await signIn(t.app, nobody(0), 'not-the-password');
      expect(first.status).not.toBe(429);
      let expected = first.remaining;
      let turn = 1;
      while (expected > 0) {
        const next = await signIn(turn % 2 === 0 ? t.app : other, nobody(turn), 'not-the-password');
        expected -= 1;
        expect(next.status, `attempt ${turn + 1}`).not.toBe(429);
        expect(next.remaining, `attempt ${turn + 1}`).toBe(expected);
        turn += 1;
      }
      // The installation's limit is spent: refused on both, the right password too.
      expect(turn).toBeGreaterThanOrEqual(2);
      expect((await signIn(t.app, t.seed.staff.username, t.seed.staff.password)).status).toBe(429);
      expect((await signIn(other, t.seed.staff.username, t.seed.staff.password)).status).toBe(429);
    });

    it('relays a live table edit made on A to the same room on B', async () => {
      const templates = (await onA.get('/isps/stageTemplate/list')).body.result.records as Array<{
        id: string;
      }>;
      const adminId = (
        await t.app.db
          .selectFrom('sys_user')
          .select('id')
          .where('username', '=', t.seed.admin.username)
          .executeTakeFirstOrThrow()
      ).id;
      const room = (id: string) => `/vxeSocket/${adminId}/isps_stage_template.${id}.root_stages`;
      const baseA = await listenForSockets(t.app);
      const baseB = await listenForSockets(other);
      const open = async (base: { ws: string; origin: string }, path: string) => {
        const socket = await mustOpen(`${base.ws}${path}`, { token: adminToken, origin: base.origin });
        sockets.push(socket);
        return socket;
      };
      const sender = await open(baseA, room(templates[0]!.id));
      const reader = await open(baseB, room(templates[0]!.id));
      const elsewhere = await open(baseB, room(templates[1]!.id));
      const update = {
        type: 'update_vxe_table',
        data: { socketKey: 'k1', args: [{ id: 'r1', name: 'from A' }] },
      };
      sender.socket.send(JSON.stringify(update));
      expect(await reader.next((m) => m.type === 'update_vxe_table')).toEqual(update);
      // Another room on B and the sender heard nothing: a heartbeat answered after the update proves it.
      for (const s of [sender, elsewhere]) {
        s.socket.send(JSON.stringify({ type: 'heart_beat', data: '-' }));
        await s.next((m) => m.type === 'heart_beat');
        expect(s.messages.some((m) => m.type === 'update_vxe_table')).toBe(false);
      }
    });

    it('runs a job once per tick on two schedulers; B follows the job A adds and pauses at once', async () => {
      const fired = new Map<number, Array<{ instance: string; result: RunResult | null }>>();
      const record = (instance: string) => (_jobId: string, tick: Date, result: RunResult | null) => {
        const list = fired.get(tick.getTime()) ?? [];
        list.push({ instance, result });
        fired.set(tick.getTime(), list);
      };
      // Each instance's own scheduler, as main.ts starts it; started before the job exists and
      // re-reading only hourly, so B learns of the job from A's announcement or not at all.
      const a = quartzScheduler(t.app);
      const b = quartzScheduler(other);
      await a.start({ resyncMs: 3_600_000, onTick: record('a') });
      await b.start({ resyncMs: 3_600_000, onTick: record('b') });
      try {
        const added = await onA.send('POST', '/sys/quartzJob/add', {
          jobName: 'clearExpiredCodes',
          cronExpression: EVERY_SECOND,
          description: 'scale out',
          status: 'running',
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        const id = (
          await t.app.db
            .selectFrom('sys_quartz_job')
            .select('id')
            .where('description', '=', 'scale out')
            .executeTakeFirstOrThrow()
        ).id;
        await vi.waitFor(() => expect(b.scheduledJobIds()).toContain(id), WAIT);
        const both = () => [...fired.entries()].filter(([, list]) => list.length === 2);
        await vi.waitFor(() => expect(both().length).toBeGreaterThanOrEqual(3), WAIT);
        for (const [tick, list] of both()) {
          expect(
            list.filter((f) => f.result !== null),
            String(tick),
          ).toHaveLength(1);
          const logs = await other.db
            .selectFrom('sys_quartz_job_log')
            .select('status')
            .where('job_id', '=', id)
            .where('tick_time', '=', new Date(tick))
            .execute();
          expect(logs).toEqual([{ status: 'ok' }]);
        }
        // No tick of this job was ever run twice, whichever instance fired it.
        const doubled = await t.app.db
          .selectFrom('sys_quartz_job_log')
          .select('tick_time')
          .where('job_id', '=', id)
          .groupBy('tick_time')
          .having(sql`count(*)`, '>', 1)
          .execute();
        expect(doubled).toEqual([]);

        expect((await onA.send('PUT', '/sys/quartzJob/pause', { id })).status).toBe(200);
        await vi.waitFor(() => expect(b.scheduledJobIds()).not.toContain(id), WAIT);
      } finally {
        await a.stop();
        await b.stop();
      }
    });

    it('answers on B a dictionary item added on A, though B had the dictionaries cached', async () => {
      const items = async () =>
        (
          (await onB.get('/sys/dict/queryAllDictItems')).body.result as Record<
            string,
            Array<{ value: string }>
          >
        ).business_type!.map((i) => i.value);
      expect(await items()).not.toContain('scale_out_type');
      const dictId = (
        await t.app.db
          .selectFrom('sys_dict')
          .select('id')
          .where('dict_code', '=', 'business_type')
          .executeTakeFirstOrThrow()
      ).id;
      const added = await onA.send('POST', '/sys/dictItem/add', {
        dictId,
        itemText: '多实例业务',
        itemTextEn: 'Scale out',
        itemValue: 'scale_out_type',
        sortOrder: 97,
        status: '1',
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      await vi.waitFor(async () => expect(await items()).toContain('scale_out_type'), WAIT);
    });

    it('answers on B a setting an administrator saved on A', async () => {
      const row = await t.app.db
        .selectFrom('sys_config')
        .select('id')
        .where('config_key', '=', 'hotline')
        .executeTakeFirstOrThrow();
      expect((await onB.get('/sys/config/shellTexts')).status).toBe(200);
      expect((await onA.send('PUT', '/sys/config/edit', { id: row.id, value: '400-000-2323' })).status).toBe(
        200,
      );
      expect((await onB.get('/sys/config/shellTexts')).body.result.hotline).toBe('400-000-2323');
    });

    it('B registers a form version published on A at once, not after its next comparison', async () => {
      const code = 'scale_out_form';
      const id = await addDefinition(onA, {
        head: { tableName: code, tableTxt: '多实例表单', tableType: 1 },
        fields: [cgField('subject', '主题')],
      });
      await publishAndSync(onA, id);
      // B compares now: it has version 1 and trusts that for a while.
      expect(
        (await onB.get(`/sys/schema/page/online-${code}`)).body.result.entity.properties.remark,
      ).toBeUndefined();

      const heard: NoticeEvent[] = [];
      noticeBusOf(other)!.onEvent((event) => heard.push(event));
      const current = (await onA.get(`/online/cgform/head/queryById?id=${id}`)).body.result;
      const edited = await onA.send('PUT', '/online/cgform/api/editAll', {
        head: { id, tableName: code, tableTxt: '多实例表单', tableType: 1 },
        fields: [...current.fields, cgField('remark', '备注')],
        indexs: [],
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      await publishAndSync(onA, id);
      await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'changed', what: 'onlineForms' }), WAIT);
      // B held version 1 (its own registry, asked above) and still trusts that comparison: the
      // announcement alone brings it to version 2.
      const page = (await onB.get(`/sys/schema/page/online-${code}`)).body.result;
      expect(page.entity.properties.remark).toBeDefined();
    });
  },
);
