/** Row scoping between two companies (IDOR closed, reference/jeecg.md §2.5): list, queryById, edit, delete, export. */
import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DEMO_COMPANY_ID } from '../../src/server/seed/users';
import {
  api,
  createDemoTable,
  grant,
  otherCompanyCustomer,
  DEMO_SCHEMAS,
  type Api,
} from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';

const ALL = ['demo:item:list', 'demo:item:add', 'demo:item:edit', 'demo:item:delete', 'demo:item:export'];

describeEachBackend(
  'row scoping',
  (t) => {
    let mine: Api;
    let theirs: Api;
    let staff: Api;
    let theirId = '';
    let myId = '';
    let otherCompanyId = '';

    beforeAll(async () => {
      await createDemoTable(t.app);
      await grant(t.app.db, 'customer_main', [...ALL, 'system:loginlog:list']);
      await grant(t.app.db, 'staff', ['demo:item:list']);
      const other = await otherCompanyCustomer(t.app.db);
      otherCompanyId = other.companyId;
      mine = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
      theirs = api(t.app, await t.login(other.username, other.password));
      staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
      myId = (await mine.send('POST', '/demo/item/add', { name: 'mine', code: 'M-1' })).body.result.id;
      theirId = (await theirs.send('POST', '/demo/item/add', { name: 'theirs', code: 'T-1' })).body.result.id;
    });

    it('each customer lists only its company rows; staff see all', async () => {
      expect(
        (await mine.get('/demo/item/list')).body.result.records.map((r: { code: string }) => r.code),
      ).toEqual(['M-1']);
      expect(
        (await theirs.get('/demo/item/list')).body.result.records.map((r: { code: string }) => r.code),
      ).toEqual(['T-1']);
      expect((await mine.get('/demo/item/list?code=T-1')).body.result.total).toBe(0);
      expect((await staff.get('/demo/item/list')).body.result.total).toBe(2);
    });

    it("another company's id is 404 for queryById, edit, delete and deleteBatch", async () => {
      expect((await mine.get(`/demo/item/queryById?id=${theirId}`)).status).toBe(404);
      expect(
        (await mine.send('PUT', '/demo/item/edit', { id: theirId, name: 'hijack', code: 'T-1' })).status,
      ).toBe(404);
      expect((await mine.send('DELETE', `/demo/item/delete?id=${theirId}`)).status).toBe(404);
      expect((await mine.send('DELETE', `/demo/item/deleteBatch?ids=${myId},${theirId}`)).status).toBe(404);
      const row = await t.app.db
        .selectFrom('demo_item' as never)
        .selectAll()
        .where('id' as never, '=', theirId as never)
        .executeTakeFirst();
      expect(row).toMatchObject({ name: 'theirs' });
      expect((await mine.get(`/demo/item/queryById?id=${myId}`)).status).toBe(200);
    });

    it('export carries only the caller company rows, even with selections naming others', async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/demo/item/exportXls?format=xlsx&selections=${myId},${theirId}`,
        headers: { 'x-access-token': await t.login(t.seed.customer.username, t.seed.customer.password) },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const nameCol = header.indexOf('名称') + 1;
      const values: string[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) values.push(String(row.getCell(nameCol).value));
      });
      expect(values).toEqual(['mine']);
      expect(header).not.toContain('口令');
    });

    it('inserts take the company from the session, not the body', async () => {
      const companyOf = async (id: string) =>
        (
          (await t.app.db
            .selectFrom('demo_item' as never)
            .select('company_id' as never)
            .where('id' as never, '=', id as never)
            .executeTakeFirstOrThrow()) as { company_id: string | null }
        ).company_id;
      // Read back from the database: each row belongs to its creator's company.
      expect(await companyOf(myId)).toBe(DEMO_COMPANY_ID);
      expect(await companyOf(theirId)).toBe(otherCompanyId);
      const added = await theirs.send('POST', '/demo/item/add', { name: 'y', code: 'T-2' });
      expect(added.status).toBe(200);
      expect(await companyOf(added.body.result.id)).toBe(otherCompanyId);
      // A company named in the body is refused, and nothing is written.
      const forged = await mine.send('POST', '/demo/item/add', {
        name: 'x',
        code: 'M-2',
        companyId: otherCompanyId,
      });
      expect(forged.status).toBe(422);
      expect(
        await t.app.db
          .selectFrom('demo_item' as never)
          .select('id' as never)
          .where('code' as never, '=', 'M-2' as never)
          .execute(),
      ).toEqual([]);
    });

    it('the login log is owner-scoped', async () => {
      const logs = await mine.get('/sys/loginLog/list?pageSize=100');
      expect(logs.status).toBe(200);
      expect(logs.body.result.total).toBeGreaterThan(0);
      for (const r of logs.body.result.records) expect(r.username).toBe(t.seed.customer.username);
    });
  },
  DEMO_SCHEMAS,
);
