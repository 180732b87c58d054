/** Reads of the dashboard routes (`/sys/dashboard/*`, docs/contracts.md "Dashboards") and the login statistics. */
import type {
  CustomerDashboard,
  LoginInfo,
  MonitorSnapshot,
  StaffDashboard,
  VisitDay,
} from '../../../shared/dashboard/dashboard-types';
import { get } from '../../request';

export const DASHBOARD_URLS = {
  customer: '/sys/dashboard/customer',
  staff: '/sys/dashboard/staff',
  monitor: '/sys/dashboard/monitor',
  loginfo: '/sys/loginfo',
  visitInfo: '/sys/visitInfo',
} as const;

export interface DashboardAnswers {
  customer: CustomerDashboard;
  staff: StaffDashboard;
  monitor: MonitorSnapshot;
  loginfo: LoginInfo;
  visitInfo: VisitDay[];
}

export type DashboardKind = keyof DashboardAnswers;

/** The figures of one dashboard; rejects when they cannot be read (the view says so in place). */
export async function fetchDashboard<K extends DashboardKind>(kind: K): Promise<DashboardAnswers[K]> {
  const answer = await get<DashboardAnswers[K]>(DASHBOARD_URLS[kind], undefined, { skipErrorHandler: true });
  if (!answer.success || !answer.result) throw new Error(answer.message);
  return answer.result;
}
