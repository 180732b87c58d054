/**
 * Who an outside sign-in is, and whether an email is its owner's:
 * - sys_user.email_verified_at: set when the owner typed the code mailed to that address; cleared
 *   whenever the address changes. Only a verified address is used for sign-in (OpenID Connect) or
 *   password recovery. At most one account holds an address verified (partial unique index).
 * - sys_email_code: the one-time codes that verify an address, keyed hashes like sys_reset_code,
 *   bound to the account and to the address they were mailed to.
 * - sys_external_identity: an OpenID Connect subject or a CAS user of one issuer, linked to one
 *   account. Third-party sign-in goes through these links only, never through a matching name.
 * - sys_sso_state.link_user_id: an OpenID Connect round trip started by a signed-in user to link
 *   the provider's identity to their own account.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_user').addColumn('email_verified_at', 'timestamptz').execute();
  await sql`create unique index sys_user_verified_email_uidx on sys_user (lower(email)) where email_verified_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable('sys_email_code')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sys_email_code_user_idx')
    .on('sys_email_code')
    .columns(['user_id', 'create_time'])
    .execute();

  await db.schema
    .createTable('sys_external_identity')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('create_by', 'varchar(64)')
    // 'oidc' or 'cas'.
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    // The OpenID Connect issuer or the CAS server URL: a subject is unique only within its issuer.
    .addColumn('issuer', 'varchar(512)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addUniqueConstraint('sys_external_identity_subject_uq', ['provider', 'issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('sys_external_identity_user_idx')
    .on('sys_external_identity')
    .column('user_id')
    .execute();

  await db.schema.alterTable('sys_sso_state').addColumn('link_user_id', 'varchar(32)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_sso_state').dropColumn('link_user_id').execute();
  await db.schema.dropTable('sys_external_identity').ifExists().execute();
  await db.schema.dropTable('sys_email_code').ifExists().execute();
  await sql`drop index if exists sys_user_verified_email_uidx`.execute(db);
  await db.schema.alterTable('sys_user').dropColumn('email_verified_at').execute();
}
