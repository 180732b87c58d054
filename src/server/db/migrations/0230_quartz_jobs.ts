/**
 * Scheduled jobs:
 * - sys_quartz_job: a job of the allow-list registered in code (src/server/jobs/registry.ts: the
 *   name picks code, never a class name or script read from the database), its Quartz cron
 *   expression, its JSON parameters and whether it runs.
 * - sys_quartz_job_log: each run, scheduled or by hand. A scheduled run's row is also the claim of
 *   its tick: unique (job_id, tick_time), inserted with on conflict do nothing, so with several
 *   instances on one database exactly one runs each tick, on PGlite and PostgreSQL alike.
 * - the dictionaries of the screen: job status, run status (the job names' dictionary is kept in
 *   step with the registry by the quartz module at start).
 */
import { sql, type Kysely } from 'kysely';
import { insertDicts, type SeedDict } from '../../seed/dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The dictionaries as this migration first brought them, frozen (history): today's data is
// schemas/dicts, reconciled on every start.
const QUARTZ_STATUS_DICTS: SeedDict[] = [
  {
    code: 'quartz_status',
    name: '任务状态',
    nameEn: 'Job status',
    items: [
      ['running', '运行中', 'Running'],
      ['paused', '已暂停', 'Paused'],
    ],
  },
  {
    code: 'quartz_run_trigger',
    name: '触发方式',
    nameEn: 'Trigger',
    items: [
      ['schedule', '按计划', 'Scheduled'],
      ['manual', '手动执行', 'By hand'],
    ],
  },
  {
    code: 'quartz_run_status',
    name: '执行结果',
    nameEn: 'Run result',
    items: [
      ['running', '执行中', 'Running'],
      ['ok', '成功', 'Succeeded'],
      ['error', '失败', 'Failed'],
    ],
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_quartz_job')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('cron_expression', 'varchar(128)', (c) => c.notNull())
    // JSON text, checked against the job's own parameter schema on every write.
    .addColumn('parameter', 'varchar(2000)')
    .addColumn('description', 'varchar(255)')
    // 'running' | 'paused'
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('running'))
    .execute();

  await db.schema
    .createTable('sys_quartz_job_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_quartz_job.id').onDelete('cascade'),
    )
    // The scheduled time this run belongs to; null for a run by hand (never in conflict).
    .addColumn('tick_time', 'timestamptz')
    // 'schedule' | 'manual'
    .addColumn('run_trigger', 'varchar(8)', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('duration_ms', 'integer')
    // 'running' | 'ok' | 'error'
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    // The run's summary or failure in both languages (the list shows message_en in en-US).
    .addColumn('message', 'varchar(2000)')
    .addColumn('message_en', 'varchar(2000)')
    // The columns every table has (docs/contracts.md): the generic list reads them.
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addUniqueConstraint('sys_quartz_job_log_tick_uq', ['job_id', 'tick_time'])
    .execute();
  await db.schema
    .createIndex('sys_quartz_job_log_started_idx')
    .on('sys_quartz_job_log')
    .columns(['job_id', 'started_at'])
    .execute();

  await insertDicts(db, QUARTZ_STATUS_DICTS);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_quartz_job_log').ifExists().execute();
  await db.schema.dropTable('sys_quartz_job').ifExists().execute();
}
