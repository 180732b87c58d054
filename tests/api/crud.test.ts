/** Generic CRUD on the demo entity (tests/fixtures/schemas) and sys_user: the list grammar, writes, injection. */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { addDictionary, api, createDemoTable, DEMO_SCHEMAS, type Api } from '../fixtures/crud-helpers';

describeEachBackend(
  'generic CRUD',
  (t) => {
    let admin: Api;
    const items = [
      {
        name: 'Alpha bolt',
        code: 'A-1',
        qty: 5,
        price: 1.5,
        locked: false,
        issued: '2024-01-10',
        category: 'x',
        email: 'a@b.cn',
        note: 'n1',
        secret: 's',
      },
      {
        name: 'Beta nut',
        code: 'B-2',
        qty: 10,
        price: 2,
        locked: false,
        issued: '2024-03-01',
        category: 'y',
      },
      { name: 'Gamma, comma', code: 'C-3', qty: 15, locked: true, issued: '2024-06-30', category: 'x' },
      { name: 'delta 100%', code: 'D-4', qty: 20, issued: '2025-01-01' },
      { name: 'Epsilon_x', code: 'E-5', qty: 0 },
    ];
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      await createDemoTable(t.app);
      await addDictionary(t.app.db, 'demo_category', [
        ['x', '甲类', 'Class X'],
        ['y', '乙类', 'Class Y'],
      ]);
      admin = t.admin;
      for (const item of items) {
        const r = await admin.send('POST', '/demo/item/add', item);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        ids[item.code] = r.body.result.id;
      }
    });

    const codes = async (query: string) => {
      const r = await admin.get(`/demo/item/list?${query}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.result.records as Array<{ code: string }>).map((x) => x.code);
    };

    it('answers a page with the default sort createTime desc and no write-only field', async () => {
      const r = await admin.get('/demo/item/list');
      expect(r.body.result).toMatchObject({ total: 5, size: 10, current: 1, pages: 1 });
      expect(r.body.result.records.map((x: { code: string }) => x.code)).toEqual([
        'E-5',
        'D-4',
        'C-3',
        'B-2',
        'A-1',
      ]);
      for (const rec of r.body.result.records) expect(rec).not.toHaveProperty('secret');
      expect(r.body.result.records[4]).toMatchObject({
        name: 'Alpha bolt',
        qty: 5,
        issued: '2024-01-10',
        category_dictText: '甲类',
      });
    });

    it('translates dictionary text in the request language', async () => {
      const r = await admin.get('/demo/item/list?code=B-2', 'en-US');
      expect(r.body.result.records[0].category_dictText).toBe('Class Y');
    });

    it.each([
      ['name=*bolt*', ['A-1']],
      ['name=*nut', ['B-2']],
      ['name=Beta*', ['B-2']],
      ['code=A-1,B-2', ['B-2', 'A-1']],
      ['code=!A-1&qty=<%3D 10', ['E-5', 'B-2']],
      ['qty=>%2010', ['D-4', 'C-3']],
      ['qty=>%3D 10', ['D-4', 'C-3', 'B-2']],
      ['qty=< 5', ['E-5']],
      ['name=Gamma%2B%2B%20comma', ['C-3']],
      ['name=Gamma%2B%2B%20comma,Beta%20nut', ['C-3', 'B-2']],
      ['name=,bolt,nut,', ['B-2', 'A-1']],
      ['qty_begin=5&qty_end=15', ['C-3', 'B-2', 'A-1']],
      ['issued_begin=2024-02-01&issued_end=2024-12-31', ['C-3', 'B-2']],
      ['code_MultiString=A-1,E-5', ['E-5', 'A-1']],
      ['locked=true', ['C-3']],
      ['name=*100%25*', ['D-4']],
      ['name=*_*', ['E-5']],
      ['name=', ['E-5', 'D-4', 'C-3', 'B-2', 'A-1']],
    ])('filters %s', async (query, expected) => {
      expect(await codes(query)).toEqual(expected);
    });

    it('pages and sorts with id as tie-breaker', async () => {
      const r = await admin.get('/demo/item/list?pageNo=2&pageSize=2&column=qty&order=asc');
      expect(r.body.result).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
      expect(r.body.result.records.map((x: { code: string }) => x.code)).toEqual(['B-2', 'C-3']);
      // Descending puts NULL categories first (PostgreSQL), then y, then x by name.
      const byCategory = await codes('column=category_dictText,name&order=desc');
      expect(byCategory.slice(0, 2).sort()).toEqual(['D-4', 'E-5']);
      expect(byCategory.slice(2)).toEqual(['B-2', 'C-3', 'A-1']);
    });

    it('walks every page by keyset cursor, same rows as OFFSET', async () => {
      const seen: string[] = [];
      let cursor = '';
      for (let i = 0; i < 5; i++) {
        const r = await admin.get(
          `/demo/item/list?pageSize=2&column=qty&order=desc${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...r.body.result.records.map((x: { code: string }) => x.code));
        if (!r.body.result.nextCursor) break;
        cursor = r.body.result.nextCursor;
      }
      expect(seen).toEqual(['D-4', 'C-3', 'B-2', 'A-1', 'E-5']);
      const other = await admin.get(`/demo/item/list?cursor=${cursor}&column=name`);
      expect(other.status).toBe(400);
    });

    it('advanced query with and / or', async () => {
      const lines = [
        { field: 'qty', rule: 'ge', val: '10', type: 'int', dbType: 'int' },
        { field: 'name', rule: 'like', val: 'bolt' },
      ];
      const q = (match: string) =>
        `superQueryParams=${encodeURIComponent(encodeURIComponent(JSON.stringify(lines)))}&superQueryMatchType=${match}`;
      expect(await codes(q('and'))).toEqual([]);
      expect(await codes(q('or'))).toEqual(['D-4', 'C-3', 'B-2', 'A-1']);
      const inRule = encodeURIComponent(
        JSON.stringify([
          { field: 'code', rule: 'in', val: 'A-1,E-5' },
          { field: 'name', rule: 'right_like', val: 'Eps' },
        ]),
      );
      expect(await codes(`superQueryParams=${inRule}`)).toEqual(['E-5']);
    });

    it.each([
      'name;drop table demo_item=x',
      'id) or (1=1=x',
      'column=password',
      'column=secret',
      'column=create_time desc,(select 1)',
      "column=name'--",
      'order=desc;drop table demo_item',
      'field=id,secret',
      'field=id,(select password_hash from sys_user)',
      'secret=s',
      'note=n1',
      'qty=1 or 1=1',
      'pageSize=100000',
      '__proto__=x',
      `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'name) or (1=1', rule: 'eq', val: 'x' }]))}`,
      `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'ext', val: '1=1' }]))}`,
      `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'secret', rule: 'eq', val: 's' }]))}`,
      'superQueryMatchType=or 1=1',
    ])('refuses the injection attempt %s with a 400 naming it, table intact', async (query) => {
      const r = await admin.get(`/demo/item/list?${query.replace(/ /g, '%20')}`);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message.length).toBeGreaterThan(0);
      const after = await admin.get('/demo/item/list');
      expect(after.body.result.total).toBe(5);
    });

    it('treats injection payloads in values as plain text', async () => {
      expect(await codes(`name=${encodeURIComponent("x' or '1'='1")}`)).toEqual([]);
      expect(await codes(`name=${encodeURIComponent('*%27;drop table demo_item;--*')}`)).toEqual([]);
      expect((await admin.get('/demo/item/list')).body.result.total).toBe(5);
    });

    it('refuses a write with every field error, unknown and read-only fields (422)', async () => {
      const r = await admin.send('POST', '/demo/item/add', {
        code: 'bad code',
        qty: -1,
        email: 'nope',
        issued: '2024-13-01',
        hacker: 1,
        createBy: 'x',
      });
      expect(r.status).toBe(422);
      const fields = (r.body.result as Array<{ field: string }>).map((e) => e.field).sort();
      expect(fields).toEqual(['code', 'createBy', 'email', 'hacker', 'issued', 'name', 'qty']);
      expect((await admin.get('/demo/item/list')).body.result.total).toBe(5);
    });

    it('refuses a duplicate unique value with 409', async () => {
      const r = await admin.send('POST', '/demo/item/add', { name: 'dup', code: 'A-1' });
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('该值不可用，系统中已存在！');
      const e = await admin.send('PUT', '/demo/item/edit', { id: ids['B-2'], name: 'Beta nut', code: 'A-1' });
      expect(e.status).toBe(409);
    });

    it('queryById, edit, delete, deleteBatch with trailing comma', async () => {
      const q = await admin.get(`/demo/item/queryById?id=${ids['A-1']}`);
      expect(q.body.result).toMatchObject({ code: 'A-1', name: 'Alpha bolt', category_dictText: '甲类' });
      expect(q.body.result).not.toHaveProperty('secret');
      const e = await admin.send('PUT', '/demo/item/edit', {
        id: ids['A-1'],
        name: 'Alpha bolt 2',
        code: 'A-1',
        qty: 6,
      });
      expect(e.status).toBe(200);
      expect((await admin.get(`/demo/item/queryById?id=${ids['A-1']}`)).body.result).toMatchObject({
        name: 'Alpha bolt 2',
        qty: 6,
        updateBy: t.seed.admin.username,
      });
      const extra = [];
      for (const code of ['X-1', 'X-2'])
        extra.push((await admin.send('POST', '/demo/item/add', { name: code, code })).body.result.id);
      expect((await admin.send('DELETE', `/demo/item/deleteBatch?ids=${extra.join(',')},`)).status).toBe(200);
      expect((await admin.get(`/demo/item/queryById?id=${extra[0]}`)).status).toBe(404);
      expect(
        (await admin.send('DELETE', `/demo/item/delete?id=${encodeURIComponent("1' or '1'='1")}`)).status,
      ).toBe(400);
      expect((await admin.get('/demo/item/list')).body.result.total).toBe(5);
    });

    it('edit keeps optional fields it is not sent and clears one sent as null or empty', async () => {
      const id = (await admin.send('POST', '/demo/item/add', { name: 'Clear me', code: 'N-1', qty: 3 })).body
        .result.id;
      const byId = async () => (await admin.get(`/demo/item/queryById?id=${id}`)).body.result;
      expect(
        (await admin.send('PUT', '/demo/item/edit', { id, name: 'Clear me 2', code: 'N-1' })).status,
      ).toBe(200);
      expect(await byId()).toMatchObject({ name: 'Clear me 2', code: 'N-1', qty: 3 });
      expect(
        (await admin.send('PUT', '/demo/item/edit', { id, name: 'Clear me 2', code: 'N-1', qty: null }))
          .status,
      ).toBe(200);
      expect((await byId()).qty ?? null).toBeNull();
      expect(
        (await admin.send('PUT', '/demo/item/edit', { id, name: 'Clear me 2', code: 'N-1', qty: 4 })).status,
      ).toBe(200);
      expect(
        (await admin.send('PUT', '/demo/item/edit', { id, name: 'Clear me 2', code: 'N-1', qty: '' })).status,
      ).toBe(200);
      expect((await byId()).qty ?? null).toBeNull();
      expect((await admin.send('DELETE', `/demo/item/delete?id=${id}`)).status).toBe(200);
    });

    it('refuses edit and delete of an x-protected row', async () => {
      const e = await admin.send('PUT', '/demo/item/edit', { id: ids['C-3'], name: 'changed', code: 'C-3' });
      expect(e.status).toBe(403);
      expect(e.body.message).toBe('该条目已锁定');
      expect((await admin.send('DELETE', `/demo/item/delete?id=${ids['C-3']}`)).status).toBe(403);
      expect(
        (await admin.send('DELETE', `/demo/item/deleteBatch?ids=${ids['E-5']},${ids['C-3']}`)).status,
      ).toBe(403);
      expect((await admin.get('/demo/item/list')).body.result.total).toBe(5);
    });

    it('sys_user: list hides the password, add hashes it, admin rows are protected', async () => {
      const list = await admin.get('/sys/user/list?column=username&order=asc&pageSize=50');
      expect(list.status).toBe(200);
      for (const u of list.body.result.records) {
        expect(u).not.toHaveProperty('password');
        expect(u).not.toHaveProperty('passwordHash');
      }
      expect((await admin.get('/sys/user/list?column=password')).status).toBe(400);
      expect((await admin.get('/sys/user/list?password=x')).status).toBe(400);
      const weak = await admin.send('POST', '/sys/user/add', {
        username: 'ab',
        realname: 'x',
        password: '123',
      });
      expect(weak.status).toBe(422);
      expect((weak.body.result as Array<{ field: string }>).map((e) => e.field).sort()).toEqual([
        'password',
        'username',
      ]);
      const add = await admin.send('POST', '/sys/user/add', {
        username: 'new_staff',
        realname: 'New',
        password: 'Good#Pass123',
        sex: '1',
      });
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      const row = await t.app.db
        .selectFrom('sys_user')
        .selectAll()
        .where('username', '=', 'new_staff')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.user_type).toBe('staff');
      await t.login('new_staff', 'Good#Pass123');
      const adminRow = await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('user_type', '=', 'admin')
        .executeTakeFirstOrThrow();
      const e = await admin.send('PUT', '/sys/user/edit', { id: adminRow.id, realname: 'x' });
      expect(e.status).toBe(403);
      expect(e.body.message).toBe('不允许对管理员账号进行此操作');
      expect((await admin.send('DELETE', `/sys/user/delete?id=${adminRow.id}`)).status).toBe(403);
      const del = await admin.send('DELETE', `/sys/user/delete?id=${add.body.result.id}`);
      expect(del.status).toBe(200);
      expect(
        (
          await t.app.db
            .selectFrom('sys_user')
            .select('del_flag')
            .where('username', '=', 'new_staff')
            .executeTakeFirstOrThrow()
        ).del_flag,
      ).toBe('1');
      expect((await admin.get('/sys/user/list?username=new_staff')).body.result.total).toBe(0);
    });

    it('a user without the permission gets 403', async () => {
      const staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
      expect((await staff.get('/demo/item/list')).status).toBe(403);
      expect((await staff.send('POST', '/demo/item/add', { name: 'x', code: 'Z-1' })).status).toBe(403);
    });
  },
  DEMO_SCHEMAS,
);
