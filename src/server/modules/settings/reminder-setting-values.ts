/**
 * The certificate reminders' settings as an administrator set them (sys_config, 系统设置): title
 * and text in both languages (an empty en-US value falls back to the zh-CN one) and the recipient
 * groups; a missing row reads as its default (src/shared/settings/reminder-settings.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { MessagePair } from '../../../shared/messages/message-pair';
import {
  parseRecipients,
  REMINDER_DEFAULTS,
  REMINDER_SETTING_KEYS,
  type ReminderRecipient,
} from '../../../shared/settings/reminder-settings';

export interface ReminderSettings {
  title: MessagePair;
  content: MessagePair;
  recipients: readonly ReminderRecipient[];
}

export async function readReminderSettings(db: Kysely<Database>): Promise<ReminderSettings> {
  const rows = await db
    .selectFrom('sys_config')
    .select(['config_key', 'config_value', 'config_value_en'])
    .where('config_key', 'in', Object.values(REMINDER_SETTING_KEYS))
    .execute();
  const pair = (key: string, fallback: MessagePair): MessagePair => {
    const row = rows.find((r) => r.config_key === key);
    if (!row) return fallback;
    return {
      'zh-CN': row.config_value,
      'en-US': row.config_value_en?.trim() ? row.config_value_en : row.config_value,
    };
  };
  const recipientsRow = rows.find((r) => r.config_key === REMINDER_SETTING_KEYS.recipients);
  return {
    title: pair(REMINDER_SETTING_KEYS.title, REMINDER_DEFAULTS.title),
    content: pair(REMINDER_SETTING_KEYS.content, REMINDER_DEFAULTS.content),
    recipients: recipientsRow
      ? parseRecipients(recipientsRow.config_value).recipients
      : REMINDER_DEFAULTS.recipients,
  };
}
