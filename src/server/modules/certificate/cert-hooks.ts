/**
 * isps_certificate entity hooks: the generic CRUD reads (list, queryById) answer the status a reader
 * must see — expired once validUntil has passed, even before the daily job has moved the
 * row — and the list flags an overdue surveillance audit (surveillance-due.ts).
 */
import type { FastifyInstance } from 'fastify';
import { dateText, todayIso } from '../../../shared/certificate/cert-dates';
import { certificateStatusText, effectiveStatus } from '../../../shared/certificate/cert-status';
import { overdueSurveillance } from '../../../shared/certificate/surveillance-due';
import { registerEntityHooks } from '../crud/hooks';
import { CERT_MSG } from './cert-messages';
import { CERTIFICATE_ENTITY } from './cert-store';

type Row = Record<string, unknown>;

/** The language a list row's texts were made in: its status text tells (null when it has none). */
function rowLocale(row: Row): 'zh-CN' | 'en-US' {
  const status = typeof row.status === 'string' ? row.status : '';
  return row.status_dictText === certificateStatusText(status, 'en-US') &&
    row.status_dictText !== certificateStatusText(status, 'zh-CN')
    ? 'en-US'
    : 'zh-CN';
}

export function applyDatedStatus(rows: Row[], today: string = todayIso()): void {
  for (const row of rows) {
    if (typeof row.status !== 'string' || typeof row.validUntil !== 'string') continue;
    const status = effectiveStatus(row.status, row.validUntil, today);
    if (status === row.status) continue;
    if ('status_dictText' in row) row.status_dictText = certificateStatusText(status, rowLocale(row));
    row.status = status;
  }
}

/** The list's flag column (virtual field surveillanceOverdue): text, so it reads without colour. */
export function applySurveillanceFlag(
  rows: Row[],
  locale: 'zh-CN' | 'en-US',
  today: string = todayIso(),
): void {
  for (const row of rows) {
    if (typeof row.status !== 'string') continue;
    const late = overdueSurveillance(
      {
        status: row.status,
        validUntil: dateText(row.validUntil),
        surveillance1Due: dateText(row.surveillance1Due),
        surveillance2Due: dateText(row.surveillance2Due),
        surveillance1Done: dateText(row.surveillance1Done),
        surveillance2Done: dateText(row.surveillance2Done),
      },
      today,
    );
    row.surveillanceOverdue = late
      ? CERT_MSG.surveillanceOverdue[locale].replace('{n}', String(-late.daysLeft))
      : null;
  }
}

export function registerCertificateHooks(app: FastifyInstance): void {
  registerEntityHooks(app, CERTIFICATE_ENTITY, {
    decorateRows(_ctx, rows) {
      applyDatedStatus(rows);
    },
    decorateListRows(_db, rows, locale) {
      applyDatedStatus(rows);
      applySurveillanceFlag(rows, locale);
    },
  });
}
