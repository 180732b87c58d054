/**
 * Notice centre (issue 11): the dictionaries of the announcement screen (category, recipients,
 * open type, publishing status) and the index the unread counts of the bell read. On a fresh
 * database this runs before the foundation seed, whose insert keeps what exists.
 */
import type { Kysely } from 'kysely';
import { insertDicts } from '../../seed/dicts';
import { ANNOUNCEMENT_DICTS } from '../../modules/announcement/announcement-dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await insertDicts(db, ANNOUNCEMENT_DICTS);
  await db.schema.createIndex('sys_announcement_status_idx').on('sys_announcement').columns(['send_status', 'msg_category']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sys_announcement_status_idx').execute();
  // The dictionaries are kept: rows may reference their values, and an admin may have edited them.
}
