/**
 * The analysis dashboard's figures for the caller's own records. Every count starts from the
 * entity's row scope (visible.ts), so a customer counts its company's rows only; staff and admins
 * calling this get their own scope's figures.
 */
import type { FastifyInstance } from 'fastify';
import type {
  CountItem,
  CustomerDashboard,
  DueItem,
  DueKind,
} from '../../../shared/dashboard/dashboard-types';
import { addDays, dateText, daysBetween, todayIso } from '../../../shared/certificate/cert-dates';
import { effectiveStatus } from '../../../shared/certificate/cert-status';
import type { SessionUser } from '../../auth/session-user';
import type { Locale } from '../../http/i18n';
import { getAllDictItems } from '../dict/dict-cache';
import { countBy, labelled } from './count-by';
import { DASHBOARD_MSG } from './dashboard-messages';
import { visibleFor } from './visible';

export const DUE_WINDOW_DAYS = 90;
const DUE_LIST_SIZE = 20;
/** States whose dates still matter: a withdrawn or cancelled certificate has no expiry to watch. */
const LIVE = new Set(['valid', 'suspended']);

export interface CertRow {
  id: string;
  certificate_no: string;
  project_name: string | null;
  status: string;
  valid_until: string | null;
  surveillance1_due: string | null;
  surveillance2_due: string | null;
  surveillance1_done: string | null;
  surveillance2_done: string | null;
}

export async function customerFigures(
  app: FastifyInstance,
  user: SessionUser,
  locale: Locale,
): Promise<CustomerDashboard> {
  const dicts = await getAllDictItems(app);
  const [applies, stages, certRows, unreadNotices] = await Promise.all([
    countBy(visibleFor(app, user, 'isps_apply'), 'status'),
    countBy(visibleFor(app, user, 'isps_project'), 'stage_code'),
    readCertificates(app, user),
    unreadCount(app, user),
  ]);
  const today = todayIso();
  const certStatus = new Map<string, number>();
  for (const row of certRows) {
    const status = effectiveStatus(row.status, dateText(row.valid_until), today);
    certStatus.set(status, (certStatus.get(status) ?? 0) + 1);
  }
  return {
    applicationsByStatus: labelled(applies, dicts.apply_status, locale),
    projectsByStage: labelled(stages, dicts.project_stage, locale).filter(
      (item: CountItem) => item.count > 0,
    ),
    certificatesByStatus: labelled(certStatus, dicts.certificate_status, locale),
    dueSoon: dueSoon(certRows, today, locale),
    dueWindowDays: DUE_WINDOW_DAYS,
    unreadNotices,
  };
}

export async function readCertificates(app: FastifyInstance, user: SessionUser): Promise<CertRow[]> {
  const query = visibleFor(app, user, 'isps_certificate');
  if (!query) return [];
  return (await query
    .select([
      'id',
      'certificate_no',
      'project_name',
      'status',
      'valid_until',
      'surveillance1_due',
      'surveillance2_due',
      'surveillance1_done',
      'surveillance2_done',
    ])
    .execute()) as CertRow[];
}

/** Live certificates whose validity ends or whose surveillance is due from today to the window's end. */
export function dueSoon(rows: readonly CertRow[], today: string, locale: Locale): DueItem[] {
  const end = addDays(today, DUE_WINDOW_DAYS);
  const items: DueItem[] = [];
  for (const row of rows) {
    if (!LIVE.has(effectiveStatus(row.status, dateText(row.valid_until), today))) continue;
    // A surveillance audit recorded as held is no longer due.
    const dates: Array<[DueKind, string | null]> = [
      ['expiry', dateText(row.valid_until)],
      ['surveillance1', row.surveillance1_done ? null : dateText(row.surveillance1_due)],
      ['surveillance2', row.surveillance2_done ? null : dateText(row.surveillance2_due)],
    ];
    for (const [kind, date] of dates) {
      if (!date || date < today || date > end) continue;
      items.push({
        id: row.id,
        certificateNo: row.certificate_no,
        projectName: row.project_name,
        kind,
        kindText: DASHBOARD_MSG[kind][locale],
        dueDate: date,
        daysLeft: daysBetween(today, date),
      });
    }
  }
  items.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.certificateNo.localeCompare(b.certificateNo));
  return items.slice(0, DUE_LIST_SIZE);
}

/** The caller's unread, published notices and system messages (as the bell counts them). */
async function unreadCount(app: FastifyInstance, user: SessionUser): Promise<number> {
  const row = await app.db
    .selectFrom('sys_announcement_send as s')
    .innerJoin('sys_announcement as a', 'a.id', 's.annt_id')
    .where('s.user_id', '=', user.id)
    .where('s.read_flag', '=', '0')
    .where('a.send_status', '=', '1')
    .where('a.del_flag', '=', '0')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
