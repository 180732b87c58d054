/**
 * Nonconformities and corrective actions: staff raise a major and a minor against a project at
 * nonconformity closure; another company's customer gets 404; the customer answers both with
 * evidence (validation: missing root cause and the like, a major without evidence, another's
 * upload); staff accept one and return the other; the customer answers again; the certification
 * decision (advancing into the decision stage, issuing the certificate) is refused naming the open
 * major and allowed once it is accepted; the reviewing staff download the evidence.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { multipart, PNG } from '../fixtures/multipart';
import { decisionProjectFor, insertProject } from './helpers/projects';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

describeOnOneBackend(
  'nonconformities and corrective actions',
  (t) => {
    let staff: Api;
    let customerA: Api;
    let customerB: Api;
    let tokens: Record<'staff' | 'customerA' | 'customerB', string>;
    let projectId = '';
    let major = '';
    let minor = '';
    let evidence = '';

    const upload = async (token: string, name: string, data: Buffer, type: string): Promise<string> => {
      const body = multipart(
        { biz: 'nonconformity', entity: 'isps_nonconformity', field: 'evidenceFiles' },
        { field: 'file', name, data, type },
      );
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/common/upload',
        headers: { 'x-access-token': token, ...body.headers },
        payload: body.payload,
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { result: { path: string } }).result.path;
    };
    const send = async (token: string, url: string, payload: object, lang = 'zh-CN') => {
      const r = await t.app.inject({
        method: 'PUT',
        url,
        headers: { 'x-access-token': token, 'accept-language': lang },
        payload,
      });
      return { status: r.statusCode, body: r.json() as { message: string; result: unknown } };
    };
    const answer = {
      rootCause: '内审未覆盖采购过程',
      correction: '已补做采购过程内审',
      correctiveAction: '修订内审方案，覆盖全部过程',
    };

    beforeAll(async () => {
      const staffUser = await t.app.db
        .selectFrom('sys_user')
        .select(['division_id'])
        .where('username', '=', t.seed.staff.username)
        .executeTakeFirstOrThrow();
      const customer = await t.app.db
        .selectFrom('sys_user')
        .select(['company_id'])
        .where('username', '=', t.seed.customer.username)
        .executeTakeFirstOrThrow();
      projectId = await insertProject(t.app.db, {
        companyId: customer.company_id!,
        divisionId: staffUser.division_id,
        stageCode: 'nc_closure',
        projectName: '质量管理体系认证',
      });
      const b = await otherCompanyCustomer(t.app.db, 'ncb');
      tokens = {
        staff: await t.login(t.seed.staff.username, t.seed.staff.password),
        customerA: await t.login(t.seed.customer.username, t.seed.customer.password),
        customerB: await t.login(b.username, b.password),
      };
      staff = api(t.app, tokens.staff);
      customerA = api(t.app, tokens.customerA);
      customerB = api(t.app, tokens.customerB);
    });

    describe('raising', () => {
      it('staff raise a major and a minor; the customer cannot raise; missing fields are named', async () => {
        const raise = (who: Api, body: Record<string, unknown>) =>
          who.send('POST', '/isps/nonconformity/add', body);
        const first = await raise(staff, {
          projectId,
          auditKind: 'stage2',
          grade: 'major',
          clause: '9.2',
          description: '未对采购过程进行内部审核',
          dueDate: '2026-12-31',
        });
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        major = first.body.result.id as string;
        const second = await raise(staff, {
          projectId,
          auditKind: 'stage2',
          grade: 'minor',
          clause: '7.5.3',
          description: '部分记录未标注保存期限',
        });
        expect(second.status).toBe(200);
        minor = second.body.result.id as string;

        const missing = await raise(staff, { projectId, auditKind: 'stage2', grade: 'minor' });
        expect(missing.status).toBe(422);
        const fields = (missing.body.result as Array<{ field: string }>).map((e) => e.field).sort();
        expect(fields).toEqual(['clause', 'description']);
        const byCustomer = await raise(customerA, {
          projectId,
          auditKind: 'stage1',
          grade: 'minor',
          clause: '4.1',
          description: 'x',
        });
        expect(byCustomer.status).toBe(403);
      });

      it('the customer lists both as raised, numbered per project, with dictionary texts', async () => {
        const list = await customerA.get('/isps/nonconformity/list?pageSize=50&column=ncNo&order=asc');
        expect(list.status).toBe(200);
        const rows = list.body.result.records as Array<Record<string, string>>;
        expect(
          rows.map((r) => [r.id, r.status, r.grade_dictText, r.auditKind_dictText, r.projectName]),
        ).toEqual([
          [major, 'raised', '严重不符合', '第二阶段审核', '质量管理体系认证'],
          [minor, 'raised', '一般不符合', '第二阶段审核', '质量管理体系认证'],
        ]);
        expect(rows[0]!.ncNo).toMatch(/-NC01$/);
        expect(rows[1]!.ncNo).toMatch(/-NC02$/);
        const message = await t.app.db
          .selectFrom('sys_announcement')
          .select('titile')
          .where('titile', 'like', `%${rows[0]!.ncNo}%`)
          .executeTakeFirst();
        expect(message?.titile).toBe(`新的不符合项：${rows[0]!.ncNo}`);
      });

      it("another company's customer sees none and gets 404 by id, on answering too", async () => {
        const list = await customerB.get('/isps/nonconformity/list');
        expect(list.body.result.total).toBe(0);
        expect((await customerB.get(`/isps/nonconformity/queryById?id=${major}`)).status).toBe(404);
        const r = await send(tokens.customerB, '/isps/nonconformity/answer', { id: major, ...answer });
        expect(r.status).toBe(404);
        const raise = await customerB.send('POST', '/isps/nonconformity/add', {
          projectId,
          auditKind: 'stage1',
          grade: 'minor',
          clause: '4.1',
          description: 'x',
        });
        expect(raise.status).toBe(403);
      });
    });

    describe('answering and reviewing', () => {
      it('refuses an answer without root cause, correction or corrective action, in the caller language', async () => {
        const zh = await send(tokens.customerA, '/isps/nonconformity/answer', {
          id: minor,
          correction: '已纠正',
        });
        expect(zh.status).toBe(422);
        const zhErrors = zh.body.result as Array<{ field: string; message: string }>;
        expect(zhErrors.map((e) => e.field).sort()).toEqual(['correctiveAction', 'rootCause']);
        expect(zhErrors.find((e) => e.field === 'rootCause')!.message).toContain('原因分析');
        const en = await send(
          tokens.customerA,
          '/isps/nonconformity/answer',
          { id: minor, rootCause: '  ', correction: 'c', correctiveAction: 'a' },
          'en-US',
        );
        expect(en.status).toBe(422);
        const enErrors = en.body.result as Array<{ field: string; message: string }>;
        expect(enErrors.map((e) => e.field)).toEqual(['rootCause']);
        expect(enErrors[0]!.message).toBe('Please enter Root cause!');
      });

      it('a major needs evidence, and only files the customer uploaded', async () => {
        const none = await send(
          tokens.customerA,
          '/isps/nonconformity/answer',
          { id: major, ...answer },
          'en-US',
        );
        expect(none.status).toBe(422);
        expect(none.body.result).toEqual([
          { field: 'evidenceFiles', message: 'A major nonconformity needs evidence files' },
        ]);
        const staffFile = await upload(tokens.staff, 'staff.pdf', PDF, 'application/pdf');
        const borrowed = await send(tokens.customerA, '/isps/nonconformity/answer', {
          id: major,
          ...answer,
          evidenceFiles: staffFile,
        });
        expect(borrowed.status).toBe(422);
        expect((borrowed.body.result as Array<{ field: string }>)[0]!.field).toBe('evidenceFiles');
        const stored = await t.app.db
          .selectFrom('isps_nonconformity')
          .select('status')
          .where('id', '=', major)
          .executeTakeFirstOrThrow();
        expect(stored.status).toBe('raised');
      });

      it('staff cannot answer; the customer answers both with evidence', async () => {
        const byStaff = await send(tokens.staff, '/isps/nonconformity/answer', { id: major, ...answer });
        expect(byStaff.status).toBe(403);
        evidence = await upload(tokens.customerA, 'records.pdf', PDF, 'application/pdf');
        const photo = await upload(tokens.customerA, 'photo.png', PNG, 'image/png');
        const a = await send(tokens.customerA, '/isps/nonconformity/answer', {
          id: major,
          ...answer,
          evidenceFiles: `${evidence},${photo}`,
        });
        expect(a.status, JSON.stringify(a.body)).toBe(200);
        expect(a.body.result).toMatchObject({
          status: 'answered',
          rootCause: answer.rootCause,
          evidenceFiles: `${evidence},${photo}`,
        });
        const b = await send(tokens.customerA, '/isps/nonconformity/answer', {
          id: minor,
          ...answer,
          evidenceFiles: photo,
        });
        expect(b.status).toBe(200);
        const row = await t.app.db
          .selectFrom('isps_nonconformity')
          .selectAll()
          .where('id', '=', major)
          .executeTakeFirstOrThrow();
        expect(row.answered_by).toBe(t.seed.customer.username);
        expect(row.answered_at).not.toBeNull();
        // The staff member who raised it is told, in the bell's system messages, with the link to review it.
        const bell = await staff.get('/sys/annountCement/listByUser');
        const told = (
          bell.body.result.sysMsgList as Array<{ busId: string; titile: string; openPage: string | null }>
        ).filter((m) => m.busId === major);
        expect(told.map((m) => [m.titile, m.openPage])).toEqual([
          [`不符合项已答复：${row.nc_no}`, '/isps/nonconformity'],
        ]);
        // The customer who answered is not told of their own answer.
        const own = await customerA.get('/sys/annountCement/listByUser');
        expect(
          (own.body.result.sysMsgList as Array<{ titile: string }>).some((m) =>
            m.titile.startsWith('不符合项已答复'),
          ),
        ).toBe(false);
        const again = await send(tokens.customerA, '/isps/nonconformity/answer', {
          id: major,
          ...answer,
          evidenceFiles: evidence,
        });
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('该不符合项已答复或已关闭');
      });

      it('the reviewing staff download the evidence; another company cannot', async () => {
        const get = (token: string) =>
          t.app.inject({
            method: 'GET',
            url: `/sys/common/static/${evidence}`,
            headers: { 'x-access-token': token },
          });
        const mine = await get(tokens.staff);
        expect(mine.statusCode).toBe(200);
        expect(Buffer.compare(mine.rawPayload, PDF)).toBe(0);
        expect((await get(tokens.customerB)).statusCode).not.toBe(200);
      });

      it('the decision is refused while the major is open, naming it, in both languages', async () => {
        const ncNo = (await staff.get(`/isps/nonconformity/queryById?id=${major}`)).body.result
          .ncNo as string;
        const zh = await send(tokens.staff, '/isps/project/advance', { id: projectId });
        expect(zh.status).toBe(409);
        expect(zh.body.message).toBe(`存在未关闭的严重不符合项，不能作出认证决定：${ncNo}（条款 9.2）`);
        const en = await send(tokens.staff, '/isps/project/advance', { id: projectId }, 'en-US');
        expect(en.body.message).toBe(
          `No certification decision while major nonconformities are open: ${ncNo} (clause 9.2)`,
        );
        const project = await t.app.db
          .selectFrom('isps_project')
          .select('stage_code')
          .where('id', '=', projectId)
          .executeTakeFirstOrThrow();
        expect(project.stage_code).toBe('nc_closure');
      });

      it('staff return the major with a reason (required) and accept the minor; the customer answers the major again', async () => {
        const noReason = await send(tokens.staff, '/isps/nonconformity/return', { id: major });
        expect(noReason.status).toBe(422);
        expect((noReason.body.result as Array<{ field: string }>).map((e) => e.field)).toEqual([
          'reviewNote',
        ]);
        const byCustomer = await send(tokens.customerA, '/isps/nonconformity/accept', { id: major });
        expect(byCustomer.status).toBe(403);

        const returned = await send(tokens.staff, '/isps/nonconformity/return', {
          id: major,
          reviewNote: '证据未覆盖全部采购记录',
        });
        expect(returned.status, JSON.stringify(returned.body)).toBe(200);
        expect(returned.body.result).toMatchObject({
          status: 'returned',
          reviewNote: '证据未覆盖全部采购记录',
        });
        const accepted = await send(tokens.staff, '/isps/nonconformity/accept', {
          id: minor,
          reviewNote: '已验证',
        });
        expect(accepted.status).toBe(200);
        expect(accepted.body.result).toMatchObject({ status: 'accepted' });
        expect((accepted.body.result as { closedAt: string | null }).closedAt).toBeTruthy();
        const twice = await send(tokens.staff, '/isps/nonconformity/accept', { id: minor });
        expect(twice.status).toBe(409);

        const extra = await upload(tokens.customerA, 'more.pdf', PDF, 'application/pdf');
        const again = await send(tokens.customerA, '/isps/nonconformity/answer', {
          id: major,
          ...answer,
          evidenceFiles: `${evidence},${extra}`,
        });
        expect(again.status).toBe(200);
        expect(again.body.result).toMatchObject({ status: 'answered' });

        const history = await customerA.get(`/isps/nonconformity/history?id=${major}`);
        expect((history.body.result as Array<{ transition: string }>).map((h) => h.transition)).toEqual([
          'answer',
          'return',
          'answer',
        ]);
      });

      it('the certificate cannot be issued while the major is open either', async () => {
        // A project already at its decision stage (decided before the nonconformity was raised).
        const decided = await decisionProjectFor(
          t.app.db,
          { customer: t.seed.customer.username, staff: t.seed.staff.username },
          '2026-01-10',
        );
        const raised = await staff.send('POST', '/isps/nonconformity/add', {
          projectId: decided,
          auditKind: 'stage2',
          grade: 'major',
          clause: '8.5',
          description: '未控制外包过程',
        });
        expect(raised.status).toBe(200);
        const issue = await staff.send('POST', '/isps/certificate/issue', {
          projectId: decided,
          issueDate: '2026-01-15',
          standard: 'ISO 9001:2015',
          scope: '软件开发',
        });
        expect(issue.status).toBe(409);
        expect(issue.body.message).toMatch(
          /^存在未关闭的严重不符合项，不能作出认证决定：.*-NC01（条款 8\.5）$/,
        );
      });

      it('after the major is accepted the decision is taken', async () => {
        const accepted = await send(tokens.staff, '/isps/nonconformity/accept', { id: major });
        expect(accepted.status).toBe(200);
        const advanced = await send(tokens.staff, '/isps/project/advance', { id: projectId });
        expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
        const project = await t.app.db
          .selectFrom('isps_project')
          .select(['stage_code', 'decision_date'])
          .where('id', '=', projectId)
          .executeTakeFirstOrThrow();
        expect(project.stage_code).toBe('decision');
        expect(project.decision_date).not.toBeNull();
        const list = await customerA.get('/isps/nonconformity/list?status=accepted&pageSize=50');
        expect((list.body.result.records as Array<{ id: string }>).map((r) => r.id).sort()).toEqual(
          [major, minor].sort(),
        );
      });
    });
  },
  () => ({ config: { dataDir: tempDataDir('nc') } }),
);
