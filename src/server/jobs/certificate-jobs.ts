/**
 * certificateReminders: moves certificates past their validUntil to expired (with a log row), then
 * reminds each company 90 and 30 days (the `days` parameter) before a certificate's expiry and
 * before each surveillance due date — a system message to the recipients and a mail to those with
 * an address. Each reminder is sent once: its (certificate, kind, threshold, due date) row in
 * isps_certificate_reminder is the claim (insert … on conflict do nothing), so a rerun, a second
 * instance or a later day sends nothing again; a certificate first seen inside 30 days gets only
 * the 30-day reminder (the wider thresholds are marked as passed). Title, text and recipients (the
 * company's main account, its other accounts, the division's staff) are settings an administrator
 * edits (sys_config; src/shared/settings/reminder-settings.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { addDays, todayIso } from '../../shared/certificate/cert-dates';
import type { MessagePair } from '../../shared/messages/message-pair';
import { fillReminder, type ReminderRecipient } from '../../shared/settings/reminder-settings';
import { escapeHtml } from '../../shared/text/html-escape';
import { newId } from '../db/ids';
import type { Database } from '../db/types';
import { sendMail } from '../mail/mailer';
import { expireDue } from '../modules/certificate/cert-store';
import { readReminderSettings, type ReminderSettings } from '../modules/settings/reminder-setting-values';
import { sendSystemMessage } from '../notice/system-message';
import type { JobDefinition } from './registry';
import { MENU_PATHS } from '../../shared/menu-paths';

type Kind = 'expiry' | 'surveillance1' | 'surveillance2';

const KIND_TEXT: Record<Kind, { zh: string; en: string }> = {
  expiry: { zh: '证书到期', en: 'expires' },
  surveillance1: { zh: '第一次监督审核到期', en: 'first surveillance audit is due' },
  surveillance2: { zh: '第二次监督审核到期', en: 'second surveillance audit is due' },
};

const PARAMS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    days: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 365 },
      minItems: 1,
      maxItems: 5,
      uniqueItems: true,
      default: [90, 30],
    },
  },
};

export interface ReminderText {
  title: MessagePair;
  content: MessagePair;
}

/** A mail goes to an address, not to a UI language: both languages in one text. */
const bothLanguages = (pair: MessagePair, separator: string) =>
  `${pair['zh-CN']}${separator}${pair['en-US']}`;

/**
 * The reminder from the administrator's templates (sys_config). The title is plain text; the
 * content is shown as HTML, so it is escaped whole (the template is an administrator's text too).
 */
export function reminderText(
  settings: Pick<ReminderSettings, 'title' | 'content'>,
  kind: Kind,
  certificateNo: string,
  dueDate: string,
  daysLeft: number,
): ReminderText {
  const fill = (pair: MessagePair, escape: boolean): MessagePair => {
    const one = (locale: keyof MessagePair) => {
      const text = fillReminder(pair[locale], {
        certificateNo,
        dueDate,
        event: KIND_TEXT[kind][locale === 'zh-CN' ? 'zh' : 'en'],
        daysLeft: String(daysLeft),
      });
      return escape ? escapeHtml(text) : text;
    };
    return { 'zh-CN': one('zh-CN'), 'en-US': one('en-US') };
  };
  return { title: fill(settings.title, false), content: fill(settings.content, true) };
}

interface Recipient {
  id: string;
  email: string | null;
  staff: boolean;
}

/** The active accounts of the groups the setting names: the company's main or other accounts, the division's staff. */
async function reminderRecipients(
  trx: Transaction<Database>,
  groups: readonly ReminderRecipient[],
  companyId: string,
  divisionId: string | null,
): Promise<Recipient[]> {
  const customerTypes = [
    ...(groups.includes('customerMain') ? (['customer_main'] as const) : []),
    ...(groups.includes('companyUsers') ? (['customer_sub'] as const) : []),
  ];
  const staff = groups.includes('divisionStaff') && divisionId !== null;
  if (customerTypes.length === 0 && !staff) return [];
  const rows = await trx
    .selectFrom('sys_user')
    .select(['id', 'email', 'user_type'])
    .where('del_flag', '=', '0')
    .where('status', '=', '1')
    .where((eb) =>
      eb.or([
        ...(customerTypes.length > 0
          ? [eb.and([eb('company_id', '=', companyId), eb('user_type', 'in', customerTypes)])]
          : []),
        ...(staff && divisionId !== null
          ? [eb.and([eb('division_id', '=', divisionId), eb('user_type', '=', 'staff')])]
          : []),
      ]),
    )
    .orderBy('username')
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, staff: r.user_type === 'staff' }));
}

