/**
 * What a committed CRUD write must clear: cached sessions when users, roles or grants change
 * (src/server/auth/auth-data-writes.ts), the dictionary cache that lists translate with when a
 * dictionary changes (and the signed-in clients' copies, dict-changes.ts), the scheduler's timers and
 * the published online forms on every instance (notice/shared-changes.ts). One call after each
 * committed write (write/write.ts, import/route.ts).
 */
import type { FastifyInstance } from 'fastify';
import { invalidateAfterAuthDataWrite } from '../../auth/auth-data-writes';
import { announceDictChange } from '../dict/dict-changes';
import { quartzScheduler } from '../../jobs/scheduler';
import { announceSharedChange } from '../../notice/shared-changes';

const DICT_TABLES = new Set(['sys_dict', 'sys_dict_item']);

export async function invalidateCachesAfterWrite(
  app: FastifyInstance,
  table: string,
  ids: readonly string[],
): Promise<void> {
  if (DICT_TABLES.has(table)) await announceDictChange(app);
  // The scheduler re-reads its jobs once the write is committed, here at once and on the other instances.
  if (table === 'sys_quartz_job') {
    quartzScheduler(app).requestSync();
    await announceSharedChange(app, 'quartzJobs');
  }
  // A form's head edited or deleted (with its table or not): the other instances compare again.
  if (table === 'onl_cgform_head') await announceSharedChange(app, 'onlineForms');
  await invalidateAfterAuthDataWrite(app, table, ids);
}
