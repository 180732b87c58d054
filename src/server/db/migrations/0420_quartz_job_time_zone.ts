/**
 * sys_quartz_job.time_zone: the IANA zone a job's cron expression is read in (e.g. Europe/Berlin);
 * null, as every existing job gets, is the installation's zone (TIME_ZONE, default Asia/Shanghai).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_quartz_job').addColumn('time_zone', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_quartz_job').dropColumn('time_zone').execute();
}
