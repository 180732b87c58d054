/**
 * The pickers' server reads: the user picker's page of users (paging, username filter,
 * department with its sub-departments, sorting, the user list's scope), the users of a stored value
 * (getMultiUser), a department's users, and the positions the position picker offers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { newId } from '../../src/server/db/ids';
import { DEMO_COMPANY_ID } from '../../src/server/seed/users';
import { departId } from '../../src/server/seed/departs';
import { grant, otherCompanyCustomer } from '../fixtures/crud-helpers';
import { sameCompanyColleague } from './helpers/accounts';
import { describeEachBackend, type SuiteApp } from './helpers/suite';

interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex: string | null;
  phone: string | null;
  birthday: string | null;
  orgCodeTxt: string;
}

const PRODUCT = 'A01A02';
const SYSTEMS = 'A01A01';
const two = (n: number) => String(n).padStart(2, '0');

/** A staff user of a division, in that department; answers its id. */
async function addStaffUser(
  t: SuiteApp,
  username: string,
  orgCode: string,
  extra: { del?: boolean; sex?: '1' | '2' } = {},
): Promise<string> {
  const id = newId();
  await t.app.db
    .insertInto('sys_user')
    .values({
      id,
      username,
      realname: `真名${username}`,
      password_hash: await hashPassword('Staff#Pass1234'),
      user_type: 'staff',
      division_id: departId(orgCode),
      org_code: orgCode,
      sex: extra.sex ?? '1',
      phone: '13800000000',
      birthday: '1990-05-06',
      status: '1',
      del_flag: extra.del ? '1' : '0',
    })
    .execute();
  await t.app.db
    .insertInto('sys_user_depart')
    .values({ id: newId(), user_id: id, dep_id: departId(orgCode) })
    .execute();
  return id;
}

