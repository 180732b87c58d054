/**
 * sys_config edits of the reminder recipients (certReminderRecipients) are checked here: a word
 * that names no recipient group is refused with the list of those that do, in the caller's
 * language, rather than silently reminding nobody.
 */
import type { FastifyInstance } from 'fastify';
import { LocalizedHttpError } from '../../http/errors';
import type { MessagePair } from '../../../shared/messages/message-pair';
import {
  fillReminder,
  parseRecipients,
  REMINDER_RECIPIENTS,
  REMINDER_SETTING_KEYS,
} from '../../../shared/settings/reminder-settings';
import { registerEntityHooks, type HookContext } from '../crud/hooks';

const MSG = {
  badRecipients: {
    'zh-CN': '无法识别的接收人：{words}。可填写：{allowed}（逗号分隔）',
    'en-US': 'Unknown recipients: {words}. Use: {allowed} (comma-separated)',
  },
  noRecipients: {
    'zh-CN': '请至少填写一个接收人：{allowed}',
    'en-US': 'Name at least one recipient group: {allowed}',
  },
};

const filled = (pair: MessagePair, vars: Record<string, string>): MessagePair => ({
  'zh-CN': fillReminder(pair['zh-CN'], vars),
  'en-US': fillReminder(pair['en-US'], vars),
});

async function checkRecipients(ctx: HookContext, id: string, input: Record<string, unknown>): Promise<void> {
  const row = (await ctx.db
    .selectFrom('sys_config')
    .select(['config_key'])
    .where('id', '=', id)
    .executeTakeFirst()) as { config_key: string } | undefined;
  if (row?.config_key !== REMINDER_SETTING_KEYS.recipients) return;
  const allowed = REMINDER_RECIPIENTS.join(', ');
  for (const value of [input.value, input.valueEn]) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const { recipients, unknown } = parseRecipients(value);
    if (unknown.length > 0)
      throw new LocalizedHttpError(422, filled(MSG.badRecipients, { words: unknown.join(', '), allowed }));
    if (recipients.length === 0) throw new LocalizedHttpError(422, filled(MSG.noRecipients, { allowed }));
  }
}

export function registerReminderSettingsHooks(app: FastifyInstance): void {
  registerEntityHooks(app, 'sys_config', {
    beforeUpdate: (ctx, _columns, input, id) => checkRecipients(ctx, id, input),
  });
}
