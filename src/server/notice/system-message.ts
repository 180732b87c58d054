/**
 * System messages (msg_category '2'): what the workflow tells users (activation decided, application
 * decided, …). They are stored inside the caller's transaction, so a decision and its message are
 * written together or not at all. The push to the recipients' open sockets (cmd 'user') goes out
 * only once that transaction commits (notice-transaction.ts), and never when it rolls back.
 */
import type { Transaction } from 'kysely';
import { newId } from '../db/ids';
import type { Database } from '../db/types';
import { afterCommit } from './notice-transaction';

export interface SystemMessage {
  title: string;
  content: string;
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
export async function sendSystemMessage(trx: Transaction<Database>, message: SystemMessage): Promise<string | null> {
  const userIds = [...new Set(message.userIds)];
  if (userIds.length === 0) return null;
  const id = newId();
  const sender = message.sender ?? 'system';
  const now = new Date();
  await trx
    .insertInto('sys_announcement')
    .values({
      id,
      titile: message.title,
      msg_content: message.content,
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
    push: { cmd: 'user', msgId: id, msgTxt: message.title, busId: message.busId ?? null, openType: message.openPage ? 'url' : null, openPage: message.openPage ?? null },
  });
  return id;
}
