/**
 * What publishing and revoking an announcement do beyond its x-workflow (schemas/entities/
 * sys_announcement.json: states, permissions, stamps): publish fixes the recipients as send rows
 * (later accounts do not receive it), tells their sockets {cmd:'topic'} after the commit and mails
 * an urgent one; revoke tells the sockets of those it was sent to {cmd:'revoke'} so their bells
 * drop it without a reload.
 */
import { newId } from '../../db/ids';
import { afterCommit } from '../../notice/notice-transaction';
import type { WorkflowAction } from '../../workflow/actions';
import { resolveRecipients } from './recipients';
import { CHUNK, mailUrgent } from './urgent-mail';

export const PUBLISH_ACTION = 'publishAnnouncement';
export const REVOKE_ACTION = 'revokeAnnouncement';

export const publishAnnouncement: WorkflowAction = async ({ trx, app, user, record }) => {
  // The stored row (the record is decorated: a system message's title in the reader's language).
  const annt = await trx
    .selectFrom('sys_announcement')
    .selectAll()
    .where('id', '=', String(record.id))
    .executeTakeFirstOrThrow();
  const userIds = await resolveRecipients(trx, annt);
  for (let start = 0; start < userIds.length; start += CHUNK) {
    await trx
      .insertInto('sys_announcement_send')
      .values(
        userIds
          .slice(start, start + CHUNK)
          .map((userId) => ({ id: newId(), annt_id: annt.id, user_id: userId, create_by: user.username })),
      )
      .onConflict((oc) => oc.columns(['annt_id', 'user_id']).doNothing())
      .execute();
  }
  const push = {
    cmd: 'topic' as const,
    msgId: annt.id,
    msgTxt: annt.titile,
    busId: annt.bus_id,
    openType: annt.open_type,
    openPage: annt.open_page,
  };
  // Everyone: one broadcast instead of a list of every user id on the channel.
  await afterCommit(trx, annt.msg_type === 'ALL' ? { kind: 'all', push } : { kind: 'users', userIds, push });
  if (annt.priority !== 'H') return;
  return { afterCommit: () => mailUrgent(app, annt.titile, annt.msg_content, userIds) };
};

export const revokeAnnouncement: WorkflowAction = async ({ trx, record }) => {
  const annt = await trx
    .selectFrom('sys_announcement')
    .select(['id', 'titile', 'msg_type'])
    .where('id', '=', String(record.id))
    .executeTakeFirstOrThrow();
  const push = { cmd: 'revoke' as const, msgId: annt.id, msgTxt: annt.titile };
  if (annt.msg_type === 'ALL') {
    await afterCommit(trx, { kind: 'all', push });
    return;
  }
  // The ones it was sent to: the send rows fixed at publish.
  const sent = await trx
    .selectFrom('sys_announcement_send')
    .select('user_id')
    .where('annt_id', '=', annt.id)
    .execute();
  if (sent.length > 0) await afterCommit(trx, { kind: 'users', userIds: sent.map((r) => r.user_id), push });
};
