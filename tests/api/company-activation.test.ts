/**
 * Company info and activation: the customer's own company (my, edit, submit), the staff
 * review (list, approve, reject) with its system messages, the licence upload and who may read it,
 * and the activation guard.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { multipart, PNG } from '../fixtures/multipart';
import { sameCompanyColleague } from './helpers/accounts';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';

const LICENCE_PNG = readFileSync(join(import.meta.dirname, '../fixtures/licence.png'));
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(64)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100)]);

/** Valid unified social credit codes (check character by GB 32100-2015) and one with a wrong check. */
const CODE_A = '91110108MA01A0001D';
const CODE_B = '91330100MA2B00003E';
const CODE_BAD_CHECK = '91110108MA01A0001E';

const DISTRICT = '440305'; // 广东省 / 深圳市 / 南山区
const DISTRICT_2 = '110101'; // 北京市 / 市辖区 / 东城区

describeOnOneBackend(
  'company info and activation',
  (t) => {
    let mainA: Api;
    let subA: Api;
    let mainB: Api;
    let staff: Api;
    let tokenA = '';
    let tokenB = '';
    let subToken = '';
    let staffToken = '';
    let companyA = '';
    let companyB = '';
    let userIdsA: string[] = [];

    const upload = async (token: string, name: string, data: Buffer, type = 'image/png') => {
      const body = multipart(
        { biz: 'licence', entity: 'cust_company', field: 'licence' },
        { field: 'file', name, data, type },
      );
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/common/upload',
        headers: { 'x-access-token': token, ...body.headers },
        payload: body.payload,
      });
      return { status: r.statusCode, body: r.json() as { success: boolean; message: string } };
    };
    const download = (path: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/sys/common/static/${path}`,
        headers: { 'x-access-token': token },
      });
    const row = (id: string) =>
      t.app.db.selectFrom('cust_company').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const messagesTo = (userId: string) =>
      t.app.db
        .selectFrom('sys_announcement_send')
        .innerJoin('sys_announcement', 'sys_announcement.id', 'sys_announcement_send.annt_id')
        .select([
          'sys_announcement.titile',
          'sys_announcement.msg_content',
          'sys_announcement.msg_category',
          'sys_announcement.bus_id',
          'sys_announcement_send.read_flag',
        ])
        .where('sys_announcement_send.user_id', '=', userId)
        .orderBy('sys_announcement.create_time')
        .execute();

    const complete = (licence: string) => ({
      name: 'A 公司',
      creditCode: CODE_A,
      operationArea: DISTRICT,
      operationAddress: '科技园南区1号',
      registeredArea: DISTRICT_2,
      registeredAddress: '东城区示例路2号',
      licence,
    });

    beforeAll(async () => {
      const a = await otherCompanyCustomer(t.app.db, 'compa');
      const b = await otherCompanyCustomer(t.app.db, 'compb');
      companyA = a.companyId;
      companyB = b.companyId;
      // A has just registered; B is activated with its own data.
      await t.app.db
        .updateTable('cust_company')
        .set({ status: 'inactive', credit_code: null })
        .where('id', '=', companyA)
        .execute();
      await t.app.db
        .updateTable('cust_company')
        .set({ credit_code: CODE_B, name: 'B 公司' })
        .where('id', '=', companyB)
        .execute();
      const colleague = await sameCompanyColleague(t.app.db, companyA, 'compa');
      userIdsA = [a.userId, colleague.userId];
      tokenA = await t.login(a.username, a.password);
      tokenB = await t.login(b.username, b.password);
      staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
      mainA = api(t.app, tokenA);
      mainB = api(t.app, tokenB);
      subToken = await t.login(colleague.username, colleague.password);
      subA = api(t.app, subToken);
      staff = api(t.app, staffToken);
    });

    describe('own company', () => {
      it('shows the main and the sub-account their own company with the status label and what it means', async () => {
        const main = await mainA.get('/isps/company/my');
        expect(main.status).toBe(200);
        expect(main.body.result).toMatchObject({
          id: companyA,
          status: 'inactive',
          status_dictText: '未激活',
          licence: null,
        });
        expect(main.body.result.activationNote).toBe('企业尚未激活，请先完善企业信息并提交审核');
        const en = await mainA.get('/isps/company/my', 'en-US');
        expect(en.body.result.status_dictText).toBe('Inactive');
        expect(en.body.result.activationNote).toMatch(/^Your company is not activated yet/);
        const sub = await subA.get('/isps/company/my');
        expect(sub.status).toBe(200);
        expect(sub.body.result.id).toBe(companyA);
        const other = await mainB.get('/isps/company/my');
        expect(other.body.result).toMatchObject({
          id: companyB,
          name: 'B 公司',
          status: 'activated',
          status_dictText: '已激活',
        });
      });

      it('refuses a credit code with a wrong check character, a long address, an unknown district and an empty name', async () => {
        const cases: Array<[Record<string, unknown>, string]> = [
          [{ creditCode: CODE_BAD_CHECK }, 'creditCode'],
          [{ creditCode: '91110108MA01A0001' }, 'creditCode'],
          [{ operationAddress: '长'.repeat(121) }, 'operationAddress'],
          [{ registeredAddress: 'x'.repeat(121) }, 'registeredAddress'],
          [{ operationArea: '999999' }, 'operationArea'],
          [{ registeredArea: '4403' }, 'registeredArea'],
          [{ name: '  ' }, 'name'],
          [{ name: '名'.repeat(51) }, 'name'],
        ];
        for (const [body, field] of cases) {
          const r = await mainA.send('PUT', '/isps/company/edit', body);
          expect(r.status, JSON.stringify(body)).toBe(422);
          expect(r.body.result.map((e: { field: string }) => e.field)).toEqual([field]);
        }
        expect((await row(companyA)).credit_code).toBeNull();
      });

      it('stores valid info (an address of exactly 120 characters) and answers the district names', async () => {
        const r = await mainA.send('PUT', '/isps/company/edit', {
          name: 'A 公司',
          creditCode: CODE_A.toLowerCase(),
          operationArea: DISTRICT,
          operationAddress: '长'.repeat(120),
        });
        expect(r.status).toBe(200);
        expect(r.body.result).toMatchObject({
          creditCode: CODE_A,
          operationArea: DISTRICT,
          operationArea_dictText: '广东省 / 深圳市 / 南山区',
          status: 'inactive',
        });
        const stored = await row(companyA);
        expect(stored.operation_address).toBe('长'.repeat(120));
        expect(stored.status).toBe('inactive');
      });

      it("changes only the caller's own company, whatever id the body carries", async () => {
        const r = await mainA.send('PUT', '/isps/company/edit', { id: companyB, name: 'A 公司（改）' });
        expect(r.status).toBe(200);
        expect((await row(companyA)).name).toBe('A 公司（改）');
        expect((await row(companyB)).name).toBe('B 公司');
        // Nor can A read B through the review list's routes.
        expect((await mainA.get(`/isps/company/queryById?id=${companyB}`)).status).toBe(403);
        expect((await mainA.get('/isps/company/list')).status).toBe(403);
      });

      it("refuses a second company's credit code (unique)", async () => {
        const r = await mainA.send('PUT', '/isps/company/edit', { creditCode: CODE_B });
        expect(r.status).toBe(409);
        expect((await row(companyA)).credit_code).toBe(CODE_A);
      });

      it('lets a sub-account read but not edit or submit', async () => {
        expect((await subA.send('PUT', '/isps/company/edit', { name: 'sub' })).status).toBe(403);
        expect((await subA.send('POST', '/isps/company/submit')).status).toBe(403);
        expect((await row(companyA)).name).toBe('A 公司（改）');
      });
    });

    describe('licence and submission', () => {
      let licenceA = '';

      it('takes only a png or jpg licence, by content', async () => {
        const pdf = await upload(tokenA, 'licence.png', PDF);
        expect(pdf.status).toBe(400);
        expect(pdf.body.message).toContain('上传失败');
        expect((await upload(tokenA, 'licence.png', GIF, 'image/gif')).status).toBe(400);
        expect((await upload(tokenA, 'licence.jpg', Buffer.from('just text, called jpg'))).status).toBe(400);
        expect((await upload(tokenA, 'licence.jpg', JPG, 'image/jpeg')).status).toBe(200);
        const png = await upload(tokenA, 'licence.png', LICENCE_PNG);
        expect(png.status).toBe(200);
        licenceA = png.body.message;
      });

      it('refuses to submit while something is missing, naming the licence', async () => {
        const r = await mainA.send('POST', '/isps/company/submit');
        expect(r.status).toBe(422);
        expect(r.body.message).toBe('企业信息不完整，请先完善企业信息并上传营业执照');
        const fields = r.body.result.map((e: { field: string; message: string }) => e.field);
        expect(fields).toEqual(['registeredArea', 'registeredAddress', 'licence']);
        expect(r.body.result.at(-1).message).toBe('提交审核前请上传营业执照');
        expect((await row(companyA)).status).toBe('inactive');
      });

      it('refuses a licence path that is no image of the company', async () => {
        const form = multipart({ biz: 'licence' }, { field: 'file', name: 'x.pdf', data: PDF });
        const pdf = await t.app.inject({
          method: 'POST',
          url: '/sys/common/upload',
          headers: { 'x-access-token': tokenA, ...form.headers },
          payload: form.payload,
        });
        // A pdf is a valid general upload, but not a licence.
        const pdfPath = (pdf.json() as { message: string }).message;
        expect(pdf.statusCode).toBe(200);
        const fromB = await upload(tokenB, 'b.png', PNG);
        for (const path of [
          pdfPath,
          fromB.body.message,
          'licence/20250101/ffffffffffffffffffffffffffffffff.png',
        ]) {
          const r = await mainA.send('PUT', '/isps/company/edit', { licence: path });
          expect(r.status, path).toBe(422);
          expect(r.body.result[0].field).toBe('licence');
        }
      });

      it('submits complete info: inactive → pending, then refuses a second submission', async () => {
        expect((await mainA.send('PUT', '/isps/company/edit', complete(licenceA))).status).toBe(200);
        const referenced = await t.app.db
          .selectFrom('sys_file')
          .select('referenced_at')
          .where('path', '=', licenceA)
          .executeTakeFirstOrThrow();
        expect(referenced.referenced_at).not.toBeNull();
        const r = await mainA.send('POST', '/isps/company/submit');
        expect(r.status).toBe(200);
        expect(r.body.result).toMatchObject({ status: 'pending', status_dictText: '待审核' });
        expect((await row(companyA)).submitted_at).not.toBeNull();
        const again = await mainA.send('POST', '/isps/company/submit');
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('企业信息正在审核中，请勿重复提交');
        expect((await mainB.send('POST', '/isps/company/submit')).status).toBe(409);
      });

      it("lets the company's accounts and reviewing staff read the licence, nobody else", async () => {
        expect((await download(licenceA, tokenA)).statusCode).toBe(200);
        expect((await download(licenceA, subToken)).statusCode).toBe(200);
        const byStaff = await download(licenceA, staffToken);
        expect(byStaff.statusCode).toBe(200);
        expect(byStaff.rawPayload.equals(LICENCE_PNG)).toBe(true);
        expect((await download(licenceA, tokenB)).statusCode).toBe(404);
      });
    });

    describe('staff review', () => {
      it('answers customers 403 on the review routes', async () => {
        for (const who of [mainA, subA, mainB]) {
          expect((await who.get('/isps/company/list')).status).toBe(403);
          expect((await who.send('PUT', '/isps/company/approve', { id: companyA })).status).toBe(403);
          expect((await who.send('PUT', '/isps/company/reject', { id: companyA, reason: 'x' })).status).toBe(
            403,
          );
        }
        expect((await row(companyA)).status).toBe('pending');
      });

      it('lists companies for staff with the status label, filtered by status and credit code', async () => {
        const r = await staff.get('/isps/company/list?status=pending&pageSize=50');
        expect(r.status).toBe(200);
        const mine = r.body.result.records.find((c: { id: string }) => c.id === companyA);
        expect(mine).toMatchObject({ creditCode: CODE_A, status: 'pending', status_dictText: '待审核' });
        expect(r.body.result.records.every((c: { status: string }) => c.status === 'pending')).toBe(true);
        const byCode = await staff.get(`/isps/company/list?creditCode=*${CODE_A.slice(4, 12)}*`);
        expect(byCode.body.result.records.map((c: { id: string }) => c.id)).toEqual([companyA]);
        const one = await staff.get(`/isps/company/queryById?id=${companyA}`);
        expect(one.body.result.operationArea_dictText).toBe('广东省 / 深圳市 / 南山区');
      });

      it('needs a reason to reject', async () => {
        for (const body of [{ id: companyA }, { id: companyA, reason: '   ' }]) {
          const r = await staff.send('PUT', '/isps/company/reject', body);
          expect(r.status).toBe(422);
          expect(r.body.result).toEqual([{ field: 'reason', message: '请输入驳回原因!' }]);
        }
        expect((await row(companyA)).status).toBe('pending');
      });

      it('rejects a pending company with its reason, actor and time, and tells every account of it', async () => {
        const before = Date.now();
        const r = await staff.send('PUT', '/isps/company/reject', { id: companyA, reason: '营业执照不清晰' });
        expect(r.status).toBe(200);
        const stored = await row(companyA);
        expect(stored).toMatchObject({
          status: 'failed',
          failure_reason: '营业执照不清晰',
          decided_by: t.seed.staff.username,
        });
        expect(stored.decided_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
        for (const userId of userIdsA) {
          const messages = await messagesTo(userId);
          expect(messages).toHaveLength(1);
          expect(messages[0]).toMatchObject({ msg_category: '2', bus_id: companyA, read_flag: '0' });
          expect(messages[0]!.titile).toContain('企业激活审核未通过');
          expect(messages[0]!.msg_content).toContain('营业执照不清晰');
        }
        const seen = await mainA.get('/isps/company/my');
        expect(seen.body.result).toMatchObject({
          status: 'failed',
          status_dictText: '激活失败',
          failureReason: '营业执照不清晰',
        });
      });

      it('decides only pending companies (409 otherwise) and answers 404 for an unknown id', async () => {
        const approve = await staff.send('PUT', '/isps/company/approve', { id: companyA });
        expect(approve.status).toBe(409);
        expect(approve.body.message).toBe('只能审核待审核状态的企业');
        expect((await staff.send('PUT', '/isps/company/reject', { id: companyB, reason: 'x' })).status).toBe(
          409,
        );
        expect((await staff.send('PUT', '/isps/company/approve', { id: 'f'.repeat(32) })).status).toBe(404);
        expect((await row(companyA)).status).toBe('failed');
      });

      it('takes a resubmission after a failure and approves it', async () => {
        expect((await mainA.send('POST', '/isps/company/submit')).status).toBe(200);
        const pending = await row(companyA);
        expect(pending.status).toBe('pending');
        expect(pending.failure_reason).toBeNull();
        const r = await staff.send('PUT', '/isps/company/approve', { id: companyA });
        expect(r.status).toBe(200);
        expect(await row(companyA)).toMatchObject({ status: 'activated', decided_by: t.seed.staff.username });
        for (const userId of userIdsA) {
          const messages = await messagesTo(userId);
          expect(messages).toHaveLength(2);
          expect(messages[1]!.titile).toContain('企业激活审核通过');
        }
        expect((await mainA.get('/isps/company/my')).body.result.status_dictText).toBe('已激活');
      });
    });

    describe('after activation', () => {
      it('lets an activated company through the activation guard and refuses an inactive one', async () => {
        const ok = await mainA.get('/isps/company/checkActivated');
        expect(ok.status).toBe(200);
        expect(ok.body.result).toBe(true);
        expect((await subA.get('/isps/company/checkActivated')).status).toBe(200);
        // Staff act for no company and pass.
        expect((await staff.get('/isps/company/checkActivated')).status).toBe(200);
        await t.app.db
          .updateTable('cust_company')
          .set({ status: 'inactive' })
          .where('id', '=', companyB)
          .execute();
        const refused = await mainB.get('/isps/company/checkActivated');
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('企业尚未激活，请先完善企业信息并提交审核');
        const en = await mainB.get('/isps/company/checkActivated', 'en-US');
        expect(en.body.message).toBe(
          'Your company is not activated yet: complete the company info and submit it for review',
        );
        await t.app.db
          .updateTable('cust_company')
          .set({ status: 'activated' })
          .where('id', '=', companyB)
          .execute();
        expect((await mainB.get('/isps/company/checkActivated')).status).toBe(200);
      });

      it('sends a change of company data after activation back to review; an unchanged save does not', async () => {
        const same = await mainA.send('PUT', '/isps/company/edit', { operationAddress: '科技园南区1号' });
        expect(same.status).toBe(200);
        expect((await row(companyA)).status).toBe('activated');
        const changed = await mainA.send('PUT', '/isps/company/edit', { operationAddress: '科技园北区8号' });
        expect(changed.status).toBe(200);
        expect(changed.body.message).toBe('保存成功，企业信息已变更，需重新审核');
        expect(changed.body.result.status).toBe('pending');
        expect((await mainA.get('/isps/company/checkActivated')).status).toBe(403);
      });
    });
  },
  () => ({ config: { dataDir: tempDataDir('company') } }),
);
