/**
 * Accounts and roles, the follow-up of the foundation:
 * - sys_role.is_system marks the built-in roles (kept: sys/role-hooks.ts) and
 *   sys_role.description_en holds the English description;
 * - sys_login_log.message holds an outcome code of the `login_result` dictionary instead of an
 *   English sentence (lists show it in the request language); older rows are mapped onto codes.
 * The foundation seed runs once per database, so this migration also brings its new data (the
 * system flag, both descriptions, the dictionary) to installs seeded before it. On a fresh database
 * the seed itself writes them (the updates here then find no rows).
 */
import type { Kysely } from 'kysely';
import { insertDicts, type SeedDict } from '../../seed/dicts';
import { ROLES, roleId } from '../../seed/roles';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The login_result dictionary as this migration first brought it, frozen (history): today's data is
// schemas/dicts, reconciled on every start.
const LOGIN_RESULT_DICT: SeedDict = {
  code: 'login_result',
  name: '登录结果',
  nameEn: 'Login result',
  items: [
    ['success', '登录成功', 'Login succeeded'],
    ['wrong_password', '密码错误', 'Wrong password'],
    ['locked', '账号已锁定', 'Account locked'],
    ['frozen', '账号已冻结', 'Account frozen'],
    ['unknown_user', '用户不存在', 'Unknown user'],
    ['logout', '退出登录', 'Logged out'],
  ],
};

/** The English descriptions the foundation seed wrote into `description`, by role code. */
const OLD_DESCRIPTIONS: Record<string, string> = {
  admin: 'Administrator: every permission',
  staff: 'Staff of a business division',
  customer_main: "Customer main account: the company's registrant",
  customer_sub: 'Customer sub-account, created by the main account',
};

/** The sentences sys/login-attempt.ts wrote before codes. */
const OLD_MESSAGES: Record<string, string> = {
  'login succeeded': 'success',
  'login failed: wrong password': 'wrong_password',
  'login failed: locked': 'locked',
  'login failed: frozen': 'frozen',
  'login failed: unknown user': 'unknown_user',
};

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sys_role')
    .addColumn('is_system', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('sys_role').addColumn('description_en', 'varchar(255)').execute();

  for (const role of ROLES) {
    const id = roleId(role.code);
    await db.updateTable('sys_role').set({ is_system: true }).where('id', '=', id).execute();
    await db
      .updateTable('sys_role')
      .set({ description_en: role.descriptionEn })
      .where('id', '=', id)
      .where('description_en', 'is', null)
      .execute();
    // Only a description nobody has changed since it was seeded becomes the Chinese one.
    const old = OLD_DESCRIPTIONS[role.code];
    if (old)
      await db
        .updateTable('sys_role')
        .set({ description: role.description })
        .where('id', '=', id)
        .where('description', '=', old)
        .execute();
  }

  await insertDicts(db, [LOGIN_RESULT_DICT]);

  for (const [message, code] of Object.entries(OLD_MESSAGES)) {
    await db.updateTable('sys_login_log').set({ message: code }).where('message', '=', message).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [message, code] of Object.entries(OLD_MESSAGES)) {
    await db.updateTable('sys_login_log').set({ message }).where('message', '=', code).execute();
  }
  await db.deleteFrom('sys_dict').where('dict_code', '=', LOGIN_RESULT_DICT.code).execute();
  await db.schema.alterTable('sys_role').dropColumn('description_en').execute();
  await db.schema.alterTable('sys_role').dropColumn('is_system').execute();
}
