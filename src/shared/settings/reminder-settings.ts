/**
 * The certificate reminders' texts and recipients as settings (sys_config, 系统设置): an
 * administrator edits them in both languages; the daily job (certificate-jobs.ts) reads them. A
 * missing row reads as its default below (migration 0480 seeds the same values).
 */
import type { MessagePair } from '../messages/message-pair';

export const REMINDER_SETTING_KEYS = {
  title: 'certReminderTitle',
  content: 'certReminderContent',
  recipients: 'certReminderRecipients',
} as const;

/** Who a reminder goes to: the company's main account, its other accounts, the division's staff. */
export const REMINDER_RECIPIENTS = ['customerMain', 'companyUsers', 'divisionStaff'] as const;
export type ReminderRecipient = (typeof REMINDER_RECIPIENTS)[number];

/** `{certificateNo}`, `{dueDate}`, `{event}` (what falls due) and `{daysLeft}` stand for the reminder's values. */
export const REMINDER_PLACEHOLDERS = ['certificateNo', 'dueDate', 'event', 'daysLeft'] as const;

export const REMINDER_DEFAULTS: {
  title: MessagePair;
  content: MessagePair;
  recipients: readonly ReminderRecipient[];
} = {
  title: { 'zh-CN': '证书提醒：{certificateNo}', 'en-US': 'Certificate reminder: {certificateNo}' },
  content: {
    'zh-CN': '证书 {certificateNo} 将于 {dueDate} {event}（还有{daysLeft}天）。',
    'en-US': 'The certificate {certificateNo} {event} on {dueDate} (in {daysLeft} days).',
  },
  // Who was reminded before the setting existed: every account of the company.
  recipients: ['customerMain', 'companyUsers'],
};

/** The recipient codes of a setting's text ("customerMain, divisionStaff"), and the words that are none. */
export function parseRecipients(text: string): { recipients: ReminderRecipient[]; unknown: string[] } {
  const words = text
    .split(/[\s,，;；、]+/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  const known = new Set<string>(REMINDER_RECIPIENTS);
  return {
    recipients: REMINDER_RECIPIENTS.filter((r) => words.includes(r)),
    unknown: words.filter((w) => !known.has(w)),
  };
}

/** Fills `{name}` from `vars`; a name it does not know stays as written. */
export function fillReminder(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
