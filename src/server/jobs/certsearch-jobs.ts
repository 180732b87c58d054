/**
 * IAF CertSearch (IAF MD 28 asks certification bodies to upload at least monthly):
 * - certsearchMonthlyExport: builds the export (the certificates changed since the last export, or
 *   all), stores the file in the file store (folder "certsearch", downloadable by whoever may
 *   export), records it, and tells the staff who own the export. When records cannot be exported it
 *   stores nothing and tells them so; the run is logged as failed with the count.
 * - certsearchExportReminder: from `daysBefore` (7) days before the month ends, when nothing was
 *   exported this month, tells the owners once a month (isps_certsearch_reminder is the claim).
 */
import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../shared/certificate/cert-dates';
import type { MessagePair } from '../../shared/messages/message-pair';
import type { SessionUser } from '../auth/session-user';
import { sendSystemMessage } from '../notice/system-message';
import { expireDue } from '../modules/certificate/cert-store';
import {
  buildExport,
  EXPORT_MIME,
  exportedSince,
  exportFileName,
  lastExportAt,
  recordExport,
  type ExportFormat,
} from '../modules/certsearch/certsearch-export';
import { CERTSEARCH_MSG } from '../modules/certsearch/certsearch-messages';
import { exportOwners } from '../modules/certsearch/certsearch-owners';
import { CERTSEARCH_BIZ } from '../modules/certsearch/certsearch-permissions';
import { storeFile } from '../modules/upload/storage';
import type { JobDefinition } from './registry';
import { MENU_PATHS } from '../../shared/menu-paths';

const SYSTEM = 'system';

/** The job stores its file as the system, not as a person: no company, no permissions of its own. */
const SYSTEM_USER: SessionUser = {
  id: SYSTEM,
  username: SYSTEM,
  realname: null,
  userType: 'admin',
  isAdmin: false,
  companyId: null,
  divisionId: null,
  orgCode: null,
  roles: [],
  permissions: new Set(),
  tokenId: '',
};

const EXPORT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    format: { enum: ['xlsx', 'xml'], default: 'xlsx' },
    /** changed: the certificates created or changed since the last export (all when none yet). */
    scope: { enum: ['changed', 'all'], default: 'changed' },
  },
};

const REMINDER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { daysBefore: { type: 'integer', minimum: 1, maximum: 31, default: 7 } },
};

/** The month's last day, 'YYYY-MM-DD'. */
export function monthEnd(today: string): string {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${today.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/** Whether today lies within `daysBefore` days of the month's end (the end day counting as 0). */
export function inReminderWindow(today: string, daysBefore: number): boolean {
  const end = monthEnd(today);
  return Number(end.slice(8, 10)) - Number(today.slice(8, 10)) <= daysBefore;
}

/** The first moment of today's month on the server's clock (todayIso's). */
function monthStart(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

async function notifyOwners(
  app: FastifyInstance,
  title: MessagePair,
  content: MessagePair,
  busId?: string,
): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const owners = await exportOwners(trx);
    await sendSystemMessage(trx, {
      title,
      content,
      userIds: owners,
      openPage: MENU_PATHS.certsearch,
      sender: SYSTEM,
      busId,
    });
    return owners.length;
  });
}

async function runMonthlyExport(app: FastifyInstance, params: Record<string, unknown>): Promise<MessagePair> {
  const format: ExportFormat = params.format === 'xml' ? 'xml' : 'xlsx';
  const since = params.scope === 'all' ? null : await lastExportAt(app.db);
  const today = todayIso();
  await expireDue(app.db, today);
  const now = new Date();
  const outcome = await buildExport(app.db, format, since, today);
  if (!outcome.ok) {
    await notifyOwners(
      app,
      CERTSEARCH_MSG.exportedTitle,
      CERTSEARCH_MSG.refusedContent(outcome.refused.length),
    );
    // Thrown: the run log shows the export as failed, with how many records stopped it.
    throw new Error(CERTSEARCH_MSG.notExportable(outcome.refused.length)['en-US']);
  }
  const stored = await storeFile(app, SYSTEM_USER, {
    biz: CERTSEARCH_BIZ,
    data: outcome.data,
    ext: format,
    mime: EXPORT_MIME[format],
    originalName: exportFileName(format, now),
  });
  // Referenced from its export row: not a temporary upload for the clean-up to remove.
  await app.db.updateTable('sys_file').set({ referenced_at: now }).where('id', '=', stored.id).execute();
  await recordExport(app.db, {
    at: now,
    by: SYSTEM,
    format,
    count: outcome.count,
    since,
    trigger: 'schedule',
    filePath: stored.path,
  });
  const recipients = await notifyOwners(
    app,
    CERTSEARCH_MSG.exportedTitle,
    CERTSEARCH_MSG.exported(outcome.count, format),
    stored.id,
  );
  return {
    'zh-CN': `已导出${outcome.count}张证书（${format}），文件 ${stored.path}，通知${recipients}人`,
    'en-US': `${outcome.count} certificates exported (${format}) to ${stored.path}; ${recipients} staff told`,
  };
}

async function runExportReminder(
  app: FastifyInstance,
  params: Record<string, unknown>,
): Promise<MessagePair> {
  const daysBefore = typeof params.daysBefore === 'number' ? params.daysBefore : 7;
  const now = new Date();
  const today = todayIso(now);
  if (!inReminderWindow(today, daysBefore) || (await exportedSince(app.db, monthStart(now))))
    return { 'zh-CN': '无需提醒', 'en-US': 'No reminder due' };
  const end = monthEnd(today);
  const sent = await app.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('isps_certsearch_reminder')
      .values({ month: today.slice(0, 7) })
      .onConflict((oc) => oc.column('month').doNothing())
      .returning('month')
      .executeTakeFirst();
    if (!claimed) return null;
    const owners = await exportOwners(trx);
    await sendSystemMessage(trx, {
      title: CERTSEARCH_MSG.reminderTitle,
      content: CERTSEARCH_MSG.reminderContent(end),
      userIds: owners,
      openPage: MENU_PATHS.certsearch,
      sender: SYSTEM,
    });
    return owners.length;
  });
  return sent === null
    ? { 'zh-CN': '本月已提醒过', 'en-US': 'Already reminded this month' }
    : { 'zh-CN': `已提醒${sent}人导出`, 'en-US': `${sent} staff reminded to export` };
}

export const CERTSEARCH_JOBS: readonly JobDefinition[] = [
  {
    name: 'certsearchMonthlyExport',
    title: { 'zh-CN': 'IAF CertSearch月度导出', 'en-US': 'Monthly IAF CertSearch export' },
    paramsSchema: EXPORT_SCHEMA,
    run: runMonthlyExport,
  },
  {
    name: 'certsearchExportReminder',
    title: { 'zh-CN': 'IAF CertSearch导出提醒', 'en-US': 'IAF CertSearch export reminder' },
    paramsSchema: REMINDER_SCHEMA,
    run: runExportReminder,
  },
];
