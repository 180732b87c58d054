/**
 * Publishing and revoking (JeecgBoot's GET doReleaseData?id= and doReovkeData?id=, its spelling).
 * Publish: draft → published in one transaction that also fixes the recipients as send rows; after
 * the commit the recipients' sockets get {cmd:'topic'} and, for an urgent (H) announcement, every
 * recipient with an email gets a mail (SMTP, else the outbox). Revoke: published → revoked, which
 * hides it from every user's lists and detail; after the commit the recipients' sockets get
 * {cmd:'revoke'} so their bells reload. Any other state answers 409.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';
import { sendMail } from '../../mail/mailer';
import { afterCommit } from '../../notice/notice-transaction';
import { ANNOUNCEMENT_PERM } from './announcement-hooks';
import { MSG } from './announcement-messages';
import { resolveRecipients } from './recipients';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/** Send rows per insert statement (keeps the parameter count far below PostgreSQL's limit). */
const CHUNK = 1000;

/** The mail is plain text: the tags of the (already sanitised) body are dropped. */
export function plainText(html: string | null): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function mailUrgent(app: FastifyInstance, title: string, content: string | null, userIds: string[]): Promise<void> {
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const users = await app.db
      .selectFrom('sys_user')
      .select(['id', 'email'])
      .where('id', 'in', userIds.slice(start, start + CHUNK))
      .where('email', 'is not', null)
      .where('email', '!=', '')
      .execute();
    for (const user of users) {
      try {
        await sendMail(app, {
          to: user.email!,
          subject: `【${MSG.urgentSubject['zh-CN']}】${title} / ${MSG.urgentSubject['en-US']}: ${title}`,
          text: plainText(content),
        });
      } catch (error) {
        // One bad address or a hiccup of the SMTP server must not stop the others.
        app.log.error({ err: error, userId: user.id }, 'urgent announcement mail failed');
      }
    }
  }
}

async function release(request: FastifyRequest<{ Querystring: { id: string } }>): Promise<void> {
  const app = request.server;
  const user = request.user;
  const published = await app.db.transaction().execute(async (trx) => {
    const annt = await trx.selectFrom('sys_announcement').selectAll().where('id', '=', request.query.id).where('del_flag', '=', '0').forUpdate().executeTakeFirst();
    if (!annt) throw new LocalizedHttpError(404, HTTP_MSG.notFound);
    if (annt.send_status !== '0') throw new LocalizedHttpError(409, MSG.releaseNotDraft);
    const now = new Date();
    await trx
      .updateTable('sys_announcement')
      .set({ send_status: '1', send_time: now, sender: annt.sender ?? user.username, update_by: user.username, update_time: now })
      .where('id', '=', annt.id)
      .execute();
    const userIds = await resolveRecipients(trx, annt);
    for (let start = 0; start < userIds.length; start += CHUNK) {
      await trx
        .insertInto('sys_announcement_send')
        .values(userIds.slice(start, start + CHUNK).map((userId) => ({ id: newId(), annt_id: annt.id, user_id: userId, create_by: user.username })))
        .onConflict((oc) => oc.columns(['annt_id', 'user_id']).doNothing())
        .execute();
    }
    const push = { cmd: 'topic' as const, msgId: annt.id, msgTxt: annt.titile, busId: annt.bus_id, openType: annt.open_type, openPage: annt.open_page };
    // Everyone: one broadcast instead of a list of every user id on the channel.
    await afterCommit(trx, annt.msg_type === 'ALL' ? { kind: 'all', push } : { kind: 'users', userIds, push });
    return { annt, userIds };
  });
  if (published.annt.priority === 'H') await mailUrgent(app, published.annt.titile, published.annt.msg_content, published.userIds);
}

async function revoke(request: FastifyRequest<{ Querystring: { id: string } }>): Promise<void> {
  const app = request.server;
  await app.db.transaction().execute(async (trx) => {
    const annt = await trx
      .selectFrom('sys_announcement')
      .select(['id', 'send_status', 'titile', 'msg_type'])
      .where('id', '=', request.query.id)
      .where('del_flag', '=', '0')
      .forUpdate()
      .executeTakeFirst();
    if (!annt) throw new LocalizedHttpError(404, HTTP_MSG.notFound);
    if (annt.send_status !== '1') throw new LocalizedHttpError(409, MSG.revokeNotPublished);
    const now = new Date();
    await trx
      .updateTable('sys_announcement')
      .set({ send_status: '2', cancel_time: now, update_by: request.user.username, update_time: now })
      .where('id', '=', annt.id)
      .execute();
    // Its recipients' bells drop it without a reload: the ones it was sent to (the send rows fixed at
    // publish), or one broadcast when it went to everyone.
    const push = { cmd: 'revoke' as const, msgId: annt.id, msgTxt: annt.titile };
    if (annt.msg_type === 'ALL') {
      await afterCommit(trx, { kind: 'all', push });
      return;
    }
    const sent = await trx.selectFrom('sys_announcement_send').select('user_id').where('annt_id', '=', annt.id).execute();
    if (sent.length > 0) await afterCommit(trx, { kind: 'users', userIds: sent.map((r) => r.user_id), push });
  });
}

export default async function releaseRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReleaseData',
    { config: { permission: ANNOUNCEMENT_PERM.release }, schema: { querystring: idQuery } },
    async (request) => {
      await release(request);
      return ok(null, request.t(MSG.released));
    },
  );
  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReovkeData',
    { config: { permission: ANNOUNCEMENT_PERM.revoke }, schema: { querystring: idQuery } },
    async (request) => {
      await revoke(request);
      return ok(null, request.t(MSG.revoked));
    },
  );
}
