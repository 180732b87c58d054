/**
 * Third-party login: the state of an OpenID Connect login between the redirect to the
 * provider and its return. Kept in the database, not in the process, so the instance that answers
 * the callback need not be the one that started the login. Each row is used once (deleted when
 * read) and expires after a few minutes.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_sso_state')
    // The `state` parameter itself: 43 base64url characters of 32 random bytes.
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    // PKCE code verifier (RFC 7636: 43 to 128 characters).
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('idx_sys_sso_state_expires').on('sys_sso_state').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_sso_state').ifExists().execute();
}
