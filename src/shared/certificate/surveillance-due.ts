/**
 * When a surveillance audit counts as overdue (ISO/IEC 17021-1 9.6.2): the latest surveillance due
 * date before today, on a certificate a reader sees as valid. A suspended certificate has already
 * been acted on, an expired, withdrawn or cancelled one has no surveillance left. A surveillance
 * whose audit staff recorded as held (transition recordSurveillance) is not overdue, nor reminded of.
 */
import { daysBetween } from './cert-dates';
import { effectiveStatus } from './cert-status';

export type SurveillanceKind = 'surveillance1' | 'surveillance2';

export interface SurveillanceDates {
  status: string;
  validUntil: string | null;
  surveillance1Due: string | null;
  surveillance2Due: string | null;
  /** The day each audit was held, when recorded. */
  surveillance1Done?: string | null;
  surveillance2Done?: string | null;
}

export interface OverdueSurveillance {
  kind: SurveillanceKind;
  dueDate: string;
  /** Negative: days since the due date. */
  daysLeft: number;
}

/** The surveillance audits due and not yet recorded as held, in order. */
export function outstandingSurveillances(
  dates: SurveillanceDates,
): Array<{ kind: SurveillanceKind; dueDate: string }> {
  const all: Array<[SurveillanceKind, string | null, string | null | undefined]> = [
    ['surveillance1', dates.surveillance1Due, dates.surveillance1Done],
    ['surveillance2', dates.surveillance2Due, dates.surveillance2Done],
  ];
  return all.flatMap(([kind, due, done]) => (due && !done ? [{ kind, dueDate: due }] : []));
}

export function overdueSurveillance(dates: SurveillanceDates, today: string): OverdueSurveillance | null {
  if (effectiveStatus(dates.status, dates.validUntil, today) !== 'valid') return null;
  const passed = outstandingSurveillances(dates).filter((s) => s.dueDate < today);
  const latest = passed.sort((a, b) => a.dueDate.localeCompare(b.dueDate)).at(-1);
  return latest
    ? { kind: latest.kind, dueDate: latest.dueDate, daysLeft: daysBetween(today, latest.dueDate) }
    : null;
}
