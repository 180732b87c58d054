/**
 * Bad input is a 4xx, never a 500: each input the attack found crashing PostgreSQL is
 * refused with a clear 4xx (or answered normally), nothing written, on every backend.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { encryptUserccs } from '../../src/shared/auth/userccs';
import { createDemoTable, DEMO_SCHEMAS, type Api } from '../fixtures/crud-helpers';

const enc = encodeURIComponent;
const superQuery = (lines: unknown[]) => enc(JSON.stringify(lines));

describeOnOneBackend(
  'bad input is a 4xx',
  (t) => {
    let admin: Api;

    beforeAll(async () => {
      await createDemoTable(t.app);
      admin = t.admin;
    });

    const refused = (status: number) => expect(status >= 400 && status < 500, `status ${status}`).toBe(true);

    it.each([
      ['year 0000 filter', '/sys/user/list?birthday=0000-01-01'],
      ['year 0000 range', '/sys/user/list?createTime_begin=0000-01-01'],
      ['offset +99:99', `/sys/user/list?createTime_begin=${enc('2024-01-01T00:00:00+99:99')}`],
      ['int past int4', '/sys/sysDepart/list?sortNo=99999999999'],
      ['int past int4 in range', '/sys/sysDepart/list?sortNo=' + enc('> 99999999999')],
      [
        'int past int4 in superQuery',
        `/sys/sysDepart/list?superQueryParams=${superQuery([{ field: 'sortNo', rule: 'eq', val: '99999999999' }])}`,
      ],
      [
        'object as superQuery val',
        `/sys/sysDepart/list?superQueryParams=${superQuery([{ field: 'departName', rule: 'eq', val: { a: 1 } }])}`,
      ],
      ['NUL in a filter', `/sys/user/list?realname=${enc('a\u0000b')}`],
      ['NUL in a like', `/sys/user/list?realname=${enc('*a\u0000b*')}`],
      [
        'NUL in the duplicate check',
        `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=${enc('a\u0000')}`,
      ],
      ['NUL in a static path', '/%00'],
      ['NUL in a dictionary key', `/sys/dict/loadDictItem/sys_depart,departName,id?key=${enc('a\u0000')}`],
    ])('%s', async (_name, url) => {
      const r = await admin.get(url);
      refused(r.status);
      expect(r.body.success).toBe(false);
    });

    it('a cursor holding a non-date is a 400', async () => {
      const cursor = Buffer.from(
        JSON.stringify({ s: 'createTime:desc,id:desc', v: ['not a date', 'abc'] }),
      ).toString('base64url');
      const r = await admin.get(`/sys/user/list?cursor=${cursor}`);
      expect(r.status).toBe(400);
    });

    it('table dictionaries over non-text columns answer, not crash', async () => {
      const item = await admin.get('/sys/dict/loadDictItem/sys_depart,departName,sortNo?key=abc,1');
      expect(item.status).toBe(200);
      // 'abc' cannot be a sort number: answered as itself; 1 is the seeded division's.
      expect(item.body.result[0]).toBe('abc');
      expect(item.body.result[1]).not.toBe('1');
      const dict = await admin.get('/sys/dict/loadDict/sys_depart,sortNo,id?keyword=1');
      expect(dict.status).toBe(200);
      const tree = await admin.get(
        '/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=id&pidField=sortNo&pid=abc',
      );
      expect(tree.status).toBe(200);
      expect(tree.body.result).toEqual([]);
    });

    it('a NUL in a written string is a 4xx and nothing is written', async () => {
      const r = await admin.send('POST', '/sys/role/add', {
        roleName: 'evil\u0000role',
        roleCode: 'evil_role',
      });
      refused(r.status);
      expect(
        await t.app.db
          .selectFrom('sys_role')
          .select('id')
          .where('role_code', '=', 'evil_role')
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('a number past its column on a write is a 422 naming the field, nothing written', async () => {
      const r = await admin.send('POST', '/demo/item/add', { name: 'big', code: 'BIG-1', price: 1e15 });
      expect(r.status).toBe(422);
      expect(r.body.result.map((e: { field: string }) => e.field)).toContain('price');
      expect(
        await t.app.db
          .selectFrom('demo_item' as never)
          .select('id' as never)
          .where('code' as never, '=', 'BIG-1' as never)
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('numbers past their column in filters are a 400', async () => {
      refused((await admin.get('/demo/item/list?price=999999999999999')).status);
      refused((await admin.get('/demo/item/list?qty=' + enc('< 99999999999'))).status);
    });

    it('a year 0000 birthday is a 422 naming the field', async () => {
      const r = await admin.send('POST', '/sys/user/add', {
        username: 'year_zero',
        realname: 'Y',
        password: 'Zx#9vLq2!mP',
        birthday: '0000-01-01',
      });
      expect(r.status).toBe(422);
      expect(r.body.result.map((e: { field: string }) => e.field)).toContain('birthday');
    });

    it('a NUL in the login username is a 4xx', async () => {
      const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
        key: string;
        iv: string;
      };
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/login',
        payload: {
          userccs: encryptUserccs({ username: 'ad\u0000min', password: 'whatever1!' }, keys.key, keys.iv),
        },
      });
      refused(r.statusCode);
    });

    it('deleting a department still used by an account is a 409 with a clear message', async () => {
      const dep = await admin.send('POST', '/sys/sysDepart/add', {
        departName: 'Used division',
        orgCode: 'USEDDIV',
      });
      expect(dep.status).toBe(200);
      const depId = dep.body.result.id as string;
      const staff = await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.staff.username)
        .executeTakeFirstOrThrow();
      await t.app.db.updateTable('sys_user').set({ division_id: depId }).where('id', '=', staff.id).execute();
      const r = await admin.send('DELETE', `/sys/sysDepart/delete?id=${depId}`);
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('该数据正在被使用，不能删除！');
      expect(
        await t.app.db.selectFrom('sys_depart').select('id').where('id', '=', depId).executeTakeFirst(),
      ).toBeDefined();
    });

    it('an item of a missing dictionary is a 422', async () => {
      const r = await admin.send('POST', '/sys/dictItem/add', {
        dictId: 'ffffffffffffffffffffffffffffffff',
        itemText: 'x',
        itemValue: 'x',
      });
      expect(r.status).toBe(422);
      expect(
        await t.app.db
          .selectFrom('sys_dict_item')
          .select('id')
          .where('dict_id', '=', 'ffffffffffffffffffffffffffffffff')
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('a truncated multipart upload is a 400', async () => {
      const token = await t.login(t.seed.admin.username, t.seed.admin.password);
      const boundary = '----h8boundary';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\ntemp\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG partial`;
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/common/upload',
        headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    });
  },
  DEMO_SCHEMAS,
);
