/**
 * The scheduled jobs' own calls beside their generic CRUD (/sys/quartzJob list|add|edit|delete):
 * PUT pause {id}, PUT resume {id}, POST execute {id} (one run now, logged) and GET logs?jobId=
 * (the last runs). The allow-list of jobs is GET jobs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { JOBS } from '../../jobs/registry';
import { runJob } from '../../jobs/run-job';
import { quartzScheduler } from '../../jobs/scheduler';
import { announceSharedChange } from '../../notice/shared-changes';
import { QUARTZ_MSG } from './quartz-messages';

export const QUARTZ_PERM = {
  list: 'system:quartz:list',
  pause: 'system:quartz:pause',
  resume: 'system:quartz:resume',
  execute: 'system:quartz:execute',
} as const;

const LOGS_DEFAULT = 20;
const LOGS_MAX = 200;

const idBody = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

async function setStatus(request: FastifyRequest, id: string, status: 'running' | 'paused'): Promise<void> {
  const app = request.server;
  const updated = await app.db
    .updateTable('sys_quartz_job')
    .set({ status, update_by: request.user.username, update_time: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new LocalizedHttpError(404, QUARTZ_MSG.jobNotFound);
  quartzScheduler(app).requestSync();
  await announceSharedChange(app, 'quartzJobs');
}

export function registerQuartzRoutes(app: FastifyInstance): void {
  app.put<{ Body: { id: string } }>(
    '/sys/quartzJob/pause',
    { config: { permission: QUARTZ_PERM.pause }, schema: { body: idBody } },
    async (request) => {
      await setStatus(request, request.body.id, 'paused');
      return ok(null, request.t(QUARTZ_MSG.paused));
    },
  );

  app.put<{ Body: { id: string } }>(
    '/sys/quartzJob/resume',
    { config: { permission: QUARTZ_PERM.resume }, schema: { body: idBody } },
    async (request) => {
      await setStatus(request, request.body.id, 'running');
      return ok(null, request.t(QUARTZ_MSG.resumed));
    },
  );

  app.post<{ Body: { id: string } }>(
    '/sys/quartzJob/execute',
    { config: { permission: QUARTZ_PERM.execute }, schema: { body: idBody } },
    async (request) => {
      const job = await app.db
        .selectFrom('sys_quartz_job')
        .select(['id', 'job_name', 'parameter'])
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      if (!job) throw new LocalizedHttpError(404, QUARTZ_MSG.jobNotFound);
      // A run by hand never conflicts with a tick, so it always runs.
      const result = (await runJob(app, job, { kind: 'manual' }))!;
      const answer = {
        logId: result.logId,
        status: result.status,
        durationMs: result.durationMs,
        message: request.t(result.message),
      };
      return ok(answer, request.t(result.status === 'ok' ? QUARTZ_MSG.executed : QUARTZ_MSG.executeFailed));
    },
  );

  app.get<{ Querystring: { jobId: string; limit?: number } }>(
    '/sys/quartzJob/logs',
    {
      config: { permission: QUARTZ_PERM.list },
      schema: {
        querystring: {
          type: 'object',
          required: ['jobId'],
          properties: {
            jobId: { type: 'string', minLength: 1, maxLength: 32 },
            limit: { type: 'integer', minimum: 1, maximum: LOGS_MAX },
          },
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_quartz_job_log')
        .select([
          'id',
          'tick_time',
          'run_trigger',
          'started_at',
          'finished_at',
          'duration_ms',
          'status',
          'message',
          'message_en',
        ])
        .where('job_id', '=', request.query.jobId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? LOGS_DEFAULT)
        .execute();
      return ok(
        rows.map((row) => ({
          id: row.id,
          tickTime: row.tick_time,
          trigger: row.run_trigger,
          startedAt: row.started_at,
          finishedAt: row.finished_at,
          durationMs: row.duration_ms,
          status: row.status,
          message: request.locale === 'en-US' && row.message_en ? row.message_en : row.message,
        })),
      );
    },
  );

  app.get('/sys/quartzJob/jobs', { config: { permission: QUARTZ_PERM.list } }, async (request) =>
    ok(JOBS.map((job) => ({ value: job.name, text: request.t(job.title), paramsSchema: job.paramsSchema }))),
  );
}
