/**
 * Certificates: issue from a decided project, numbering under concurrency, status
 * changes and their refusals, reissue with the revision suffix, scoping, expiry by date, the PDF
 * and its QR code, public verification (exact public fields, 404, rate limit) and the reminders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  defaultValidUntil,
  surveillanceDues,
  todayIso,
} from '../../src/shared/certificate/cert-dates';
import { loadConfig } from '../../src/server/config';
import { jobDefinition } from '../../src/server/jobs/registry';
import { departId } from '../../src/server/seed/departs';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { qrTextsOfPdf, textOfPdf } from './helpers/pdf-qr';
import { decisionProjectFor, insertProject } from './helpers/projects';
import { describeEachBackend } from './helpers/suite';

/** What the page by number alone answers: an accreditation register's entry, no address, no sites. */
const PUBLIC_KEYS = ['certificateNo', 'holderName', 'issueDate', 'scope', 'standard', 'status', 'validUntil'];
/** What the QR code's token link answers: the certificate as printed. */
const VERIFIED_KEYS = [
  ...PUBLIC_KEYS,
  'decisionDate',
  'divisionName',
  'holderAddress',
  'sites',
  'surveillance1Due',
  'surveillance2Due',
].sort();
const BASE_URL = 'https://verify.certdesk.example';
const STANDARD = 'GB/T 19001-2016 / ISO 9001:2015';

