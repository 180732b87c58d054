/**
 * sys_announcement_my (the view behind /isps/userAnnouncement) in the generic CRUD: every reader,
 * administrators included, sees only their own send rows of published announcements, exactly the rows
 * getMyAnnouncementSend answers. The owner scope would not do: it lets administrators see every row.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { registerEntityHooks } from '../crud/hooks';

export const MY_ANNOUNCEMENT_ENTITY = 'sys_announcement_my';

export function registerMyAnnouncementHooks(app: FastifyInstance): void {
  registerEntityHooks(app, MY_ANNOUNCEMENT_ENTITY, {
    rowScope: (user) =>
      sql<SqlBool>`${sql.ref('user_id')} = ${user.id} and ${sql.ref('send_status')} = ${'1'} and ${sql.ref('del_flag')} = ${'0'}`,
  });
}