/** The threshold whose window today is in (the smallest reached), or null when none applies. */
export function reachedThreshold(days: readonly number[], dueDate: string, today: string): number | null {
  if (today > dueDate) return null;
  const reached = days.filter((d) => today >= addDays(dueDate, -d));
  return reached.length === 0 ? null : Math.min(...reached);
}

async function runReminders(app: FastifyInstance, params: Record<string, unknown>): Promise<MessagePair> {
  const days = (Array.isArray(params.days) ? params.days : [90, 30]).filter(
    (d): d is number => typeof d === 'number',
  );
  const today = todayIso();
  const expired = await expireDue(app.db, today);
  const settings = await readReminderSettings(app.db);
  const horizon = addDays(today, Math.max(...days));
  const rows = await app.db
    .selectFrom('isps_certificate')
    .select([
      'id',
      'certificate_no',
      'company_id',
      'division_id',
      'valid_until',
      'surveillance1_due',
      'surveillance2_due',
      'surveillance1_done',
      'surveillance2_done',
    ])
    .where('status', 'in', ['valid', 'suspended'])
    .where((eb) =>
      eb.or([
        eb('valid_until', '<=', horizon),
        eb.and([eb('surveillance1_due', '>=', today), eb('surveillance1_due', '<=', horizon)]),
        eb.and([eb('surveillance2_due', '>=', today), eb('surveillance2_due', '<=', horizon)]),
      ]),
    )
    .execute();
  const mails: Array<{ to: string; subject: string; text: string }> = [];
  let sent = 0;
  for (const row of rows) {
    // A surveillance audit already recorded as held needs no reminder (held early, say).
    const dues: Array<[Kind, string | null]> = [
      ['expiry', row.valid_until],
      ['surveillance1', row.surveillance1_done ? null : row.surveillance1_due],
      ['surveillance2', row.surveillance2_done ? null : row.surveillance2_due],
    ];
    for (const [kind, dueDate] of dues) {
      if (!dueDate) continue;
      const threshold = reachedThreshold(days, dueDate, today);
      if (threshold === null) continue;
      const text = reminderText(
        settings,
        kind,
        row.certificate_no,
        dueDate,
        Math.round((Date.parse(dueDate) - Date.parse(today)) / 86_400_000),
      );
      const recipients = await app.db.transaction().execute(async (trx) => {
        // Every threshold reached counts as passed; only a newly claimed smallest one is sent.
        const claims = days
          .filter((d) => d >= threshold)
          .map((d) => ({
            id: newId(),
            certificate_id: row.id,
            kind,
            days_before: d,
            due_date: dueDate,
            create_by: 'system',
          }));
        const inserted = await trx
          .insertInto('isps_certificate_reminder')
          .values(claims)
          .onConflict((oc) => oc.columns(['certificate_id', 'kind', 'days_before', 'due_date']).doNothing())
          .returning(['days_before'])
          .execute();
        if (!inserted.some((r) => r.days_before === threshold)) return [];
        const found = await reminderRecipients(trx, settings.recipients, row.company_id, row.division_id);
        // Each side opens its own certificate page from the message.
        for (const [staff, openPage] of [
          [false, MENU_PATHS.myCertificates],
          [true, MENU_PATHS.certificates],
        ] as const)
          await sendSystemMessage(trx, {
            ...text,
            userIds: found.filter((r) => r.staff === staff).map((r) => r.id),
            busId: row.id,
            openPage,
            sender: 'system',
          });
        return found;
      });
      if (recipients.length === 0) continue;
      sent += 1;
      for (const account of recipients)
        if (account.email)
          mails.push({
            to: account.email,
            subject: bothLanguages(text.title, ' / '),
            text: bothLanguages(text.content, '\n'),
          });
    }
  }
  // Mail after the claims are committed: a failed mail is logged by the run, never sent twice.
  for (const mail of mails) await sendMail(app, mail);
  return {
    'zh-CN': `已将${expired}张证书置为过期，发送提醒${sent}条`,
    'en-US': `${expired} certificates expired, ${sent} reminders sent`,
  };
}

export const CERTIFICATE_JOBS: readonly JobDefinition[] = [
  {
    name: 'certificateReminders',
    title: { 'zh-CN': '证书到期与监督提醒', 'en-US': 'Certificate expiry and surveillance reminders' },
    paramsSchema: PARAMS_SCHEMA,
    run: runReminders,
  },
];
