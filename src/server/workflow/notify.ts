/**
 * A transition's `notify`: a system message to every account of the record's company, written in
 * the transition's transaction. `{field}` placeholders take the input's or the record's value as
 * plain text (HTML-escaped: the message body is shown as HTML).
 */
import type { Transaction } from 'kysely';
import type { TransitionNotify } from '../../shared/workflow/types';
import type { Database } from '../db/types';
import { escapeHtml } from '../../shared/text/html-escape';
import { sendSystemMessage } from '../notice/system-message';

export function fillPlaceholders(template: string, values: Record<string, unknown>, escape: boolean): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    const text =
      value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);
    return escape ? escapeHtml(text) : text;
  });
}

export async function notifyCompany(
  trx: Transaction<Database>,
  notify: TransitionNotify,
  companyId: string | null,
  values: Record<string, unknown>,
  meta: { busId: string; sender: string },
): Promise<void> {
  if (!companyId) return;
  const accounts = await trx
    .selectFrom('sys_user')
    .select('id')
    .where('company_id', '=', companyId)
    .where('del_flag', '=', '0')
    .execute();
  const fill = (pair: TransitionNotify['title'], escape: boolean) => ({
    'zh-CN': fillPlaceholders(pair['zh-CN'], values, escape),
    'en-US': fillPlaceholders(pair['en-US'], values, escape),
  });
  await sendSystemMessage(trx, {
    // Both languages are stored: each recipient reads the one their UI asks for.
    title: fill(notify.title, false),
    content: fill(notify.content, true),
    userIds: accounts.map((a) => a.id),
    busId: meta.busId,
    ...(notify.openPage ? { openPage: notify.openPage } : {}),
    sender: meta.sender,
  });
}
