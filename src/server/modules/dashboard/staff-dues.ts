/**
 * The staff's certificate follow-up (ISO/IEC 17021-1 9.6): the dates the customer is reminded of
 * (expiry, surveillance due within the window), plus every surveillance audit already overdue,
 * for the certificates of their division (the entity's row scope; admins all).
 */
import type { FastifyInstance } from 'fastify';
import { dateText, todayIso } from '../../../shared/certificate/cert-dates';
import { overdueSurveillance } from '../../../shared/certificate/surveillance-due';
import type { DueItem } from '../../../shared/dashboard/dashboard-types';
import type { SessionUser } from '../../auth/session-user';
import type { Locale } from '../../http/i18n';
import { dueSoon, readCertificates, type CertRow } from './customer-figures';
import { DASHBOARD_MSG } from './dashboard-messages';

export interface StaffDues {
  dues: DueItem[];
  overdueSurveillance: number;
}

export function staffDueItems(rows: readonly CertRow[], today: string, locale: Locale): StaffDues {
  const overdue: DueItem[] = [];
  for (const row of rows) {
    const late = overdueSurveillance(
      {
        status: row.status,
        validUntil: dateText(row.valid_until),
        surveillance1Due: dateText(row.surveillance1_due),
        surveillance2Due: dateText(row.surveillance2_due),
        surveillance1Done: dateText(row.surveillance1_done),
        surveillance2Done: dateText(row.surveillance2_done),
      },
      today,
    );
    if (!late) continue;
    overdue.push({
      id: row.id,
      certificateNo: row.certificate_no,
      projectName: row.project_name,
      kind: late.kind,
      kindText: DASHBOARD_MSG[late.kind][locale],
      dueDate: late.dueDate,
      daysLeft: late.daysLeft,
    });
  }
  overdue.sort((a, b) => a.daysLeft - b.daysLeft || a.certificateNo.localeCompare(b.certificateNo));
  // dueSoon is already soonest first: the overdue ones (fewest days left) go before it.
  return { dues: [...overdue, ...dueSoon(rows, today, locale)], overdueSurveillance: overdue.length };
}

export async function staffDues(app: FastifyInstance, user: SessionUser, locale: Locale): Promise<StaffDues> {
  return staffDueItems(await readCertificates(app, user), todayIso(), locale);
}
