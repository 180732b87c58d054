/**
 * The menu screen shows a menu's 授权策略 from the `perms_type` dictionary. The foundation
 * seed runs once per database, so this brings the dictionary to installs seeded before it; on a
 * fresh database the seed has written it already and the insert keeps what exists.
 */
import type { Kysely } from 'kysely';
import { insertDicts, type SeedDict } from '../../seed/dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The perms_type dictionary as this migration first brought it, frozen (history): today's data is
// schemas/dicts, reconciled on every start.
const PERMS_TYPE_DICT: SeedDict = {
  code: 'perms_type',
  name: '授权策略',
  nameEn: 'Authorisation policy',
  items: [
    ['1', '可见/可访问(授权后可见)', 'Visible when granted'],
    ['2', '可编辑(未授权时禁用)', 'Enabled when granted (disabled otherwise)'],
  ],
};

export async function up(db: AnyDb): Promise<void> {
  await insertDicts(db, [PERMS_TYPE_DICT]);
}

export async function down(): Promise<void> {
  // Kept: rows may reference its values, and an admin may have edited its items since.
}
