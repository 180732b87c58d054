/**
 * One run of a scheduled job, written to sys_quartz_job_log. A scheduled run first claims its tick:
 * the log row (job_id, tick_time) is inserted with on conflict do nothing, and only the instance
 * whose insert went in runs the job — the same on PGlite and PostgreSQL, with no lock held while
 * the job works. A run by hand (tick null) never conflicts.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { MessagePair } from '../../shared/messages/message-pair';
import { newId } from '../db/ids';
import { checkJobParams, jobDefinition } from './registry';

/** Runs kept per job; older log rows are removed after each run. */
export const LOG_ROWS_KEPT = 200;
const MESSAGE_MAX = 2000;

export interface JobRow {
  id: string;
  job_name: string;
  parameter: string | null;
}

export type RunTrigger = { kind: 'schedule'; tick: Date } | { kind: 'manual' };

export interface RunResult {
  logId: string;
  status: 'ok' | 'error';
  durationMs: number;
  message: MessagePair;
}

function failure(error: unknown): MessagePair {
  const detail = error instanceof Error ? error.message : String(error);
  return { 'zh-CN': `执行失败：${detail}`, 'en-US': `Failed: ${detail}` };
}

const UNKNOWN_JOB = (name: string): MessagePair => ({
  'zh-CN': `任务“${name}”未注册，不能执行`,
  'en-US': `The job "${name}" is not registered and cannot run`,
});

async function work(
  app: FastifyInstance,
  job: JobRow,
): Promise<{ status: 'ok' | 'error'; message: MessagePair }> {
  const definition = jobDefinition(job.job_name);
  if (!definition) return { status: 'error', message: UNKNOWN_JOB(job.job_name) };
  const params = checkJobParams(definition, job.parameter);
  if (!params.ok) return { status: 'error', message: params.message };
  try {
    return { status: 'ok', message: await definition.run(app, params.params) };
  } catch (error) {
    return { status: 'error', message: failure(error) };
  }
}

/** Runs the job once; null when another instance has claimed this tick already, or the job is no longer running. */
export async function runJob(
  app: FastifyInstance,
  job: JobRow,
  trigger: RunTrigger,
): Promise<RunResult | null> {
  const logId = newId();
  const started = Date.now();
  const claimed =
    trigger.kind === 'schedule'
      ? await claimTick(app, job.id, logId, trigger.tick, started)
      : await logManual(app, job.id, logId, started);
  if (!claimed) return null;

  const outcome = await work(app, job);
  const durationMs = Date.now() - started;
  await app.db
    .updateTable('sys_quartz_job_log')
    .set({
      finished_at: new Date(),
      duration_ms: durationMs,
      status: outcome.status,
      message: outcome.message['zh-CN'].slice(0, MESSAGE_MAX),
      message_en: outcome.message['en-US'].slice(0, MESSAGE_MAX),
    })
    .where('id', '=', logId)
    .execute();
  await pruneLog(app, job.id);
  return { logId, status: outcome.status, durationMs, message: outcome.message };
}

/**
 * The claim of a scheduled tick: the log row, inserted only while the job is still running (a
 * pause on another instance wins at once) and only once per (job, tick) across instances.
 */
async function claimTick(
  app: FastifyInstance,
  jobId: string,
  logId: string,
  tick: Date,
  started: number,
): Promise<boolean> {
  const claimed = await app.db
    .insertInto('sys_quartz_job_log')
    .columns(['id', 'job_id', 'tick_time', 'run_trigger', 'started_at', 'status'])
    .expression(
      app.db
        .selectFrom('sys_quartz_job')
        .select([
          sql<string>`cast(${logId} as varchar)`.as('id'),
          'id as job_id',
          sql<Date>`cast(${tick.toISOString()} as timestamptz)`.as('tick_time'),
          sql<string>`cast('schedule' as varchar)`.as('run_trigger'),
          sql<Date>`cast(${new Date(started).toISOString()} as timestamptz)`.as('started_at'),
          sql<string>`cast('running' as varchar)`.as('status'),
        ])
        .where('id', '=', jobId)
        .where('status', '=', 'running'),
    )
    .onConflict((oc) => oc.columns(['job_id', 'tick_time']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function logManual(
  app: FastifyInstance,
  jobId: string,
  logId: string,
  started: number,
): Promise<boolean> {
  await app.db
    .insertInto('sys_quartz_job_log')
    .values({
      id: logId,
      job_id: jobId,
      tick_time: null,
      run_trigger: 'manual',
      started_at: new Date(started),
      status: 'running',
    })
    .execute();
  return true;
}

async function pruneLog(app: FastifyInstance, jobId: string): Promise<void> {
  const keep = app.db
    .selectFrom('sys_quartz_job_log')
    .select('id')
    .where('job_id', '=', jobId)
    .orderBy('started_at', 'desc')
    .limit(LOG_ROWS_KEPT);
  await app.db
    .deleteFrom('sys_quartz_job_log')
    .where('job_id', '=', jobId)
    .where('id', 'not in', keep)
    .execute();
}
