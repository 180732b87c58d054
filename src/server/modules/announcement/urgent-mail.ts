/**
 * An urgent (H) announcement is also mailed, after its publish is committed, to every recipient
 * with an email (SMTP, else the outbox), as plain text.
 */
import type { FastifyInstance } from 'fastify';
import { sendMail } from '../../mail/mailer';
import { MSG } from './announcement-messages';

/** Rows per query (keeps the parameter count far below PostgreSQL's limit). */
export const CHUNK = 1000;

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

export async function mailUrgent(
  app: FastifyInstance,
  title: string,
  content: string | null,
  userIds: string[],
): Promise<void> {
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
