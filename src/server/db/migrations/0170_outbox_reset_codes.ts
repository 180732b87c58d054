/**
 * Account recovery and phone login:
 * - sys_outbox: mail and SMS kept in the database when no SMTP server / SMS gateway is configured
 *   (the embedded install's delivery; administrators read it on the outbox screen).
 * - sys_reset_code: one-time verification codes (password reset by mail, phone login by SMS),
 *   stored only as keyed hashes, with their expiry, wrong tries and, for a reset, the one-time reset
 *   token (hashed too) the right code is exchanged for.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_outbox')
    .addColumn('id', 'varchar(32)', (c) =>
      c.primaryKey().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`),
    )
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz')
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)')
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_outbox_create_time_idx').on('sys_outbox').column('create_time').execute();

  await db.schema
    .createTable('sys_reset_code')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // 'password_reset' (target: the user's id) or 'phone_login' (target: the mobile number).
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(100)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('token_expires_at', 'timestamptz')
    .addColumn('token_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sys_reset_code_target_idx')
    .on('sys_reset_code')
    .columns(['purpose', 'target', 'create_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_reset_code').ifExists().execute();
  await db.schema.dropTable('sys_outbox').ifExists().execute();
}
