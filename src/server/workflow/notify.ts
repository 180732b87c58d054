/**
 * A transition's `notify`: a system message to every account of the record's company and/or to the
 * account that created the record, written in the transition's transaction. `{field}` placeholders
 * take the input's or the record's value as plain text (HTML-escaped: the message body is shown as
 * HTML).
 */
import type { Transaction } from 'kysely';
import type { TransitionNotify } from '../../shared/workflow/types';
import type { Database } from '../db/types';
import { escapeHtml } from '../../shared/text/html-escape';
import { loose } from '../modules/crud/loose-db';
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

interface NotifyMeta {
  busId: string;
  sender: string;
}

async function send(
  trx: Transaction<Database>,
  notify: TransitionNotify,
  userIds: readonly string[],
  values: Record<string, unknown>,
  meta: NotifyMeta,
): Promise<void> {
  const fill = (pair: TransitionNotify['title'], escape: boolean) => ({
    'zh-CN': fillPlaceholders(pair['zh-CN'], values, escape),
    'en-US': fillPlaceholders(pair['en-US'], values, escape),
  });
  await sendSystemMessage(trx, {
    // Both languages are stored: each recipient reads the one their UI asks for.
    title: fill(notify.title, false),
    content: fill(notify.content, true),
    userIds,
    busId: meta.busId,
    ...(notify.openPage ? { openPage: notify.openPage } : {}),
    sender: meta.sender,
  });
}

async function companyAccounts(trx: Transaction<Database>, companyId: string | null): Promise<string[]> {
  if (!companyId) return [];
  const accounts = await trx
    .selectFrom('sys_user')
    .select('id')
    .where('company_id', '=', companyId)
    .where('del_flag', '=', '0')
    .execute();
  return accounts.map((a) => a.id);
}

/** The active account whose username created the record (none when it was the system or is gone). */
async function creatorAccount(trx: Transaction<Database>, table: string, id: string): Promise<string[]> {
  const row = (await loose(trx)
    .selectFrom(table)
    .select('create_by')
    .where('id', '=', id)
    .executeTakeFirst()) as { create_by: string | null } | undefined;
  if (!row?.create_by) return [];
  const account = await trx
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', row.create_by)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  return account ? [account.id] : [];
}

export async function notifyCompany(
  trx: Transaction<Database>,
  notify: TransitionNotify,
  companyId: string | null,
  values: Record<string, unknown>,
  meta: NotifyMeta,
): Promise<void> {
  const userIds = await companyAccounts(trx, companyId);
  if (userIds.length > 0) await send(trx, notify, userIds, values, meta);
}

/** A transition's message to the recipients its `notify` names (the record is `table`'s row `meta.busId`). */
export async function notifyTransition(
  trx: Transaction<Database>,
  notify: TransitionNotify,
  record: { table: string; companyId: string | null },
  values: Record<string, unknown>,
  meta: NotifyMeta,
): Promise<void> {
  const userIds = [
    ...(notify.company ? await companyAccounts(trx, record.companyId) : []),
    ...(notify.creator ? await creatorAccount(trx, record.table, meta.busId) : []),
  ];
  // sendSystemMessage sends once to an account named twice (a customer who created their own record).
  if (userIds.length > 0) await send(trx, notify, userIds, values, meta);
}
