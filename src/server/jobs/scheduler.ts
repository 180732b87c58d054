/**
 * Runs the running jobs of sys_quartz_job on their Quartz schedules: one timer per job, set for its
 * next due time (src/shared/cron/quartz-next-runs.ts) in the job's time zone or the installation's. Every instance on a database keeps the same
 * timers; the tick's claim in run-job.ts lets exactly one of them run it.
 *
 * Changes reach the timers by `requestSync()` (called after this instance's writes) and by a
 * periodic re-read (other instances' writes). A timer that fires late skips the ticks it missed
 * and runs once, as Quartz's default misfire policy does.
 *
 * Started by the server entry (main.ts) — not by buildApp, so tests run it only when they ask —
 * and stopped when the app closes (waiting for runs in progress).
 */
import type { FastifyInstance } from 'fastify';
import { QuartzError, nextRun } from '../../shared/cron/quartz-next-runs';
import { runJob, type JobRow, type RunResult } from './run-job';

/** setTimeout's largest delay; a later tick is re-planned when this runs out. */
const MAX_TIMER_MS = 2_147_483_647;

export interface SchedulerOptions {
  /** How often other instances' changes are read (default 30 s). */
  resyncMs?: number;
  /** Told of each tick this instance fired: the run, or null when another instance claimed it. */
  onTick?(jobId: string, tick: Date, result: RunResult | null): void;
}

interface ScheduledJob extends JobRow {
  cron_expression: string;
  time_zone: string | null;
  signature: string;
  timer: NodeJS.Timeout | null;
}

interface LoadedRow extends JobRow {
  cron_expression: string;
  /** Null: the installation's zone (config.timeZone). */
  time_zone: string | null;
  update_time: Date | null;
}

function signatureOf(row: LoadedRow): string {
  return JSON.stringify([
    row.job_name,
    row.cron_expression,
    row.time_zone,
    row.parameter,
    row.update_time?.getTime() ?? null,
  ]);
}

export class QuartzScheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private resyncTimer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private syncAgain = false;
  private started = false;

  private options: SchedulerOptions = {};

  constructor(private readonly app: FastifyInstance) {}

  get isStarted(): boolean {
    return this.started;
  }

  /** The jobs with a timer set, for the screen's diagnostics and tests. */
  scheduledJobIds(): string[] {
    return [...this.jobs.values()].filter((job) => job.timer !== null).map((job) => job.id);
  }

  async start(options: SchedulerOptions = {}): Promise<void> {
    if (this.started) return;
    this.options = options;
    this.started = true;
    await this.sync();
    this.resyncTimer = setInterval(() => this.requestSync(), this.options.resyncMs ?? 30_000);
    this.resyncTimer.unref();
  }

  /** Re-reads the jobs soon (after the caller's transaction has committed), at most one read at a time. */
  requestSync(): void {
    if (!this.started) return;
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    this.track(this.sync());
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.resyncTimer) clearInterval(this.resyncTimer);
    this.resyncTimer = null;
    for (const job of this.jobs.values()) if (job.timer) clearTimeout(job.timer);
    this.jobs.clear();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(promise: Promise<unknown>): void {
    const tracked = promise
      .catch((error: unknown) => this.app.log.error({ err: error }, 'scheduled job failed'))
      .finally(() => {
        this.inFlight.delete(tracked);
      });
    this.inFlight.add(tracked);
  }

  private async sync(): Promise<void> {
    this.syncing = this.load();
    try {
      await this.syncing;
    } finally {
      this.syncing = null;
    }
    if (this.syncAgain && this.started) {
      this.syncAgain = false;
      await this.sync();
    }
  }

  private async load(): Promise<void> {
    const rows: LoadedRow[] = await this.app.db
      .selectFrom('sys_quartz_job')
      .select(['id', 'job_name', 'cron_expression', 'time_zone', 'parameter', 'update_time'])
      .where('status', '=', 'running')
      .execute();
    if (!this.started) return;
    const seen = new Set<string>();
    for (const row of rows) {
      seen.add(row.id);
      const signature = signatureOf(row);
      const current = this.jobs.get(row.id);
      if (current?.signature === signature) continue;
      if (current?.timer) clearTimeout(current.timer);
      const job: ScheduledJob = { ...row, signature, timer: null };
      this.jobs.set(row.id, job);
      this.plan(job, Date.now());
    }
    for (const [id, job] of this.jobs) {
      if (seen.has(id)) continue;
      if (job.timer) clearTimeout(job.timer);
      this.jobs.delete(id);
    }
  }

  /** Sets the job's timer for its first tick strictly after `after` (ms). */
  private plan(job: ScheduledJob, after: number): void {
    job.timer = null;
    let tick: Date | null;
    try {
      // In the job's zone or the installation's, never the process's: the preview computes the same.
      tick = nextRun(job.cron_expression, new Date(after), job.time_zone ?? this.app.config.timeZone);
    } catch (error) {
      // Writes check the expression and the zone; a row changed behind the API's back is logged, not run.
      if (!(error instanceof QuartzError) && !(error instanceof RangeError)) throw error;
      this.app.log.warn(
        { jobId: job.id, cron: job.cron_expression, timeZone: job.time_zone },
        'scheduled job has an invalid cron expression or time zone',
      );
      return;
    }
    if (!tick) return;
    const delay = tick.getTime() - Date.now();
    if (delay > MAX_TIMER_MS) {
      job.timer = setTimeout(() => this.plan(job, after), MAX_TIMER_MS);
    } else {
      job.timer = setTimeout(() => this.fire(job, tick), Math.max(0, delay));
    }
    job.timer.unref();
  }

  private fire(job: ScheduledJob, tick: Date): void {
    if (!this.started || this.jobs.get(job.id) !== job) return;
    // The next tick is planned before this one runs, so a slow run does not delay it; a late
    // timer plans from now, skipping the ticks it missed.
    this.plan(job, Math.max(tick.getTime(), Date.now()));
    this.track(
      runJob(this.app, job, { kind: 'schedule', tick }).then((result) => {
        this.options.onTick?.(job.id, tick, result);
      }),
    );
  }
}

/**
 * Keyed by the app's database handle: every plugin context of one app (`request.server` in a
 * module is not the root instance) shares it, so routes, CRUD writes and main.ts reach one scheduler.
 */
const schedulers = new WeakMap<object, QuartzScheduler>();

/** The app's scheduler (created on first use, started by main.ts, stopped on close by the quartz module). */
export function quartzScheduler(app: FastifyInstance): QuartzScheduler {
  let scheduler = schedulers.get(app.db);
  if (!scheduler) {
    scheduler = new QuartzScheduler(app);
    schedulers.set(app.db, scheduler);
  }
  return scheduler;
}
