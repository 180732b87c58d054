/**
 * Tree lists: `pidField`/`pid` answer one level of the department tree with `hasChild`; filters
 * answer the matches flat; a parent field that is not a filterable text field is refused.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './helpers/suite';
import { type Api } from '../fixtures/crud-helpers';

interface Depart {
  id: string;
  orgCode: string;
  departName: string;
  hasChild?: boolean;
}
interface PageOf<T> {
  records: T[];
  total: number;
}

const LIST = '/sys/sysDepart/list?pidField=parentId&column=orgCode&order=asc';

describeEachBackend('tree list of departments', (t) => {
  let admin: Api;
  const byCode: Record<string, string> = {};

  beforeAll(async () => {
    admin = t.admin;
    const all = await admin.get('/sys/sysDepart/list?pageSize=100');
    for (const d of (all.body.result as PageOf<Depart>).records) byCode[d.orgCode] = d.id;
    // A grandchild under the first division, so one division has children and the others none.
    const added = await admin.send('POST', '/sys/sysDepart/add', {
      parentId: byCode.A01A01,
      departName: '质量体系审核一部',
      orgCode: 'A01A01A01',
      sortNo: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }, 120_000);

  async function level(pid: string, extra = ''): Promise<PageOf<Depart>> {
    const r = await admin.get(`${LIST}&pid=${encodeURIComponent(pid)}${extra}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result as PageOf<Depart>;
  }

  it('answers the roots for an empty pid, marked hasChild', async () => {
    const roots = await level('');
    expect(roots.records.map((d) => [d.orgCode, d.hasChild])).toEqual([['A01', true]]);
    expect(roots.total).toBe(1);
  });

  it('answers the children of a node and which of them have children', async () => {
    const children = await level(byCode.A01 ?? '');
    expect(children.records.map((d) => [d.orgCode, d.hasChild])).toEqual([
      ['A01A01', true],
      ['A01A02', false],
      ['A01A03', false],
      ['A01A04', false],
    ]);
    expect(children.total).toBe(4);
    const leaves = await level(byCode.A01A01 ?? '');
    expect(leaves.records.map((d) => [d.orgCode, d.hasChild])).toEqual([['A01A01A01', false]]);
  });

  it('answers the matches of a filter flat, whatever their level', async () => {
    const found = await level('', `&departName=${encodeURIComponent('*部*')}`);
    expect(found.records.map((d) => d.orgCode)).toEqual([
      'A01A01',
      'A01A01A01',
      'A01A02',
      'A01A03',
      'A01A04',
    ]);
    expect(found.records.every((d) => d.hasChild === undefined)).toBe(true);
  });

  it('answers every row flat without pidField', async () => {
    const r = await admin.get('/sys/sysDepart/list?pageSize=100');
    const records = (r.body.result as PageOf<Depart>).records;
    expect(records).toHaveLength(6);
    expect(records.every((d) => d.hasChild === undefined)).toBe(true);
  });

  it('refuses a parent field that is unknown or not text, and a malformed pid', async () => {
    for (const query of [
      'pidField=nope&pid=',
      'pidField=sortNo&pid=',
      'pidField=parentId&pid=%27%20or%201%3D1',
    ]) {
      const r = await admin.get(`/sys/sysDepart/list?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });
});
