/** Dictionary look-ups (S2, S3 closed): plain codes, table dictionaries only over registered entities. */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { addDictionary, api, type Api } from '../fixtures/crud-helpers';

describeEachBackend('dictionary look-ups', (t) => {
  let admin: Api;
  beforeAll(async () => {
    await addDictionary(t.app.db, 'demo_colour', [
      ['r', '红色', 'Red'],
      ['g', '绿色', 'Green'],
    ]);
    admin = t.admin;
  });

  it('loadDictItem: texts of keys, plain and table', async () => {
    expect((await admin.get('/sys/dict/loadDictItem/demo_colour?key=g,r,z')).body.result).toEqual([
      '绿色',
      '红色',
      'z',
    ]);
    expect((await admin.get('/sys/dict/loadDictItem/demo_colour?key=g', 'en-US')).body.result).toEqual([
      'Green',
    ]);
    const r = await admin.get(
      `/sys/dict/loadDictItem/sys_user,realname,username?key=${t.seed.admin.username}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toHaveLength(1);
  });

  it('loadDict: keyword search, plain and table', async () => {
    expect((await admin.get('/sys/dict/loadDict/demo_colour?keyword=绿')).body.result).toEqual([
      expect.objectContaining({ value: 'g', text: '绿色' }),
    ]);
    const r = await admin.get(
      `/sys/dict/loadDict/sys_role,role_name,role_code?keyword=${encodeURIComponent("'%")}&pageSize=5`,
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual([]);
    expect(
      (await admin.get('/sys/dict/loadDict/sys_role,roleName,roleCode?pageSize=100')).body.result.length,
    ).toBeGreaterThan(0);
  });

  it.each([
    '/sys/dict/loadDictItem/sys_user,password_hash,username?key=admin',
    '/sys/dict/loadDictItem/sys_user,password,username?key=admin',
    '/sys/dict/loadDict/sys_session,id,user_id',
    '/sys/dict/loadDict/sys_user,realname,username,1=1',
    '/sys/dict/loadDict/sys_user,(select 1),username',
    '/sys/dict/loadDict/pg_user,usename,passwd',
    '/sys/dict/loadDict/x;drop table sys_user',
    '/sys/dict/loadDict/demo_colour?pageSize=1000',
    '/sys/dict/loadTreeData?tableName=sys_session&text=id&code=id&pidField=user_id',
    '/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=id&pidField=parentId&condition=1=1',
    `/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=id&pidField=parentId&condition=${encodeURIComponent('{"org_code) or (1=1":"x"}')}`,
    `/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=id&pidField=parentId&condition=${encodeURIComponent('{"sortNo":"1 or 1=1"}')}`,
  ])('refuses %s with 400', async (url) => {
    expect((await admin.get(url)).status).toBe(400);
  });

  it('loadTreeData: roots and children of a registered tree table', async () => {
    const roots = await admin.get(
      '/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=id&pidField=parentId&pid=',
    );
    expect(roots.status).toBe(200);
    expect(roots.body.result.length).toBeGreaterThan(0);
    const root = roots.body.result[0];
    expect(root).toMatchObject({
      key: expect.any(String),
      title: expect.any(String),
      leaf: expect.any(Boolean),
    });
    const filtered = await admin.get(
      `/sys/dict/loadTreeData?tableName=sys_depart&text=departName&code=id&pidField=parentId&pid=&condition=${encodeURIComponent(JSON.stringify({ departName: 'no such name' }))}`,
    );
    expect(filtered.body.result).toEqual([]);
  });

  it('table dictionaries need the entity list code', async () => {
    const customer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
    expect((await customer.get('/sys/dict/loadDict/sys_user,realname,username')).status).toBe(403);
    expect((await customer.get('/sys/dict/loadDictItem/demo_colour?key=r')).status).toBe(200);
  });
});
