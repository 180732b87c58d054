/**
 * Authentication hardening:
 * - sys_login_throttle counts failed password checks per (account, client address), so a stranger's
 *   guesses lock only the stranger's address, never the owner's (sys/login-attempt.ts). The columns
 *   sys_user.failed_logins / locked_until of the foundation are no longer written by the login.
 * - sys_session.last_seen_at carries the idle timeout (auth/sessions.ts): a session unused for
 *   longer than TOKEN_IDLE_MS is refused even before its 7-day expiry.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_login_throttle')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    // '' when the address is unknown; IPv6 text is at most 45 characters.
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_failure', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sys_login_throttle_pk', ['user_id', 'ip'])
    .execute();
  await db.schema
    .alterTable('sys_session')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_session').dropColumn('last_seen_at').execute();
  await db.schema.dropTable('sys_login_throttle').ifExists().execute();
}
