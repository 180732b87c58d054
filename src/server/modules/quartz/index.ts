/**
 * Scheduled jobs: the sys_quartz_job hooks for the generic CRUD, the pause / resume /
 * execute / logs calls, the job names' dictionary kept in step with the registry, and the
 * scheduler stopped on close (it is started by main.ts).
 */
import type { FastifyInstance } from 'fastify';
import { insertDicts } from '../../seed/dicts';
import { QUARTZ_JOB_NAME_DICT } from '../../jobs/job-dicts';
import { JOBS } from '../../jobs/registry';
import { quartzScheduler } from '../../jobs/scheduler';
import { registerEntityHooks } from '../crud/hooks';
import { registerPageAnswerDecorator } from '../schema/page-answer-decorators';
import { quartzJobHooks } from './quartz-hooks';
import { QUARTZ_JOB_PAGE, withInstallationTimeZone } from './quartz-page';
import { registerQuartzRoutes } from './quartz-routes';

export default async function quartzModule(app: FastifyInstance): Promise<void> {
  registerEntityHooks(app, 'sys_quartz_job', quartzJobHooks);
  registerQuartzRoutes(app);
  registerPageAnswerDecorator(app, QUARTZ_JOB_PAGE, withInstallationTimeZone);
  app.addHook('onReady', async () => {
    // New jobs in the code get their dictionary item; texts an administrator edited are kept.
    await insertDicts(app.db, [
      {
        code: QUARTZ_JOB_NAME_DICT,
        name: '定时任务',
        nameEn: 'Scheduled job',
        items: JOBS.map((job) => [job.name, job.title['zh-CN'], job.title['en-US']]),
      },
    ]);
  });
  app.addHook('onClose', async () => {
    await quartzScheduler(app).stop();
  });
}