describeEachBackend(
  'certificates',
  (t) => {
    let staff: Api;
    let customerA: Api;
    let customerB: Api;
    let companyA = '';
    let division = '';
    let otherDivision = '';
    const year = todayIso().slice(0, 4);

    const decided = (extra: Partial<Parameters<typeof insertProject>[1]> = {}) =>
      insertProject(t.app.db, {
        companyId: companyA,
        divisionId: division,
        stageCode: 'decision',
        decisionDate: '2025-12-01',
        ...extra,
      });
    const issue = (projectId: string, body: Record<string, unknown> = {}, as: Api = staff) =>
      as.send('POST', '/isps/certificate/issue', {
        projectId,
        issueDate: todayIso(),
        standard: STANDARD,
        scope: '软件开发与服务',
        sites: '北京市海淀区\n上海市浦东新区',
        ...body,
      });
    const change = (id: string, action: string, reason?: string, as: Api = staff) =>
      as.send('PUT', '/isps/certificate/changeStatus', {
        id,
        action,
        ...(reason === undefined ? {} : { reason }),
      });
    const verify = (no: string, remoteAddress = '10.0.0.1') =>
      t.app.inject({
        method: 'GET',
        url: `/public/certificate/verify?no=${encodeURIComponent(no)}`,
        remoteAddress,
      });
    const verifyByToken = (query: Record<string, string>, remoteAddress = '10.0.0.2') =>
      t.app.inject({
        method: 'GET',
        url: `/public/certificate/verify?${new URLSearchParams(query).toString()}`,
        remoteAddress,
      });
    const row = (id: string) =>
      t.app.db.selectFrom('isps_certificate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      const staffUser = await t.app.db
        .selectFrom('sys_user')
        .select(['division_id'])
        .where('username', '=', t.seed.staff.username)
        .executeTakeFirstOrThrow();
      division = staffUser.division_id!;
      otherDivision = [departId('A01A01'), departId('A01A02')].find((d) => d !== division)!;
      const customer = await t.app.db
        .selectFrom('sys_user')
        .select(['company_id'])
        .where('username', '=', t.seed.customer.username)
        .executeTakeFirstOrThrow();
      companyA = customer.company_id!;
      await t.app.db
        .updateTable('cust_company')
        // The district is the company's area code; the street address is written without it.
        .set({ name: '甲认证客户有限公司', registered_area: '110108', registered_address: '中关村大街1号' })
        .where('id', '=', companyA)
        .execute();
      await t.app.db
        .updateTable('sys_user')
        .set({ email: 'a-main@example.com' })
        .where('company_id', '=', companyA)
        .execute();
      const b = await otherCompanyCustomer(t.app.db, 'certb');
      staff = await t.as(t.seed.staff.username, t.seed.staff.password);
      customerA = await t.as(t.seed.customer.username, t.seed.customer.password);
      customerB = api(t.app, await t.login(b.username, b.password));
    });

    describe('issue', () => {
      it('refuses a project before its certification decision (409) and an unknown project (404)', async () => {
        const early = await insertProject(t.app.db, {
          companyId: companyA,
          divisionId: division,
          stageCode: 'stage2',
        });
        const r = await issue(early);
        expect(r.status).toBe(409);
        expect(r.body.message).toBe('项目尚未完成认证决定，不能颁发证书');
        expect((await issue('0'.repeat(32))).status).toBe(404);
        expect(
          await t.app.db
            .selectFrom('isps_certificate')
            .select('id')
            .where('project_id', '=', early)
            .execute(),
        ).toEqual([]);
      });

      it('refuses an issue date before the decision date (422 on issueDate)', async () => {
        const project = await decided({ decisionDate: '2026-02-10' });
        const r = await issue(project, { issueDate: '2026-02-09' });
        expect(r.status).toBe(422);
        expect(r.body.result).toEqual([{ field: 'issueDate', message: '颁证日期不能早于认证决定日期' }]);
        const bad = await issue(project, { issueDate: '2026-02-30' });
        expect(bad.status).toBe(422);
        expect(bad.body.result[0].field).toBe('issueDate');
      });

      it('issues with a number, holder from the company, default validity and surveillance dues, and tells the company', async () => {
        const project = await decided({ projectName: '质量管理体系认证' });
        const r = await issue(project, { issueDate: '2026-03-05' });
        expect(r.status).toBe(200);
        expect(r.body.result.certificateNo).toMatch(/^CD-S-2026-\d{6}$/);
        const detail = await staff.get(`/isps/certificate/queryById?id=${r.body.result.id}`);
        expect(detail.status).toBe(200);
        expect(detail.body.result).toMatchObject({
          certificateNo: r.body.result.certificateNo,
          projectName: '质量管理体系认证',
          holderName: '甲认证客户有限公司',
          holderAddress: '北京市海淀区中关村大街1号',
          standard: STANDARD,
          issueDate: '2026-03-05',
          validUntil: defaultValidUntil('2026-03-05'),
          decisionDate: '2025-12-01',
          status: 'valid',
          businessDivision: division,
          ...surveillanceDues('2026-03-05'),
          revision: 0,
        });
        const notices = await t.app.db
          .selectFrom('sys_announcement')
          .innerJoin('sys_announcement_send', 'sys_announcement_send.annt_id', 'sys_announcement.id')
          .innerJoin('sys_user', 'sys_user.id', 'sys_announcement_send.user_id')
          .select(['sys_announcement.titile', 'sys_user.company_id'])
          .where('sys_announcement.bus_id', '=', r.body.result.id)
          .execute();
        expect(notices.length).toBeGreaterThan(0);
        expect(
          notices.every((n) => n.company_id === companyA && n.titile.includes(r.body.result.certificateNo)),
        ).toBe(true);
        // Issuing concludes the decision stage: the project is at the next stage, with its history row and message.
        const moved = await t.app.db
          .selectFrom('isps_project')
          .select(['stage_code', 'stage_name', 'stage_index'])
          .where('id', '=', project)
          .executeTakeFirstOrThrow();
        expect(moved).toMatchObject({ stage_code: 'issued', stage_index: 7 });
        const steps = await t.app.db
          .selectFrom('sys_workflow_history')
          .select(['transition', 'from_state', 'to_state', 'note'])
          .where('record_id', '=', project)
          .execute();
        expect(steps).toEqual([
          {
            transition: 'advance',
            from_state: 'decision',
            to_state: 'issued',
            note: r.body.result.certificateNo,
          },
        ]);
        const stageMessages = await t.app.db
          .selectFrom('sys_announcement')
          .select('titile')
          .where('bus_id', '=', project)
          .execute();
        expect(stageMessages.map((m) => m.titile)).toEqual([
          expect.stringContaining('项目阶段变更：质量管理体系认证'),
        ]);
        // One live certificate per project.
        const again = await issue(project);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('该项目已有有效证书');
      });

      it('draws distinct numbers for concurrent issues, and one project gets one certificate under a race', async () => {
        const projects = await Promise.all([1, 2, 3, 4].map(() => decided()));
        const answers = await Promise.all(projects.map((p) => issue(p)));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
        const numbers = answers.map((a) => a.body.result.certificateNo as string);
        expect(new Set(numbers).size).toBe(4);
        for (const n of numbers) expect(n).toMatch(new RegExp(`^CD-S-${year}-\\d{6}$`));
        const contested = await decided();
        const race = await Promise.all([issue(contested), issue(contested)]);
        expect(race.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(
          await t.app.db
            .selectFrom('isps_certificate')
            .select('id')
            .where('project_id', '=', contested)
            .execute(),
        ).toHaveLength(1);
      });

      it('offers the issue dialog for a decided project and takes its values', async () => {
        const early = await insertProject(t.app.db, {
          companyId: companyA,
          divisionId: division,
          stageCode: 'nc_closure',
        });
        expect((await staff.get(`/isps/certificate/issueForm?projectId=${early}`)).status).toBe(409);
        const project = await decided({ projectName: '信息安全管理体系认证' });
        const form = await staff.get(`/isps/certificate/issueForm?projectId=${project}`);
        expect(form.status).toBe(200);
        expect(form.body.result.form.required).toEqual(['standard', 'scope', 'issueDate', 'decisionDate']);
        expect(form.body.result.form.properties.holderName.default).toBe('甲认证客户有限公司');
        expect(form.body.result.form.properties.decisionDate.default).toBe('2025-12-01');
        const missing = await staff.send('POST', '/isps/certificate/issue', {
          projectId: project,
          values: { issueDate: todayIso() },
        });
        expect(missing.status).toBe(422);
        expect(missing.body.result.map((e: { field: string }) => e.field)).toEqual(['standard', 'scope']);
        const r = await staff.send('POST', '/isps/certificate/issue', {
          projectId: project,
          values: {
            issueDate: '2026-01-05',
            standard: 'GB/T 22080-2016 / ISO/IEC 27001:2013',
            scope: '信息系统运维',
          },
        });
        expect(r.status).toBe(200);
        expect(await row(r.body.result.id)).toMatchObject({
          standard: 'GB/T 22080-2016 / ISO/IEC 27001:2013',
          issue_date: '2026-01-05',
          project_name: '信息安全管理体系认证',
        });
        expect((await customerA.get(`/isps/certificate/issueForm?projectId=${project}`)).status).toBe(403);
      });

      it('is refused to customers (403)', async () => {
        const project = await decided();
        expect((await issue(project, {}, customerA)).status).toBe(403);
      });
    });

    describe('status changes', () => {
      it('suspends, restores, withdraws and refuses what the state does not allow', async () => {
        const id = (await issue(await decided())).body.result.id as string;
        const noReason = await change(id, 'suspend');
        expect(noReason.status).toBe(422);
        expect(noReason.body.result.map((e: { field: string }) => e.field)).toEqual(['reason']);
        expect((await change(id, 'restore')).status).toBe(409);
        expect((await change(id, 'restore')).body.message).toBe('当前状态不允许此操作');
        const suspended = await change(id, 'suspend', '监督审核未按期进行');
        expect(suspended.status).toBe(200);
        expect(await row(id)).toMatchObject({ status: 'suspended', status_reason: '监督审核未按期进行' });
        expect((await change(id, 'suspend', 'again')).status).toBe(409);
        expect((await change(id, 'restore')).status).toBe(200);
        expect((await row(id)).status).toBe('valid');
        expect((await change(id, 'withdraw', '严重不符合')).status).toBe(200);
        expect((await row(id)).status).toBe('withdrawn');
        expect((await change(id, 'cancel', 'too late')).status).toBe(409);
        expect((await change(id, 'restore')).status).toBe(409);
        expect((await row(id)).status_reason).toBe('严重不符合');
        const history = await staff.get(`/isps/certificate/history?id=${id}`);
        expect(
          history.body.result.map((h: { transition: string; fromState: string; toState: string }) => [
            h.transition,
            h.fromState,
            h.toState,
          ]),
        ).toEqual([
          ['suspend', 'valid', 'suspended'],
          ['restore', 'suspended', 'valid'],
          ['withdraw', 'valid', 'withdrawn'],
        ]);
        expect(history.body.result[0]).toMatchObject({
          note: '监督审核未按期进行',
          actor: t.seed.staff.username,
          transitionTitle: '暂停',
          toStateText: '暂停',
        });
        expect((await customerB.get(`/isps/certificate/history?id=${id}`)).status).toBe(404);
        // The company is told of each change.
        const told = await t.app.db
          .selectFrom('sys_announcement')
          .select('titile')
          .where('bus_id', '=', id)
          .where('titile', 'like', '证书状态变更%')
          .execute();
        expect(told).toHaveLength(3);
      });

      it('cancels from suspended; unknown action 422; customers 403', async () => {
        const id = (await issue(await decided())).body.result.id as string;
        const unknown = await change(id, 'explode', 'x');
        expect(unknown.status).toBe(422);
        expect(unknown.body.result[0].field).toBe('action');
        expect((await change(id, 'suspend', 'x', customerA)).status).toBe(403);
        expect((await change(id, 'suspend', 'r')).status).toBe(200);
        expect((await change(id, 'cancel', '客户申请注销')).status).toBe(200);
        expect(await row(id)).toMatchObject({ status: 'cancelled', status_reason: '客户申请注销' });
        // The engine's own transition routes are the same transitions.
        const other = (await issue(await decided())).body.result.id as string;
        expect(
          (await staff.send('PUT', '/isps/certificate/suspend', { id: other, reason: '直接调用' })).status,
        ).toBe(200);
        expect((await row(other)).status).toBe('suspended');
        expect((await customerA.send('PUT', '/isps/certificate/restore', { id: other })).status).toBe(403);
        expect((await change('f'.repeat(32), 'suspend', 'r')).status).toBe(404);
      });
    });

    describe('reissue', () => {
      it('cancels the old certificate and gives the new one the next revision suffix', async () => {
        const first = (await issue(await decided(), { issueDate: '2026-01-10' })).body.result as {
          id: string;
          certificateNo: string;
        };
        const r1 = await staff.send('PUT', '/isps/certificate/reissue', {
          id: first.id,
          scope: '软件开发、运维服务',
        });
        expect(r1.status).toBe(200);
        expect(r1.body.result.certificateNo).toBe(`${first.certificateNo}-R1`);
        expect(await row(first.id)).toMatchObject({
          status: 'cancelled',
          status_reason: 'reissued',
          replaced_by: r1.body.result.id,
        });
        const history = await staff.get(`/isps/certificate/history?id=${first.id}`);
        expect(history.body.result.at(-1)).toMatchObject({
          transition: 'cancel',
          fromState: 'valid',
          toState: 'cancelled',
          note: `reissued → ${first.certificateNo}-R1`,
        });
        const renewed = await row(r1.body.result.id);
        expect(renewed).toMatchObject({
          status: 'valid',
          revision: 1,
          scope: '软件开发、运维服务',
          valid_until: defaultValidUntil('2026-01-10'),
          surveillance1_due: '2027-01-10',
        });
        const r2 = await staff.send('PUT', '/isps/certificate/reissue', { id: r1.body.result.id });
        expect(r2.body.result.certificateNo).toBe(`${first.certificateNo}-R2`);
        // The replaced one cannot be reissued or changed again.
        expect((await staff.send('PUT', '/isps/certificate/reissue', { id: first.id })).status).toBe(409);
        expect((await change(r1.body.result.id, 'suspend', 'x')).status).toBe(409);
      });
    });

    describe('scoping', () => {
      it('shows a company only its own certificates and staff only their division', async () => {
        const own = (await issue(await decided())).body.result as { id: string; certificateNo: string };
        const elsewhere = await insertProject(t.app.db, {
          companyId: companyA,
          divisionId: otherDivision,
          stageCode: 'decision',
          decisionDate: '2025-12-01',
        });
        // Staff cannot issue for another division's project; an administrator can.
        expect((await issue(elsewhere)).status).toBe(404);
        const foreign = (await issue(elsewhere, {}, t.admin)).body.result as { id: string };
        expect((await customerA.get(`/isps/certificate/queryById?id=${own.id}`)).status).toBe(200);
        expect((await customerB.get(`/isps/certificate/queryById?id=${own.id}`)).status).toBe(404);
        expect((await customerB.get(`/isps/certificate/list`)).body.result.total).toBe(0);
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url: `/isps/certificate/pdf/${own.id}`,
              headers: { 'x-access-token': await t.login('certb_main', 'Other#Pass123') },
            })
          ).statusCode,
        ).toBe(404);
        expect((await staff.get(`/isps/certificate/queryById?id=${foreign.id}`)).status).toBe(404);
        expect((await change(foreign.id, 'suspend', 'x')).status).toBe(404);
        const list = await staff.get('/isps/certificate/list?pageSize=100');
        expect(list.body.result.records.some((r: { id: string }) => r.id === foreign.id)).toBe(false);
        expect((await customerA.get(`/isps/certificate/queryById?id=${foreign.id}`)).status).toBe(200);
      });
    });

    describe('expiry by date', () => {
      it('answers expired once validUntil has passed, everywhere', async () => {
        const cert = (await issue(await decided(), { issueDate: '2025-12-20' })).body.result as {
          id: string;
          certificateNo: string;
        };
        await t.app.db
          .updateTable('isps_certificate')
          .set({ valid_until: addDays(todayIso(), -1) })
          .where('id', '=', cert.id)
          .execute();
        const list = await staff.get(`/isps/certificate/list?certificateNo=${cert.certificateNo}`);
        expect(list.body.result.records[0]).toMatchObject({ status: 'expired', status_dictText: '过期' });
        const en = await staff.get(`/isps/certificate/list?certificateNo=${cert.certificateNo}`, 'en-US');
        expect(en.body.result.records[0]).toMatchObject({ status: 'expired', status_dictText: 'Expired' });
        expect((await staff.get(`/isps/certificate/queryById?id=${cert.id}`)).body.result.status).toBe(
          'expired',
        );
        expect(
          ((await verify(cert.certificateNo, '10.0.0.9')).json() as { result: { status: string } }).result
            .status,
        ).toBe('expired');
        expect((await change(cert.id, 'suspend', 'x')).status).toBe(409);
        expect((await row(cert.id)).status).toBe('expired');
      });
    });

    describe('PDF', () => {
      it('is an attachment whose QR code carries the token URL on the configured base, whatever Host the request forged', async () => {
        const cert = (await issue(await decided())).body.result as { id: string; certificateNo: string };
        const token = await t.login(t.seed.customer.username, t.seed.customer.password);
        const r = await t.app.inject({
          method: 'GET',
          url: `/isps/certificate/pdf/${cert.id}`,
          headers: { 'x-access-token': token, host: 'evil.example:8443' },
        });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-type']).toBe('application/pdf');
        expect(r.headers['content-disposition']).toContain('attachment;');
        expect(r.headers['content-disposition']).toContain(`${cert.certificateNo}.pdf`);
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        const pdf = new Uint8Array(r.rawPayload);
        const { verify_token: verifyToken } = await row(cert.id);
        // At least 128 random bits, base64url.
        expect(verifyToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
        expect(await qrTextsOfPdf(pdf)).toEqual([
          `${BASE_URL}/verify?no=${cert.certificateNo}&token=${verifyToken}`,
        ]);
        const text = await textOfPdf(pdf);
        expect(text).toContain('甲认证客户有限公司');
        expect(text).toContain(cert.certificateNo);
        expect(text).toContain(STANDARD);
        // The issuing body as 系统设置 names it, and the holder's address with its district.
        expect(text).toContain('中国船级社质量认证有限公司');
        expect(text).toContain('北京市海淀区中关村大街1号');
        expect(text).not.toContain('evil.example');
        expect(
          (await t.app.inject({ method: 'GET', url: `/isps/certificate/pdf/${cert.id}` })).statusCode,
        ).toBe(401);
      });

      it('gives every certificate its own token, a reissue a new one', async () => {
        const first = (await issue(await decided())).body.result as { id: string };
        const second = (await issue(await decided())).body.result as { id: string };
        const reissued = (await staff.send('PUT', '/isps/certificate/reissue', { id: first.id })).body
          .result as { id: string };
        const tokens = new Set([
          (await row(first.id)).verify_token,
          (await row(second.id)).verify_token,
          (await row(reissued.id)).verify_token,
        ]);
        expect(tokens.size).toBe(3);
      });
    });

    describe('public verification', () => {
      it('answers by number alone only the register fields (no address, no sites), the current status, and 404 for an unknown number', async () => {
        const cert = (await issue(await decided())).body.result as { id: string; certificateNo: string };
        const r = await verify(cert.certificateNo);
        expect(r.statusCode).toBe(200);
        const body = r.json() as { result: Record<string, unknown> };
        expect(Object.keys(body.result).sort()).toEqual(PUBLIC_KEYS);
        expect(body.result).toMatchObject({
          certificateNo: cert.certificateNo,
          holderName: '甲认证客户有限公司',
          standard: STANDARD,
          status: 'valid',
          issueDate: todayIso(),
        });
        expect(JSON.stringify(body)).not.toContain('北京市海淀区');
        await change(cert.id, 'suspend', '暂停原因不公开');
        const after = (await verify(cert.certificateNo.toLowerCase())).json() as {
          result: Record<string, unknown>;
        };
        expect(after.result.status).toBe('suspended');
        expect(JSON.stringify(after)).not.toContain('暂停原因不公开');
        const unknown = await verify('CD-S-1999-000001');
        expect(unknown.statusCode).toBe(404);
        expect(Object.keys(unknown.json() as object).sort()).toEqual([
          'code',
          'message',
          'result',
          'success',
          'timestamp',
        ]);
        expect((await verify('')).statusCode).toBe(404);
      });

      it('answers the full verification view for the token, and not-found for a wrong token as for an unknown number', async () => {
        const cert = (await issue(await decided())).body.result as { id: string; certificateNo: string };
        const other = (await issue(await decided())).body.result as { id: string; certificateNo: string };
        const { verify_token: token } = await row(cert.id);
        const { verify_token: otherToken } = await row(other.id);
        const r = await verifyByToken({ no: cert.certificateNo, token });
        expect(r.statusCode).toBe(200);
        const body = r.json() as { result: Record<string, unknown> };
        expect(Object.keys(body.result).sort()).toEqual(VERIFIED_KEYS);
        expect(body.result).toMatchObject({
          certificateNo: cert.certificateNo,
          holderName: '甲认证客户有限公司',
          holderAddress: '北京市海淀区中关村大街1号',
          sites: '北京市海淀区\n上海市浦东新区',
          decisionDate: '2025-12-01',
          status: 'valid',
        });
        // The token alone finds it too (a QR reader may drop the number).
        expect((await verifyByToken({ token })).json()).toMatchObject({
          result: { certificateNo: cert.certificateNo, holderAddress: '北京市海淀区中关村大街1号' },
        });

        const unknown = await verify('CD-S-1999-000003');
        const notFound = (query: Record<string, string>) =>
          verifyByToken(query).then((answer) => ({
            status: answer.statusCode,
            message: (answer.json() as { message: string }).message,
          }));
        const expected = {
          status: unknown.statusCode,
          message: (unknown.json() as { message: string }).message,
        };
        expect(expected.status).toBe(404);
        expect(
          await notFound({
            no: cert.certificateNo,
            token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
          }),
        ).toEqual(expected);
        expect(await notFound({ no: cert.certificateNo, token: otherToken })).toEqual(expected);
        expect(await notFound({ no: cert.certificateNo, token: 'x'.repeat(300) })).toEqual(expected);
        expect(await notFound({ token: 'not-a-token' })).toEqual(expected);
      });

      it('is rate-limited per address (429)', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 40; i++) statuses.push((await verify('CD-S-1999-000002', '10.9.9.9')).statusCode);
        expect(statuses).toContain(429);
        expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
        // Another address is not affected.
        expect((await verify('CD-S-1999-000002', '10.9.9.10')).statusCode).toBe(404);
      });
    });

    describe('reminders', () => {
      it('sends each expiry and surveillance reminder once per threshold, by message and mail', async () => {
        const job = jobDefinition('certificateReminders')!;
        const cert = (await issue(await decided())).body.result as { id: string; certificateNo: string };
        // Expiry in 20 days (the 30-day reminder; the 90-day one counts as passed), surveillance 1 in 60 days (the 90-day one).
        await t.app.db
          .updateTable('isps_certificate')
          .set({
            valid_until: addDays(todayIso(), 20),
            surveillance1_due: addDays(todayIso(), 60),
            surveillance2_due: addDays(todayIso(), 400),
          })
          .where('id', '=', cert.id)
          .execute();
        const messages = () =>
          t.app.db
            .selectFrom('sys_announcement')
            .select(['msg_content'])
            .where('bus_id', '=', cert.id)
            .where('titile', 'like', '证书提醒%')
            .execute();
        const mails = () =>
          t.app.db
            .selectFrom('sys_outbox')
            .select(['recipient', 'text'])
            .where('text', 'like', `%${cert.certificateNo}%`)
            .execute();
        await job.run(t.app, { days: [90, 30] });
        const first = await messages();
        expect(first).toHaveLength(2);
        expect(first.some((m) => m.msg_content!.includes('还有20天'))).toBe(true);
        expect(
          first.some((m) => m.msg_content!.includes('第一次监督审核') && m.msg_content!.includes('还有60天')),
        ).toBe(true);
        expect((await mails()).map((m) => m.recipient)).toEqual(['a-main@example.com', 'a-main@example.com']);
        await job.run(t.app, { days: [90, 30] });
        expect(await messages()).toHaveLength(2);
        expect(await mails()).toHaveLength(2);
        // Surveillance 1 comes within 30 days: its 30-day reminder goes out once.
        await t.app.db
          .updateTable('isps_certificate')
          .set({ surveillance1_due: addDays(todayIso(), 10) })
          .where('id', '=', cert.id)
          .execute();
        await job.run(t.app, { days: [90, 30] });
        await job.run(t.app, { days: [90, 30] });
        expect(await messages()).toHaveLength(3);
      });

      it('moves certificates past their date to expired with a log row', async () => {
        const job = jobDefinition('certificateReminders')!;
        const cert = (await issue(await decided())).body.result as { id: string };
        await t.app.db
          .updateTable('isps_certificate')
          .set({ valid_until: addDays(todayIso(), -3) })
          .where('id', '=', cert.id)
          .execute();
        const summary = await job.run(t.app, {});
        expect(summary['en-US']).toMatch(/^[1-9]\d* certificates expired/);
        expect((await row(cert.id)).status).toBe('expired');
        const log = await t.app.db
          .selectFrom('sys_workflow_history')
          .select(['transition', 'from_state', 'to_state', 'actor'])
          .where('entity', '=', 'isps_certificate')
          .where('record_id', '=', cert.id)
          .orderBy('create_time')
          .execute();
        expect(log.at(-1)).toEqual({
          transition: 'expire',
          from_state: 'valid',
          to_state: 'expired',
          actor: 'system',
        });
      });
    });
  },
  { config: { publicBaseUrl: BASE_URL } },
);

describeEachBackend(
  'certificate PDF in production without PUBLIC_BASE_URL',
  (t) => {
    it('is refused with a message naming the setting, whatever Host the request carries', async () => {
      const project = await decisionProjectFor(
        t.app.db,
        { customer: t.seed.customer.username, staff: t.seed.staff.username },
        '2025-12-01',
      );
      const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
      const cert = (
        await staff.send('POST', '/isps/certificate/issue', {
          projectId: project,
          issueDate: todayIso(),
          standard: STANDARD,
          scope: '软件开发与服务',
        })
      ).body.result as { id: string };
      const token = await t.login(t.seed.customer.username, t.seed.customer.password);
      const r = await t.app.inject({
        method: 'GET',
        url: `/isps/certificate/pdf/${cert.id}`,
        headers: { 'x-access-token': token, host: 'evil.example' },
      });
      expect(r.statusCode).toBe(503);
      expect(r.headers['content-type']).toContain('application/json');
      expect((r.json() as { message: string }).message).toContain('PUBLIC_BASE_URL');
    });
  },
  { config: { publicBaseUrl: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }).publicBaseUrl } },
);
