/**
 * When a surveillance audit counts as overdue (ISO/IEC 17021-1 9.6.2): the latest surveillance due
 * date before today, on a certificate a reader sees as valid. A suspended certificate has already
 * been acted on, an expired, withdrawn or cancelled one has no surveillance left. The platform keeps
 * no record of a surveillance audit having taken place, so a passed due date stays overdue until
 * the certificate's status changes.
 */
import { daysBetween } from './cert-dates';
import { effectiveStatus } from './cert-status';

export type SurveillanceKind = 'surveillance1' | 'surveillance2';

export interface SurveillanceDates {
  status: string;
  validUntil: string | null;
  surveillance1Due: string | null;
  surveillance2Due: string | null;
}

export interface OverdueSurveillance {
  kind: SurveillanceKind;
  dueDate: string;
  /** Negative: days since the due date. */
  daysLeft: number;
}

export function overdueSurveillance(dates: SurveillanceDates, today: string): OverdueSurveillance | null {
  if (effectiveStatus(dates.status, dates.validUntil, today) !== 'valid') return null;
  const passed: Array<[SurveillanceKind, string]> = [];
  if (dates.surveillance1Due && dates.surveillance1Due < today)
    passed.push(['surveillance1', dates.surveillance1Due]);
  if (dates.surveillance2Due && dates.surveillance2Due < today)
    passed.push(['surveillance2', dates.surveillance2Due]);
  const latest = passed.sort((a, b) => a[1].localeCompare(b[1])).at(-1);
  return latest ? { kind: latest[0], dueDate: latest[1], daysLeft: daysBetween(today, latest[1]) } : null;
}
