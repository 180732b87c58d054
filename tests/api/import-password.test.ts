/**
 * Importing users takes their password (sys_user's write-only `password`, opted in with
 * "x-import": true) through the form's password rule; a row without one gets a one-time password,
 * told once in the answer, and every imported account can log in.
 */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';
import { multipart } from '../fixtures/multipart';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeOnOneBackend(
  'user import with passwords',
  (t) => {
    let token = '';

    beforeAll(async () => {
      token = await t.adminToken();
    });

    const send = async (data: Buffer, fields: Record<string, string> = {}) => {
      const body = multipart(fields, { field: 'files[]', name: 'users.xlsx', data });
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/user/importExcel',
        headers: { 'x-access-token': token, ...body.headers },
        payload: body.payload,
      });
      return { status: r.statusCode, body: r.json() };
    };

    it('imports a user with a good password, who then logs in with it', async () => {
      const r = await send(
        await xlsx([
          ['用户账号', '用户姓名', '登录密码'],
          ['imp_good', '导入一', 'Good#Pass123'],
        ]),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.message).toBe('文件导入成功！数据行数：1');
      expect(r.body.result.oneTimePasswords).toBeUndefined();
      expect(await t.login('imp_good', 'Good#Pass123')).toMatch(/\S+/);
      const row = await t.app.db
        .selectFrom('sys_user')
        .select(['password_hash', 'user_type'])
        .where('username', '=', 'imp_good')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain('Good#Pass123');
      expect(row.user_type).toBe('staff');
    });

    it('with mode=all refuses a row with a weak password with the rule message and writes nothing', async () => {
      const r = await send(
        await xlsx([
          ['Username', 'Real name', 'Password'],
          ['imp_weak', '弱', 'abc123'],
          ['imp_fine', '好', 'Fine#Pass123'],
        ]),
        { mode: 'all' },
      );
      expect(r.status).toBe(201);
      expect(r.body.result.msg).toContain('第2行');
      const download = await t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${r.body.result.fileUrl}`,
        headers: { 'x-access-token': token },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const errors = book.worksheets[0]!;
      expect(errors.getRow(2).getCell(1).value).toBe(2);
      expect(String(errors.getRow(2).getCell(2).value)).toBe(
        '登录密码: 密码由8位数字、大小写字母和特殊符号组成!',
      );
      expect(errors.rowCount).toBe(2);
      // The refused row comes back to be corrected, but never its password in clear.
      expect(errors.getRow(2).values).toContain('imp_weak');
      expect(errors.getRow(2).values).not.toContain('abc123');
      const written = await t.app.db
        .selectFrom('sys_user')
        .select('username')
        .where('username', 'in', ['imp_weak', 'imp_fine'])
        .execute();
      expect(written).toEqual([]);
    });

    it('by default writes the good rows and tells the one-time passwords of those written only', async () => {
      const r = await send(
        await xlsx([
          ['用户账号', '用户姓名', '登录密码'],
          ['imp_part_weak', '弱', 'abc123'],
          ['imp_part_otp', '一次', null],
        ]),
      );
      expect(r.status).toBe(201);
      expect(r.body.result).toMatchObject({
        written: 1,
        refused: 1,
        oneTimePasswordsNote: '已为1个账号生成一次性密码，请立即记录并告知用户（仅显示一次）',
      });
      const secrets = r.body.result.oneTimePasswords as Array<{
        row: number;
        account: string;
        password: string;
      }>;
      expect(secrets.map((s) => [s.row, s.account])).toEqual([[3, 'imp_part_otp']]);
      expect(await t.login('imp_part_otp', secrets[0]!.password)).toMatch(/\S+/);
      const written = await t.app.db
        .selectFrom('sys_user')
        .select('username')
        .where('username', 'in', ['imp_part_weak', 'imp_part_otp'])
        .execute();
      expect(written).toEqual([{ username: 'imp_part_otp' }]);
    });

    it('gives a row without a password a one-time password, told once, that logs in', async () => {
      const r = await send(
        await xlsx([
          ['用户账号', '用户姓名', '登录密码'],
          ['imp_otp1', '一次一', null],
          ['imp_set', '设定', 'Set#Pass1234'],
          ['imp_otp2', '一次二', ''],
        ]),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.message).toBe('文件导入成功！数据行数：3');
      expect(r.body.result.msg).toBe('已为2个账号生成一次性密码，请立即记录并告知用户（仅显示一次）');
      const secrets = r.body.result.oneTimePasswords as Array<{
        row: number;
        account: string;
        field: string;
        password: string;
      }>;
      expect(secrets.map((s) => [s.row, s.account, s.field])).toEqual([
        [2, 'imp_otp1', '登录密码'],
        [4, 'imp_otp2', '登录密码'],
      ]);
      expect(secrets[0]!.password).not.toBe(secrets[1]!.password);
      for (const s of secrets) expect(await t.login(s.account, s.password)).toMatch(/\S+/);
      expect(await t.login('imp_set', 'Set#Pass1234')).toMatch(/\S+/);
      // Whoever imported chose these passwords (one-time or in the sheet): each must be changed at first login.
      const flags = await t.app.db
        .selectFrom('sys_user')
        .select(['username', 'must_change_password'])
        .where('username', 'in', ['imp_otp1', 'imp_set', 'imp_otp2'])
        .orderBy('username')
        .execute();
      expect(flags).toEqual([
        { username: 'imp_otp1', must_change_password: true },
        { username: 'imp_otp2', must_change_password: true },
        { username: 'imp_set', must_change_password: true },
      ]);
    });
  },
  () => ({ config: { dataDir: tempDataDir('import-pw') } }),
);