describeEachBackend('pickers', (t) => {
  const ids = new Map<string, string>();
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++)
      ids.set(
        `pick_a${two(i)}`,
        await addStaffUser(t, `pick_a${two(i)}`, PRODUCT, { sex: i % 2 ? '1' : '2' }),
      );
    for (let i = 1; i <= 3; i++) ids.set(`pick_s${i}`, await addStaffUser(t, `pick_s${i}`, SYSTEMS));
    ids.set('pick_gone', await addStaffUser(t, 'pick_gone', PRODUCT, { del: true }));
  });

  const page = async (query: string, lang?: string) => {
    const answer = await t.admin.get(`/sys/user/queryUserComponentData?${query}`, lang);
    expect(answer.status).toBe(200);
    return answer.body.result as { records: PickerUser[]; total: number; size: number; current: number };
  };

  describe('queryUserComponentData', () => {
    it('answers pages of the matching users with the user row of the picker', async () => {
      const first = await page('username=pick_a&column=username&order=asc&pageNo=1&pageSize=5');
      expect(first.total).toBe(12);
      expect(first.records.map((r) => r.username)).toEqual([
        'pick_a01',
        'pick_a02',
        'pick_a03',
        'pick_a04',
        'pick_a05',
      ]);
      expect(Object.keys(first.records[0] ?? {}).sort()).toEqual([
        'birthday',
        'id',
        'orgCodeTxt',
        'phone',
        'realname',
        'sex',
        'username',
      ]);
      expect(first.records[0]).toMatchObject({
        id: ids.get('pick_a01'),
        realname: '真名pick_a01',
        sex: '1',
        birthday: '1990-05-06',
        orgCodeTxt: '产品认证事业部',
      });
      const third = await page('username=pick_a&column=username&order=asc&pageNo=3&pageSize=5');
      expect(third).toMatchObject({ total: 12, size: 5, current: 3 });
      expect(third.records.map((r) => r.username)).toEqual(['pick_a11', 'pick_a12']);
      const desc = await page('username=pick_a&column=username&order=desc&pageSize=2');
      expect(desc.records.map((r) => r.username)).toEqual(['pick_a12', 'pick_a11']);
    });

    it('names departments in the request language', async () => {
      const en = await page('username=pick_a01', 'en-US');
      expect(en.records[0]?.orgCodeTxt).toBe('Product Certification Division');
    });

    it('filters by department, a parent department taking in its sub-departments', async () => {
      const product = await page(`departId=${departId(PRODUCT)}&pageSize=100`);
      expect(product.total).toBe(12);
      expect(product.records.every((r) => r.username.startsWith('pick_a'))).toBe(true);
      const root = await page(`departId=${departId('A01')}&username=pick_&pageSize=100`);
      expect(root.records.map((r) => r.username).sort()).toEqual(
        [...ids.keys()].filter((k) => k !== 'pick_gone').sort(),
      );
      expect((await page('departId=nosuchdepartment')).total).toBe(0);
    });

    it('never answers a deleted user, and takes % and _ in the username literally', async () => {
      expect((await page('username=pick_gone')).total).toBe(0);
      expect((await page('username=%25')).total).toBe(0);
      expect((await page('username=pick%5F')).total).toBe(15);
      expect((await page('username=pick%25')).total).toBe(0);
    });

    it('refuses malformed paging with a 400 and bounds the page size', async () => {
      for (const bad of ['pageSize=abc', 'pageNo=0', 'pageSize=-5', 'departId=a%20b']) {
        const answer = await t.admin.get(`/sys/user/queryUserComponentData?${bad}`);
        expect(answer.status, bad).toBe(400);
        expect(answer.body.success).toBe(false);
      }
      expect((await page('pageSize=100000')).size).toBe(100);
    });

    it('is scoped like the user list: staff see their division only', async () => {
      const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
      const answer = await staff.get('/sys/user/queryUserComponentData?username=pick_&pageSize=100');
      expect(answer.status).toBe(200);
      expect((answer.body.result.records as PickerUser[]).map((r) => r.username).sort()).toEqual([
        'pick_s1',
        'pick_s2',
        'pick_s3',
      ]);
      const admins = await staff.get('/sys/user/queryUserComponentData?username=admin');
      expect(admins.body.result.total).toBe(0);
    });

    it('needs the user list permission: 401 without a session, 403 for a customer', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/sys/user/queryUserComponentData' });
      expect(anonymous.statusCode).toBe(401);
      const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
      for (const url of [
        '/sys/user/queryUserComponentData',
        `/sys/user/getMultiUser?ids=${ids.get('pick_a01')}`,
        `/sys/user/queryUserByDepId?id=${departId(PRODUCT)}`,
      ]) {
        expect((await customer.get(url)).status, url).toBe(403);
      }
    });
  });

  describe('a customer granted the user list', () => {
    it('sees only the users of its own company', async () => {
      const colleague = await sameCompanyColleague(t.app.db, DEMO_COMPANY_ID, 'pickmate');
      const other = await otherCompanyCustomer(t.app.db, 'pickother');
      await grant(t.app.db, 'customer_main', ['system:user:list']);
      const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
      const answer = await customer.get('/sys/user/queryUserComponentData?pageSize=100');
      expect(answer.status).toBe(200);
      const names = (answer.body.result.records as PickerUser[]).map((r) => r.username);
      expect(names).toContain(colleague.username);
      expect(names).toContain(t.seed.customer.username);
      expect(names).not.toContain(other.username);
      expect(names.some((n) => n.startsWith('pick_'))).toBe(false);
      const multi = await customer.get(`/sys/user/getMultiUser?ids=${other.userId},${colleague.userId}`);
      expect((multi.body.result as PickerUser[]).map((r) => r.username)).toEqual([colleague.username]);
    });
  });

  describe('getMultiUser and queryUserByDepId', () => {
    it('answers the users of a stored value in its order, by id or by username', async () => {
      const byId = await t.admin.get(
        `/sys/user/getMultiUser?ids=${ids.get('pick_a03')},${ids.get('pick_a01')}`,
      );
      expect(byId.status).toBe(200);
      expect((byId.body.result as PickerUser[]).map((r) => r.realname)).toEqual([
        '真名pick_a03',
        '真名pick_a01',
      ]);
      const byName = await t.admin.get('/sys/user/getMultiUser?usernames=pick_s2,pick_gone,pick_a12');
      expect((byName.body.result as PickerUser[]).map((r) => r.username)).toEqual(['pick_s2', 'pick_a12']);
      expect((await t.admin.get('/sys/user/getMultiUser')).status).toBe(400);
      expect((await t.admin.get('/sys/user/getMultiUser?ids=a;b')).status).toBe(400);
    });

    it("answers one department's users", async () => {
      const answer = await t.admin.get(`/sys/user/queryUserByDepId?id=${departId(SYSTEMS)}`);
      expect(answer.status).toBe(200);
      expect((answer.body.result as PickerUser[]).map((r) => r.username)).toEqual(
        expect.arrayContaining(['pick_s1', 'pick_s2', 'pick_s3']),
      );
      expect((answer.body.result as PickerUser[]).some((r) => r.username.startsWith('pick_a'))).toBe(false);
      expect((await t.admin.get('/sys/user/queryUserByDepId')).status).toBe(400);
    });
  });

  describe('positions', () => {
    it('are added and listed by name, code and rank through the generic CRUD', async () => {
      for (const [name, code, rank] of [
        ['审核员', 'auditor', '中级'],
        ['技术专家', 'expert', '高级'],
      ] as const) {
        const added = await t.admin.send('POST', '/sys/position/add', { name, code, rank });
        expect(added.status, code).toBe(200);
      }
      const list = await t.admin.get('/sys/position/list?pageNo=1&pageSize=5&column=code&order=asc');
      expect(list.status).toBe(200);
      expect(list.body.result.total).toBe(2);
      expect(list.body.result.records).toMatchObject([
        { name: '审核员', code: 'auditor', rank: '中级' },
        { name: '技术专家', code: 'expert', rank: '高级' },
      ]);
      const byName = await t.admin.get(`/sys/position/list?name=${encodeURIComponent('*审核*')}`);
      expect(byName.body.result.records.map((r: { code: string }) => r.code)).toEqual(['auditor']);
      const duplicate = await t.admin.send('POST', '/sys/position/add', { name: '重复', code: 'auditor' });
      expect(duplicate.status).toBe(409);
      const badCode = await t.admin.send('POST', '/sys/position/add', { name: '坏编码', code: 'a b' });
      expect(badCode.status).toBe(422);
    });

    it('may be listed by staff (the position picker) but only edited by administrators; customers may not list them', async () => {
      const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
      expect((await staff.get('/sys/position/list')).status).toBe(200);
      expect((await staff.get('/sys/schema/page/sys-position-list')).status).toBe(200);
      expect(
        (await staff.send('POST', '/sys/position/add', { name: '员工加的', code: 'bystaff' })).status,
      ).toBe(403);
      const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
      expect((await customer.get('/sys/position/list')).status).toBe(403);
    });
  });
});
