/**
 * The analysis dashboard's figures for staff: their queues, throughput by month, certificates by
 * business domain and the certificates due or overdue for surveillance (staff-dues.ts), each within
 * the entity's row scope (staff: their division's projects and certificates, applications except
 * drafts; admins all).
 */
import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../../shared/certificate/cert-dates';
import type { StaffDashboard } from '../../../shared/dashboard/dashboard-types';
import type { SessionUser } from '../../auth/session-user';
import type { Locale } from '../../http/i18n';
import { getAllDictItems } from '../dict/dict-cache';
import { countBy, countRows, labelled } from './count-by';
import { DUE_WINDOW_DAYS } from './customer-figures';
import { bucket, lastMonths, monthsStart } from './months';
import { staffDues } from './staff-dues';
import { visibleFor } from './visible';

export async function staffFigures(
  app: FastifyInstance,
  user: SessionUser,
  locale: Locale,
  now = new Date(),
): Promise<StaffDashboard> {
  const dicts = await getAllDictItems(app);
  const months = lastMonths(now);
  const start = monthsStart(now);
  const companies = visibleFor(app, user, 'cust_company');
  const applies = () => visibleFor(app, user, 'isps_apply');
  const projects = visibleFor(app, user, 'isps_project');
  const certificates = () => visibleFor(app, user, 'isps_certificate');

  const [
    pendingCompanies,
    submittedApplications,
    activeProjects,
    submittedRows,
    acceptedRows,
    issuedRows,
    byDomain,
    dues,
  ] = await Promise.all([
    companies ? countRows(companies.where('status', '=', 'pending')) : Promise.resolve(null),
    countRows(applies()?.where('status', '=', 'submitted') ?? null),
    countRows(projects?.where('status', '=', 'active') ?? null),
    applies()?.select('submitted_at as at').where('submitted_at', '>=', start).execute() ??
      Promise.resolve([]),
    applies()
      ?.select('decided_at as at')
      .where('status', '=', 'accepted')
      .where('decided_at', '>=', start)
      .execute() ?? Promise.resolve([]),
    certificates()?.select('issue_date as at').where('issue_date', '>=', todayIso(start)).execute() ??
      Promise.resolve([]),
    countBy(certificates(), 'business_domain'),
    staffDues(app, user, locale),
  ]);
  const at = (rows: ReadonlyArray<{ at?: unknown }>) => rows.map((r) => r.at);
  return {
    queues: { pendingCompanies, submittedApplications, activeProjects },
    months,
    throughput: {
      submitted: bucket(months, at(submittedRows)),
      accepted: bucket(months, at(acceptedRows)),
      issued: bucket(months, at(issuedRows)),
    },
    certificatesByDomain: labelled(byDomain, dicts.business_domain, locale),
    dues: dues.dues,
    dueWindowDays: DUE_WINDOW_DAYS,
    overdueSurveillance: dues.overdueSurveillance,
  };
}
