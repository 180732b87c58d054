/**
 * Upload limits: sys_file.referenced_at says when a record first stored the file's path
 * (null: still a temporary upload). Temporary files count toward the uploader's quota, the uploader
 * may delete them, and they are removed a day after upload (modules/upload/temp-files.ts).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_file').addColumn('referenced_at', 'timestamptz').execute();
  // The quota sums one user's temporary files; the cleanup walks temporary files by age.
  await db.schema
    .createIndex('sys_file_user_temp_idx')
    .on('sys_file')
    .columns(['user_id', 'referenced_at'])
    .execute();
  await db.schema
    .createIndex('sys_file_temp_age_idx')
    .on('sys_file')
    .columns(['referenced_at', 'create_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sys_file_temp_age_idx').ifExists().execute();
  await db.schema.dropIndex('sys_file_user_temp_idx').ifExists().execute();
  await db.schema.alterTable('sys_file').dropColumn('referenced_at').execute();
}
