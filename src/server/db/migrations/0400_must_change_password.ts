/**
 * sys_user.must_change_password: set when someone other than the user chose the current password
 * (an administrator's reset or new account, an import's one-time password, a main account's
 * sub-account password), cleared when the user changes it. While set, a session may reach only
 * what the change needs (ASVS 5.0 V6.4). Existing accounts start unflagged.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sys_user')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_user').dropColumn('must_change_password').execute();
}
