/**
 * Category dictionary (SPEC §7): the tree kept through the generic CRUD (has_child flags,
 * parent checks, delete with children refused) and the five /sys/category reads the categoryTree
 * widget uses, with their refusals and who may call them.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { api, type Api } from '../fixtures/crud-helpers';

interface Node {
  key: string;
  title: string;
  code: string;
  leaf: boolean;
  children?: Node[];
}

describeEachBackend('category dictionary', (t) => {
  let admin: Api;
  const ids: Record<string, string> = {};

  async function add(code: string, name: string, parent?: string, nameEn?: string): Promise<void> {
    const r = await admin.send('POST', '/sys/category/add', {
      code,
      name,
      ...(nameEn ? { nameEn } : {}),
      ...(parent ? { pid: ids[parent] } : {}),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const list = await admin.get(`/sys/category/list?code=${code}`);
    ids[code] = list.body.result.records[0].id;
  }

  beforeAll(async () => {
    admin = t.admin;
    await add('B01', '认证领域', undefined, 'Certification domains');
    await add('B01A01', '质量管理体系', 'B01', 'Quality management');
    await add('B01A02', '环境管理体系', 'B01');
    await add('B01A01A01', 'ISO 9001', 'B01A01');
    await add('C01', '行业');
  }, 120_000);

  it('loadTreeRoot: the level under a pcode (0 = the roots), leaf flags from the tree', async () => {
    const roots = await admin.get('/sys/category/loadTreeRoot?pcode=0');
    expect(roots.status).toBe(200);
    const rootNodes = roots.body.result as Node[];
    // The seeded business-type tree (migration 0260, apply online) is a root too.
    expect(rootNodes.find((n) => n.code === 'business_type')?.leaf).toBe(false);
    expect(rootNodes.filter((n) => n.code !== 'business_type').map((n) => [n.code, n.leaf])).toEqual([
      ['B01', false],
      ['C01', true],
    ]);
    const under = await admin.get('/sys/category/loadTreeRoot?pcode=B01');
    expect((under.body.result as Node[]).map((n) => [n.code, n.title, n.leaf, n.key])).toEqual([
      ['B01A01', '质量管理体系', false, ids.B01A01],
      ['B01A02', '环境管理体系', true, ids.B01A02],
    ]);
    const english = await admin.get('/sys/category/loadTreeRoot?pcode=B01', 'en-US');
    expect((english.body.result as Node[]).map((n) => n.title)).toEqual([
      'Quality management',
      '环境管理体系',
    ]);
  });

  it('loadTreeRoot async=false answers the whole subtree', async () => {
    const r = await admin.get('/sys/category/loadTreeRoot?pcode=B01&async=false');
    const tree = r.body.result as Node[];
    expect(tree[0]?.children?.map((n) => n.code)).toEqual(['B01A01A01']);
    expect(tree[1]?.children).toBeUndefined();
  });

  it('loadTreeRoot refuses a missing or unknown pcode with the message to show', async () => {
    const none = await admin.get('/sys/category/loadTreeRoot');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('加载分类字典树参数有误.[null]!');
    const unknown = await admin.get('/sys/category/loadTreeRoot?pcode=Z99');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('该编码【Z99】不存在，请核实!');
  });

  it('loadTreeChildren: the children of a pid', async () => {
    const r = await admin.get(`/sys/category/loadTreeChildren?pid=${ids.B01A01}`);
    expect((r.body.result as Node[]).map((n) => [n.code, n.leaf])).toEqual([['B01A01A01', true]]);
    expect((await admin.get('/sys/category/loadTreeChildren')).status).toBe(400);
    expect(
      (await admin.get(`/sys/category/loadTreeChildren?pid=${encodeURIComponent("x' or 1=1")}`)).status,
    ).toBe(400);
  });

  it('loadOne: one category by id, code or name; nothing found is 404', async () => {
    const r = await admin.get('/sys/category/loadOne?field=code&val=B01A02');
    expect(r.body.result).toMatchObject({
      id: ids.B01A02,
      pid: ids.B01,
      name: '环境管理体系',
      code: 'B01A02',
    });
    const missing = await admin.get('/sys/category/loadOne?field=code&val=nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('查询无果');
    expect((await admin.get('/sys/category/loadOne?field=password&val=x')).status).toBe(400);
  });

  it('loadTreeData: by pid or pcode, filtered by a JSON condition; another condition is refused', async () => {
    const byPcode = await admin.get('/sys/category/loadTreeData?pcode=B01');
    expect((byPcode.body.result as Node[]).map((n) => n.code)).toEqual(['B01A01', 'B01A02']);
    const byPid = await admin.get(
      `/sys/category/loadTreeData?pid=${ids.B01}&condition=${encodeURIComponent('{"code":"B01A02"}')}`,
    );
    expect((byPid.body.result as Node[]).map((n) => n.code)).toEqual(['B01A02']);
    for (const condition of ['code=B01', '["B01"]', '{"has_child":"1"}', '{"code":{"x":1}}']) {
      const bad = await admin.get(
        `/sys/category/loadTreeData?pcode=B01&condition=${encodeURIComponent(condition)}`,
      );
      expect(bad.status, condition).toBe(400);
      expect(bad.body.message).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
    }
  });

  it('loadDictItem/: names of ids in their order, unknown ids kept', async () => {
    const r = await admin.get(`/sys/category/loadDictItem/?ids=${ids.C01},${ids.B01},nosuchid`);
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual(['行业', '认证领域', 'nosuchid']);
    expect((await admin.get('/sys/category/loadDictItem/?ids=')).status).toBe(400);
  });

  it('the tree stays whole: has_child follows moves and deletes; cycles and deleting parents are refused', async () => {
    const moved = await admin.send('PUT', '/sys/category/edit', {
      id: ids.B01A01A01,
      pid: ids.B01A02,
      name: 'ISO 9001',
      code: 'B01A01A01',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    let level = (await admin.get('/sys/category/loadTreeRoot?pcode=B01')).body.result as Node[];
    expect(level.map((n) => [n.code, n.leaf])).toEqual([
      ['B01A01', true],
      ['B01A02', false],
    ]);
    const cycle = await admin.send('PUT', '/sys/category/edit', {
      id: ids.B01,
      pid: ids.B01A02,
      name: '认证领域',
      code: 'B01',
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.result).toEqual([expect.objectContaining({ field: 'pid' })]);
    const parentGone = await admin.send('DELETE', `/sys/category/delete?id=${ids.B01A02}`);
    expect(parentGone.status).toBe(409);
    expect(
      (await admin.send('DELETE', `/sys/category/deleteBatch?ids=${ids.B01A02},${ids.B01A01A01}`)).status,
    ).toBe(200);
    level = (await admin.get('/sys/category/loadTreeRoot?pcode=B01')).body.result as Node[];
    expect(level.map((n) => [n.code, n.leaf])).toEqual([['B01A01', true]]);
  });

  it('reads need a session; editing the tree needs the category codes', async () => {
    const anonymous = api(t.app, '');
    expect((await anonymous.get('/sys/category/loadTreeRoot?pcode=0')).status).toBe(401);
    const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    expect((await customer.get('/sys/category/loadTreeRoot?pcode=0')).status).toBe(200);
    expect((await customer.get('/sys/category/list')).status).toBe(403);
    expect((await customer.send('POST', '/sys/category/add', { code: 'X01', name: 'x' })).status).toBe(403);
  });
});
