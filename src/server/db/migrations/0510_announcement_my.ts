/**
 * What /isps/userAnnouncement lists (entity sys_announcement_my): one row per send row, with its
 * announcement's fields and the sender's name; title_search holds the titles in both languages, so a
 * reader finds a message by the title they see, whichever it is. The entity's rowScope keeps every
 * reader, administrators included, to their own published rows (my-announcement-hooks.ts).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create view sys_announcement_my_v as
    select s.id, s.create_by, s.create_time, s.update_by, s.update_time, s.annt_id, s.user_id,
           s.read_flag, s.read_time, a.titile, a.titile_en, a.priority, a.msg_category, a.msg_type,
           a.open_type, a.open_page, a.bus_id, a.bus_type, a.send_time, a.send_status, a.del_flag,
           concat_ws(' ', a.titile, a.titile_en)::varchar(401) as title_search,
           coalesce((select u.realname from sys_user u where u.username = a.sender limit 1), a.sender)
             ::varchar(100) as sender_name
    from sys_announcement_send s
    join sys_announcement a on a.id = s.annt_id`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop view if exists sys_announcement_my_v`.execute(db);
}
