/**
 * Built-in roles are kept (no delete, no role code change); a frozen account hears that it is
 * frozen only after its password was right; login-log messages and role descriptions follow the
 * request language; migration 0110 brings all of it to a database seeded before it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { connectDatabase } from '../../src/server/db/connect';
import { migrateToLatest, migratorView } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations/index';
import { seedBase } from '../../src/server/seed/index';
import { roleId } from '../../src/server/seed/roles';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { backends } from './helpers/test-app';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('system roles, frozen login, texts by language', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminToken();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    lang?: string,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'x-access-token': token, ...(lang ? { 'accept-language': lang } : {}) },
    });

  const roleCount = async () => (await t.app.db.selectFrom('sys_role').select('id').execute()).length;

  async function postLogin(username: string, password: string, lang?: string) {
    const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
      key: string;
      iv: string;
    };
    return t.app.inject({
      method: 'POST',
      url: '/sys/login',
      payload: { userccs: encryptUserccs({ username, password }, keys.key, keys.iv) },
      headers: lang ? { 'accept-language': lang } : {},
    });
  }

  describe('system roles', () => {
    it('are marked in the data and answered by the role list', async () => {
      const list = await call('GET', '/sys/role/list?pageSize=50', admin);
      const rows = list.json().result.records as Array<{ roleCode: string; isSystem: boolean }>;
      expect(
        rows
          .filter((r) => r.isSystem)
          .map((r) => r.roleCode)
          .sort(),
      ).toEqual(['admin', 'customer_main', 'customer_sub', 'staff']);
    });

    it('cannot be deleted, alone or in a batch with another role; nothing is deleted', async () => {
      const custom = await call('POST', '/sys/role/add', admin, { roleName: '审核员', roleCode: 'auditor' });
      expect(custom.statusCode).toBe(200);
      const customId = custom.json().result.id as string;
      const before = await roleCount();

      const one = await call('DELETE', `/sys/role/delete?id=${roleId('admin')}`, admin);
      expect(one.statusCode).toBe(409);
      expect(one.json().message).toBe('系统内置角色不能删除: 管理员');
      const batch = await call(
        'DELETE',
        `/sys/role/deleteBatch?ids=${customId},${roleId('staff')}`,
        admin,
        undefined,
        'en-US',
      );
      expect(batch.statusCode).toBe(409);
      expect(batch.json().message).toBe('Built-in system roles cannot be deleted: 员工');
      expect(await roleCount()).toBe(before);

      // An ordinary role still goes.
      expect((await call('DELETE', `/sys/role/delete?id=${customId}`, admin)).statusCode).toBe(200);
      expect(await roleCount()).toBe(before - 1);
    });

    it('keep their role code on edit; name and descriptions stay editable', async () => {
      const changed = await call('PUT', '/sys/role/edit', admin, {
        id: roleId('admin'),
        roleName: '管理员',
        roleCode: 'superuser',
      });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().result).toEqual([
        { field: 'roleCode', message: '系统内置角色的角色编码不能修改' },
      ]);
      const row = await t.app.db
        .selectFrom('sys_role')
        .select('role_code')
        .where('id', '=', roleId('admin'))
        .executeTakeFirstOrThrow();
      expect(row.role_code).toBe('admin');

      const renamed = await call('PUT', '/sys/role/edit', admin, {
        id: roleId('staff'),
        roleName: '业务员工',
        roleCode: 'staff',
        descriptionEn: 'Division staff',
      });
      expect(renamed.statusCode).toBe(200);
      const staff = await call('GET', `/sys/role/queryById?id=${roleId('staff')}`, admin);
      expect(staff.json().result).toMatchObject({
        roleName: '业务员工',
        roleCode: 'staff',
        descriptionEn: 'Division staff',
        isSystem: true,
      });

      // isSystem is the server's: a client cannot set it.
      const forged = await call('POST', '/sys/role/add', admin, {
        roleName: 'x',
        roleCode: 'forged',
        isSystem: true,
      });
      expect(forged.statusCode).toBe(422);
    });

    it('are seeded with descriptions in both languages', async () => {
      const rows = (await call('GET', '/sys/role/list?pageSize=50&roleCode=customer_main', admin)).json()
        .result.records as Array<Record<string, unknown>>;
      expect(rows[0]).toMatchObject({
        description: '客户主账号：公司的注册人',
        descriptionEn: "Customer main account: the company's registrant",
      });
    });
  });

  describe('frozen accounts', () => {
    it('hear that they are frozen only with the right password', async () => {
      const { username, password } = t.seed.customer;
      await t.app.db.updateTable('sys_user').set({ status: '2' }).where('username', '=', username).execute();
      try {
        const right = await postLogin(username, password);
        expect(right.statusCode).toBe(403);
        expect(right.json()).toMatchObject({ success: false, message: '该用户已冻结' });
        expect((await postLogin(username, password, 'en-US')).json().message).toBe('This account is frozen');

        const wrong = await postLogin(username, 'Wrong-password-1!');
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe('用户名或密码错误');
      } finally {
        await t.app.db
          .updateTable('sys_user')
          .set({ status: '1', failed_logins: 0 })
          .where('username', '=', username)
          .execute();
      }
    });
  });

  describe('login log texts', () => {
    it('stores outcome codes and answers their text in the request language', async () => {
      const { username, password } = t.seed.staff;
      expect((await postLogin(username, 'Wrong-password-1!')).statusCode).toBe(401);
      const token = await t.login(username, password);
      expect((await call('POST', '/sys/logout', token)).statusCode).toBe(200);

      const stored = await t.app.db
        .selectFrom('sys_login_log')
        .select('message')
        .where('username', '=', username)
        .orderBy('create_time')
        .execute();
      expect(stored.map((r) => r.message)).toEqual(
        expect.arrayContaining(['wrong_password', 'success', 'logout']),
      );

      const own = await t.login(username, password);
      const zh = await call('GET', '/sys/loginLog/list?pageSize=50', own, undefined, 'zh-CN');
      const zhTexts = (zh.json().result.records as Array<{ message_dictText: string }>).map(
        (r) => r.message_dictText,
      );
      expect(zhTexts).toEqual(expect.arrayContaining(['密码错误', '登录成功', '退出登录']));
      const en = await call('GET', '/sys/loginLog/list?pageSize=50', own, undefined, 'en-US');
      const enTexts = (en.json().result.records as Array<{ message_dictText: string }>).map(
        (r) => r.message_dictText,
      );
      expect(enTexts).toEqual(expect.arrayContaining(['Wrong password', 'Login succeeded', 'Logged out']));
    });
  });
});

describe.each(backends())('migration 0110 on a database seeded before it (%s)', (backend) => {
  it('marks the system roles, adds both descriptions and the dictionary, maps old log messages', async () => {
    const schema = `test_m0110_${Math.random().toString(16).slice(2, 10)}`;
    const handle = await connectDatabase({
      databaseUrl: backend === 'postgres' ? (process.env.DATABASE_URL ?? null) : null,
      pgliteDir: null,
      searchPath: backend === 'postgres' ? schema : undefined,
    });
    const db = handle.db;
    try {
      const migrator = new Migrator({
        db: migratorView(db, handle.schema),
        provider: { getMigrations: async () => migrations },
        ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
      });
      const first = await migrator.migrateTo('0100_sys_file');
      expect(first.error).toBeUndefined();
      // What the foundation seed wrote before 0110: English descriptions, sentences in the log.
      await db
        .insertInto('sys_role')
        .values([
          {
            id: roleId('admin'),
            role_code: 'admin',
            role_name: '管理员',
            description: 'Administrator: every permission',
          },
          { id: roleId('staff'), role_code: 'staff', role_name: '员工', description: '自定义说明' },
          { id: 'c'.repeat(32), role_code: 'auditor', role_name: '审核员', description: null },
        ])
        .execute();
      await db.insertInto('sys_secret').values({ name: 'seed:foundation-v1', value: 'earlier' }).execute();
      await db
        .insertInto('sys_login_log')
        .values([
          { id: 'a'.repeat(32), username: 'u', success: true, message: 'login succeeded' },
          { id: 'b'.repeat(32), username: 'u', success: false, message: 'login failed: wrong password' },
        ])
        .execute();

      await migrateToLatest(db, handle.schema);
      await seedBase(db); // once per database: skipped here

      const roles = await sql<{
        role_code: string;
        is_system: boolean;
        description: string | null;
        description_en: string | null;
      }>`
        select role_code, is_system, description, description_en from sys_role order by role_code`.execute(
        db,
      );
      expect(roles.rows).toEqual([
        {
          role_code: 'admin',
          is_system: true,
          description: '管理员：拥有全部权限',
          description_en: 'Administrator: every permission',
        },
        { role_code: 'auditor', is_system: false, description: null, description_en: null },
        // A description someone changed is kept.
        {
          role_code: 'staff',
          is_system: true,
          description: '自定义说明',
          description_en: 'Staff of a business division',
        },
      ]);
      const items = await db
        .selectFrom('sys_dict_item as i')
        .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
        .select(['i.item_value', 'i.item_text', 'i.item_text_en'])
        .where('d.dict_code', '=', 'login_result')
        .where('i.item_value', '=', 'frozen')
        .execute();
      expect(items).toEqual([
        { item_value: 'frozen', item_text: '账号已冻结', item_text_en: 'Account frozen' },
      ]);
      const logs = await db.selectFrom('sys_login_log').select('message').orderBy('id').execute();
      expect(logs.map((l) => l.message)).toEqual(['success', 'wrong_password']);
    } finally {
      if (backend === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  });
});
