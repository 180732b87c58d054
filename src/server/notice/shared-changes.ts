/**
 * What an instance keeps to itself that an administrator's change on another instance makes stale,
 * and how each copy is kept right on every instance. The writing instance announces the change on
 * the notice bus (Redis `<prefix>notice` with REDIS_URL, in-process without it); every instance,
 * the writer too, drops or re-reads its copy when the announcement arrives.
 *
 * The copies, and what refreshes each one:
 * - the scheduler's timers (jobs/scheduler.ts): 'quartzJobs' re-reads the jobs at once (and the
 *   scheduler re-reads every 30 s whatever happens);
 * - the schema registry's published online forms (online/form/version-check.ts): 'onlineForms'
 *   registers the newer versions and compares every form again at its next request (which also
 *   happens by itself every 3 s per form);
 * - the dictionaries (dict/dict-changes.ts): their own `dict_changed` push, which the signed-in
 *   clients hear as well (and a 60 s lifetime);
 * - cached sessions, with the user's roles and grants (auth/session-invalidation.ts): their own
 *   Redis channel.
 * Settings (sys_config), check rules, fill rules, reports and field rules are read from the
 * database on each use: nothing to refresh. During a Redis outage an announcement reaches the
 * writing instance only, and the others catch up by the lifetimes above.
 */
import type { FastifyInstance } from 'fastify';
import { quartzScheduler } from '../jobs/scheduler';
import { refreshPublishedForms } from '../modules/online/form/version-check';
import { noticeBusOf, type NoticeBus } from './notice-bus';
import type { SharedChange } from './notice-messages';

/** Tells every instance (this one too) that `what` changed; never throws at the caller. */
export async function announceSharedChange(
  app: Pick<FastifyInstance, 'server'>,
  what: SharedChange,
): Promise<void> {
  await noticeBusOf(app)?.publish({ kind: 'changed', what });
}

/** Refreshes this instance's copy whenever any instance announces a change. */
export function refreshOnSharedChange(app: FastifyInstance, bus: NoticeBus): void {
  bus.onEvent((event) => {
    if (event.kind !== 'changed') return;
    switch (event.what) {
      case 'quartzJobs':
        quartzScheduler(app).requestSync();
        return;
      case 'onlineForms':
        void refreshPublishedForms(app);
        return;
    }
  });
}
