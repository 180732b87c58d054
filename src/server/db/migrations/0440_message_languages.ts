/**
 * System messages in the reader's language: sys_announcement.titile / msg_content keep the zh-CN
 * text, the new titile_en / msg_content_en the en-US one (null for staff announcements, written in
 * one language by their author: every reader then sees the one text). Messages stored before held
 * both languages in one text ("中文 / English" titles; contents joined by a line break or " / "):
 * they are split here so each reader sees one language; a text that does not split is kept whole.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_announcement').addColumn('titile_en', 'varchar(200)').execute();
  await db.schema.alterTable('sys_announcement').addColumn('msg_content_en', 'text').execute();
  await splitBilingualMessages(db);
}

/** Splits the system messages stored with both languages in one text; the rest is left as it is. */
export async function splitBilingualMessages(db: AnyDb): Promise<void> {
  await sql`update sys_announcement set
      titile_en = substr(titile, strpos(titile, ' / ') + 3),
      titile = substr(titile, 1, strpos(titile, ' / ') - 1)
    where msg_category = '2' and strpos(titile, ' / ') > 1`.execute(db);
  await sql`update sys_announcement set
      msg_content_en = substr(msg_content, strpos(msg_content, chr(10)) + 1),
      msg_content = substr(msg_content, 1, strpos(msg_content, chr(10)) - 1)
    where msg_category = '2' and strpos(msg_content, chr(10)) > 1`.execute(db);
  await sql`update sys_announcement set
      msg_content_en = substr(msg_content, strpos(msg_content, ' / ') + 3),
      msg_content = substr(msg_content, 1, strpos(msg_content, ' / ') - 1)
    where msg_category = '2' and msg_content_en is null and strpos(msg_content, ' / ') > 1`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_announcement').dropColumn('msg_content_en').execute();
  await db.schema.alterTable('sys_announcement').dropColumn('titile_en').execute();
}
