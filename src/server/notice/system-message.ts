/**
 * System messages (msg_category '2'): what the workflow tells users (activation decided, application
 * decided, …). They are stored inside the caller's transaction, so a decision and its message are
 * written together or not at all. The push to the recipients' open sockets (cmd 'user') goes out
 * only once that transaction commits (notice-transaction.ts), and never when it rolls back.
 * Each language is stored in its own column (titile / msg_content zh-CN, titile_en / msg_content_en
 * en-US) and the lists answer the reader's (localized-notice.ts): recipients chose no language.
 */
import type { Transaction } from 'kysely';
import { newId } from '../db/ids';
import type { Database } from '../db/types';
import type { MessagePair } from '../../shared/messages/message-pair';
import { afterCommit } from './notice-transaction';

export interface SystemMessage {
  /** Plain text. */
  title: MessagePair;
  /** Shown as HTML: values in it are escaped by the writer. */
  content: MessagePair;
  /** Recipients (sys_user ids); repeats are sent once. */
  userIds: readonly string[];
  /** The record the message is about (e.g. the company id). */
  busId?: string;
  /** Where the message opens in the app (a route path). */
  openPage?: string;
  /** Who sent it (a username; 'system' by default). */
  sender?: string;
}

/** Stores the message and one unread send row per recipient; answers the message id (null: no recipients). */
export async function sendSystemMessage(
  trx: Transaction<Database>,
  message: SystemMessage,
): Promise<string | null> {
  const userIds = [...new Set(message.userIds)];
  if (userIds.length === 0) return null;
  const id = newId();
  const sender = message.sender ?? 'system';
  const now = new Date();
  await trx
    .insertInto('sys_announcement')
    .values({
      id,
      titile: message.title['zh-CN'],
      msg_content: message.content['zh-CN'],
      titile_en: message.title['en-US'],
      msg_content_en: message.content['en-US'],
      sender,
      priority: 'M',
      msg_category: '2',
      msg_type: 'USER',
      user_ids: userIds.join(','),
      open_type: message.openPage ? 'url' : null,
      open_page: message.openPage ?? null,
      bus_id: message.busId ?? null,
      send_status: '1',
      send_time: now,
      create_by: sender,
    })
    .execute();
  await trx
    .insertInto('sys_announcement_send')
    .values(userIds.map((userId) => ({ id: newId(), annt_id: id, user_id: userId, create_by: sender })))
    .execute();
  await afterCommit(trx, {
    kind: 'users',
    userIds,
    push: {
      cmd: 'user',
      msgId: id,
      msgTxt: message.title['zh-CN'],
      busId: message.busId ?? null,
      openType: message.openPage ? 'url' : null,
      openPage: message.openPage ?? null,
    },
  });
  return id;
}
