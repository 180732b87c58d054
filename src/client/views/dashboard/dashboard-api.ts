/**
 * Reads of the dashboard routes a hand-written view shows (docs/contracts.md "Dashboards"); the home
 * figures read theirs through their schema's blocks.
 */
import type { MonitorSnapshot } from '../../../shared/dashboard/dashboard-types';
import { get } from '../../request';

export const DASHBOARD_URLS = {
  monitor: '/sys/dashboard/monitor',
} as const;

export interface DashboardAnswers {
  monitor: MonitorSnapshot;
}

export type DashboardKind = keyof DashboardAnswers;

/** The figures of one dashboard; rejects when they cannot be read (the view says so in place). */
export async function fetchDashboard<K extends DashboardKind>(kind: K): Promise<DashboardAnswers[K]> {
  const answer = await get<DashboardAnswers[K]>(DASHBOARD_URLS[kind], undefined, { skipErrorHandler: true });
  if (!answer.success || !answer.result) throw new Error(answer.message);
  return answer.result;
}
