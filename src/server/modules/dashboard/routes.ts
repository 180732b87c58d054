/**
 * Dashboard routes (read only): GET /sys/dashboard/customer, /staff, /work (signed-in users; every
 * figure within the caller's row scope), /monitor (permission `dashboard:monitor:view`, admins) and
 * the login statistics GET /sys/loginfo, /sys/visitInfo (permission `dashboard:loginfo:view`, admins).
 */
import type { FastifyInstance } from 'fastify';
import type { IntervalHistogram } from 'node:perf_hooks';
import { LOGINFO_PERMISSION } from '../../../shared/dashboard/dashboard-types';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { customerFigures } from './customer-figures';
import { DASHBOARD_MSG } from './dashboard-messages';
import { monitorSnapshot } from './monitor';
import type { RequestCounter } from './request-counter';
import { staffFigures } from './staff-figures';
import { isCustomerUser } from './visible';
import { loginInfo, visitInfo } from './visit-stats';
import { workFigures } from './work-items';

export const MONITOR_PERMISSION = 'dashboard:monitor:view';

export function registerDashboardRoutes(
  app: FastifyInstance,
  histogram: IntervalHistogram,
  counter: RequestCounter,
): void {
  app.get('/sys/dashboard/customer', { config: { authenticated: true } }, async (request) =>
    ok(await customerFigures(app, request.user, request.locale)),
  );
  app.get('/sys/dashboard/staff', { config: { authenticated: true } }, async (request) => {
    if (isCustomerUser(request.user)) throw new LocalizedHttpError(403, DASHBOARD_MSG.staffOnly);
    return ok(await staffFigures(app, request.user, request.locale));
  });
  app.get('/sys/dashboard/work', { config: { authenticated: true } }, async (request) =>
    ok(await workFigures(app, request.user, request.locale)),
  );
  app.get('/sys/dashboard/monitor', { config: { permission: MONITOR_PERMISSION } }, async () =>
    ok(await monitorSnapshot(app, histogram, counter)),
  );
  app.get('/sys/loginfo', { config: { permission: LOGINFO_PERMISSION } }, async () =>
    ok(await loginInfo(app.db)),
  );
  app.get('/sys/visitInfo', { config: { permission: LOGINFO_PERMISSION } }, async () =>
    ok(await visitInfo(app.db)),
  );
}
