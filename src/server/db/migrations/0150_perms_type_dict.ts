/**
 * The menu screen (issue 6) shows a menu's 授权策略 from the `perms_type` dictionary. The foundation
 * seed runs once per database, so this brings the dictionary to installs seeded before it; on a
 * fresh database the seed has written it already and the insert keeps what exists.
 */
import type { Kysely } from 'kysely';
import { insertDicts, PERMS_TYPE_DICT } from '../../seed/dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await insertDicts(db, [PERMS_TYPE_DICT]);
}

export async function down(): Promise<void> {
  // Kept: rows may reference its values, and an admin may have edited its items since.
}
