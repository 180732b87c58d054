/**
 * Projects (W2): accepting an application creates one project per business type (stage
 * template of its domain, division of its section); advance/back move exactly one stage with a
 * note, 409 at either end, history and system messages from the workflow engine; division and
 * company scoping by id; the acceptance notice and its signed copy (type and 5 MB refusals, who may
 * download); the team evaluation (after the on-site audit only, once, the project's customer only,
 * scores 1–5); two concurrent advances of one stage (one wins).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { multipart, PNG } from '../fixtures/multipart';
import { describeEachBackend, tempDataDir } from './helpers/suite';
import { newId } from '../../src/server/db/ids';
import { createAccount, DEMO_COMPANY_ID } from '../../src/server/seed/users';
import { departId } from '../../src/server/seed/departs';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const BIG_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(64)]);

const SYSTEM_STAGES = [
  'review',
  'contract',
  'planning',
  'stage1',
  'stage2',
  'nc_closure',
  'decision',
  'issued',
  'surveillance',
];

interface ProjectRow {
  id: string;
  projectNo: string;
  projectName: string;
  companyName: string;
  businessType: string;
  businessDomain: string;
  executingUnit: string;
  stageCode: string;
  stageName: string;
  stageIndex: number;
  status: string;
  applyDate: string;
  decisionDate: string | null;
}

describeEachBackend(
  'projects, stages, notices and evaluations',
  (t) => {
    let customerA: Api;
    let customerB: Api;
    let staffA: Api;
    let staffC: Api;
    let tokens: Record<'customerA' | 'customerB' | 'staffA' | 'staffC', string>;
    let systemProject = '';
    let testingProject = '';
    let customerAUserId = '';

    const insertApply = async (companyId: string, types: string[]): Promise<string> => {
      const id = newId();
      await t.app.db
        .insertInto('isps_apply' as never)
        .values({
          id,
          company_id: companyId,
          apply_no: `A${id.slice(0, 12)}`,
          company_name: '示例科技有限公司',
          contact: '张三',
          contact_email: 'zhang@example.com',
          contact_phone: '13800138000',
          requirement: '认证需求',
          business_types: types.join(','),
          status: 'submitted',
          submitted_at: new Date('2026-03-05T08:00:00Z'),
        } as never)
        .execute();
      return id;
    };
    const project = (id: string) =>
      t.app.db.selectFrom('isps_project').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const upload = async (
      token: string,
      field: 'noticeFile' | 'signedFile' | null,
      name: string,
      data: Buffer,
      type: string,
    ) => {
      const fields: Record<string, string> = field
        ? { biz: 'notice', entity: 'isps_project_notice', field }
        : { biz: 'temp' };
      const body = multipart(fields, { field: 'file', name, data, type });
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/common/upload',
        headers: { 'x-access-token': token, ...body.headers },
        payload: body.payload,
      });
      return {
        status: r.statusCode,
        body: r.json() as { success: boolean; message: string; result: { path: string } | null },
      };
    };
    const raw = (token: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    const advance = (who: Api, id: string, input: Record<string, unknown> = {}) =>
      who.send('PUT', '/isps/project/advance', { id, ...input });
    const back = (who: Api, id: string, input: Record<string, unknown> = {}) =>
      who.send('PUT', '/isps/project/back', { id, ...input });

    beforeAll(async () => {
      const b = await otherCompanyCustomer(t.app.db, 'projb');
      const inspection = await createAccount(t.app.db, {
        username: 'inspstaff',
        realname: '检验员工',
        userType: 'staff',
        divisionOrgCode: 'A01A03',
        orgCodes: ['A01A03'],
      });
      if (!inspection) throw new Error('inspstaff exists');
      tokens = {
        customerA: await t.login(t.seed.customer.username, t.seed.customer.password),
        customerB: await t.login(b.username, b.password),
        staffA: await t.login(t.seed.staff.username, t.seed.staff.password),
        staffC: await t.login(inspection.username, inspection.password),
      };
      customerA = api(t.app, tokens.customerA);
      customerB = api(t.app, tokens.customerB);
      staffA = api(t.app, tokens.staffA);
      staffC = api(t.app, tokens.staffC);
      const user = await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.customer.username)
        .executeTakeFirstOrThrow();
      customerAUserId = user.id;
    }, 120_000);

    describe('creation from an accepted application', () => {
      it('accept creates one project per business type with its template, first stage, division and executing unit', async () => {
        const applyId = await insertApply(DEMO_COMPANY_ID, ['system_cert-iso9001', 'testing']);
        const accepted = await t.admin.send('PUT', '/isps/apply/accept', {
          id: applyId,
          executingUnit: '华东审核部',
        });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

        const rows = await t.app.db
          .selectFrom('isps_project')
          .selectAll()
          .where('apply_id', '=', applyId)
          .orderBy('business_domain')
          .execute();
        expect(
          rows.map((r) => [
            r.business_type,
            r.business_domain,
            r.stage_code,
            r.stage_index,
            r.stage_count,
            r.status,
          ]),
        ).toEqual([
          ['testing', 'inspection', 'accepted', 0, 4, 'active'],
          ['system_cert-iso9001', 'system', 'review', 0, 9, 'active'],
        ]);
        const [testing, system] = rows as [(typeof rows)[number], (typeof rows)[number]];
        expect(system.division_id).toBe(departId('A01A01'));
        expect(testing.division_id).toBe(departId('A01A03'));
        for (const r of rows) {
          expect(r.company_id).toBe(DEMO_COMPANY_ID);
          expect(r.executing_unit).toBe('华东审核部');
          expect(r.apply_date).toBe('2026-03-05');
          expect(r.project_no).toMatch(/^P\d{10}$/);
        }
        expect(system.project_no).not.toBe(testing.project_no);
        expect(system.project_name).toContain('ISO 9001');
        systemProject = system.id;
        testingProject = testing.id;
        const plan = await t.app.db
          .selectFrom('isps_project_stage')
          .select('code')
          .where('project_id', '=', systemProject)
          .orderBy('stage_index')
          .execute();
        expect(plan.map((p) => p.code)).toEqual(SYSTEM_STAGES);
      });

      it('the customer lists its projects with company name, stage, domain, application date and executing unit; another company none', async () => {
        const mine = await customerA.get('/isps/project/list?pageSize=50');
        expect(mine.status).toBe(200);
        const records = mine.body.result.records as Array<ProjectRow & { businessDomain_dictText: string }>;
        const system = records.find((r) => r.id === systemProject);
        expect(system).toMatchObject({
          companyName: '示例科技有限公司',
          stageName: '申请评审',
          businessDomain: 'system',
          applyDate: '2026-03-05',
          executingUnit: '华东审核部',
        });
        expect(system?.businessDomain_dictText).toBe('管理体系认证');
        const theirs = await customerB.get('/isps/project/list');
        expect(theirs.body.result.records).toEqual([]);
        expect((await customerB.get(`/isps/project/queryById?id=${systemProject}`)).status).toBe(404);
      });
    });

    describe('advance and back', () => {
      it('advance moves exactly one stage with a note, writes the history and tells the company', async () => {
        const moved = await advance(staffA, systemProject, { note: '评审通过' });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        expect(moved.body.result).toMatchObject({
          stageCode: 'contract',
          stageIndex: 1,
          stageName: '合同签订',
        });
        const history = await t.app.db
          .selectFrom('sys_workflow_history')
          .selectAll()
          .where('record_id', '=', systemProject)
          .execute();
        expect(history.map((h) => [h.transition, h.from_state, h.to_state, h.note, h.actor])).toEqual([
          ['advance', 'review', 'contract', '评审通过', t.seed.staff.username],
        ]);
        const messages = await t.app.db
          .selectFrom('sys_announcement_send')
          .innerJoin('sys_announcement', 'sys_announcement.id', 'sys_announcement_send.annt_id')
          .select(['sys_announcement.titile', 'sys_announcement.msg_content'])
          .where('sys_announcement_send.user_id', '=', customerAUserId)
          .where('sys_announcement.bus_id', '=', systemProject)
          .execute();
        expect(messages).toHaveLength(1);
        expect(messages[0]!.titile).toContain('项目阶段变更');
        expect(messages[0]!.msg_content).toContain('合同签订');
      });

      it("the stage-change message names the project and reads in the reader's language only", async () => {
        const stored = await project(systemProject);
        const sysOf = async (language: 'zh-CN' | 'en-US') => {
          const answer = await customerA.get('/sys/annountCement/listByUser?pageSize=50', language);
          const list = answer.body.result.sysMsgList as Array<{
            id: string;
            busId: string;
            titile: string;
            msgContent: string;
          }>;
          return list.find((m) => m.busId === systemProject)!;
        };
        const zh = await sysOf('zh-CN');
        expect(zh.titile).toBe(`项目阶段变更：${stored.project_name}（${stored.project_no}）`);
        expect(zh.msgContent).toContain('合同签订');
        expect(zh.msgContent).not.toContain('is now at the stage');
        const en = await sysOf('en-US');
        expect(en.titile).toBe(`Project stage changed: ${stored.project_name} (${stored.project_no})`);
        expect(en.msgContent).toContain('is now at the stage');
        expect(en.msgContent).not.toContain('已进入');
        const detail = await customerA.get(`/sys/annountCement/queryById?id=${en.id}`, 'en-US');
        expect(detail.body.result).toMatchObject({ titile: en.titile, msgContent: en.msgContent });
        // The list names the stages around the current one (推进阶段 / 退回阶段 ask with them).
        const plan = await t.app.db
          .selectFrom('isps_project_stage')
          .select(['stage_index', 'name', 'name_en'])
          .where('project_id', '=', systemProject)
          .orderBy('stage_index')
          .execute();
        const listedIn = async (language: 'zh-CN' | 'en-US') =>
          (
            (await staffA.get('/isps/project/list?pageSize=50', language)).body.result.records as Array<{
              id: string;
              prevStageName: string | null;
              nextStageName: string | null;
            }>
          ).find((r) => r.id === systemProject);
        expect(await listedIn('zh-CN')).toMatchObject({
          prevStageName: plan[0]!.name,
          nextStageName: plan[2]!.name,
        });
        expect(await listedIn('en-US')).toMatchObject({
          prevStageName: plan[0]!.name_en,
          nextStageName: plan[2]!.name_en,
        });
        expect((await staffA.get(`/isps/project/queryById?id=${systemProject}`)).body.result).toMatchObject({
          prevStageName: plan[0]!.name,
          nextStageName: plan[2]!.name,
        });
        const mine = await customerA.get(
          '/sys/sysAnnouncementSend/getMyAnnouncementSend?msgCategory=2&titile=stage%20changed',
          'en-US',
        );
        expect(
          mine.body.result.records.map((r: { anntId: string; titile: string }) => [r.anntId, r.titile]),
        ).toContainEqual([en.id, en.titile]);
      });

      it('no stage is skipped: a target in the input is refused (422) and the stage stays', async () => {
        const answer = await advance(staffA, systemProject, { note: 'x', stageCode: 'issued' });
        expect(answer.status).toBe(422);
        expect((await project(systemProject)).stage_code).toBe('contract');
        // Nor can a client write the stage through a CRUD edit: the entity has none.
        expect(
          (await staffA.send('PUT', '/isps/project/edit', { id: systemProject, stageCode: 'issued' })).status,
        ).toBe(404);
        expect((await project(systemProject)).stage_code).toBe('contract');
      });

      it('back moves one stage back; at the first stage 409', async () => {
        const returned = await back(staffA, systemProject, { note: '合同需修改' });
        expect(returned.status).toBe(200);
        expect(returned.body.result.stageCode).toBe('review');
        const refused = await back(staffA, systemProject);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('项目已处于第一个阶段，无法退回');
        expect((await project(systemProject)).stage_code).toBe('review');
      });

      it('advance walks the whole plan, dates the decision, completes at the last stage and answers 409 there', async () => {
        for (const expected of SYSTEM_STAGES.slice(1)) {
          const answer = await advance(staffA, systemProject, { note: `到${expected}` });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(answer.body.result.stageCode).toBe(expected);
          if (expected === 'decision') expect(answer.body.result.decisionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        const last = await project(systemProject);
        expect([last.stage_code, last.status]).toEqual(['surveillance', 'completed']);
        const refused = await advance(staffA, systemProject);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('项目已处于最后一个阶段，无法继续推进');
        expect((await project(systemProject)).stage_code).toBe('surveillance');
        // Back to stage2 (the on-site audit) for the evaluation tests: the decision date goes with the decision.
        for (let i = 0; i < 4; i++) expect((await back(staffA, systemProject)).status).toBe(200);
        const atAudit = await project(systemProject);
        expect([atAudit.stage_code, atAudit.status, atAudit.decision_date]).toEqual([
          'stage2',
          'active',
          null,
        ]);
      });

      it('queryById answers the stage plan and the timeline with dates and notes', async () => {
        const answer = await customerA.get(`/isps/project/queryById?id=${systemProject}`, 'en-US');
        expect(answer.status).toBe(200);
        const record = answer.body.result as {
          stages: Array<{ code: string; name: string; current: boolean }>;
          history: Array<{
            fromState: string;
            toState: string;
            toStateText: string;
            note: string;
            createTime: string;
            actor: string;
          }>;
        };
        expect(record.stages.map((s) => s.code)).toEqual(SYSTEM_STAGES);
        expect(record.stages.find((s) => s.current)?.code).toBe('stage2');
        expect(record.history[0]).toMatchObject({
          fromState: 'review',
          toState: 'contract',
          toStateText: 'Contract',
          note: '评审通过',
          actor: t.seed.staff.username,
        });
        expect(Date.parse(record.history[0]!.createTime)).not.toBeNaN();
        const generic = await customerA.get(`/isps/project/history?id=${systemProject}`);
        expect(generic.status).toBe(200);
        expect(generic.body.result.length).toBe(record.history.length);
      });

      it('staff of another division, another company and customers cannot move a project (404 / 403)', async () => {
        expect((await staffC.get(`/isps/project/queryById?id=${systemProject}`)).status).toBe(404);
        expect((await advance(staffC, systemProject)).status).toBe(404);
        expect((await advance(staffA, testingProject)).status).toBe(404);
        const inspectionList = await staffC.get('/isps/project/list?pageSize=50');
        expect((inspectionList.body.result.records as ProjectRow[]).map((r) => r.id)).toEqual([
          testingProject,
        ]);
        expect((await advance(customerA, testingProject)).status).toBe(403);
        expect((await advance(customerB, testingProject)).status).toBe(403);
        expect((await customerB.get(`/isps/project/history?id=${systemProject}`)).status).toBe(404);
        expect((await project(testingProject)).stage_code).toBe('accepted');
      });

      it('two concurrent advances from the same stage: one wins, the other gets 409 and writes nothing', async () => {
        const [a, b] = await Promise.all([
          advance(staffC, testingProject, { note: 'A', expectedStage: 'accepted' }),
          advance(api(t.app, await t.adminToken()), testingProject, { note: 'B', expectedStage: 'accepted' }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        expect((await project(testingProject)).stage_code).toBe('testing');
        const history = await t.app.db
          .selectFrom('sys_workflow_history')
          .select('note')
          .where('record_id', '=', testingProject)
          .execute();
        expect(history).toHaveLength(1);
      });
    });

    describe('acceptance notice', () => {
      let noticeId = '';
      let noticePath = '';
      let signedPath = '';

      it('staff of the project division upload the notice once (PDF by content)', async () => {
        const file = await upload(tokens.staffA, 'noticeFile', '受理告知书.pdf', PDF, 'application/pdf');
        expect(file.status, JSON.stringify(file.body)).toBe(200);
        noticePath = file.body.result!.path;
        expect(
          (
            await staffC.send('POST', '/isps/project/notice/add', {
              projectId: systemProject,
              noticeFile: noticePath,
            })
          ).status,
        ).toBe(404);
        const added = await staffA.send('POST', '/isps/project/notice/add', {
          projectId: systemProject,
          noticeFile: noticePath,
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        noticeId = added.body.result.id;
        const again = await staffA.send('POST', '/isps/project/notice/add', {
          projectId: systemProject,
          noticeFile: noticePath,
        });
        expect(again.status).toBe(409);
        const row = await t.app.db
          .selectFrom('isps_project_notice')
          .selectAll()
          .where('id', '=', noticeId)
          .executeTakeFirstOrThrow();
        expect([row.company_id, row.division_id, row.notice_file]).toEqual([
          DEMO_COMPANY_ID,
          departId('A01A01'),
          noticePath,
        ]);
        expect(row.notice_time).not.toBeNull();
      });

      it('the customer reads the notice state and downloads it; another company gets 404 everywhere', async () => {
        const state = await customerA.get(`/isps/project/notice?projectId=${systemProject}`);
        expect(state.status).toBe(200);
        expect(state.body.result).toMatchObject({ id: noticeId, noticeFile: noticePath, signedFile: null });
        const download = await raw(
          tokens.customerA,
          `/isps/project/notice/download?projectId=${systemProject}`,
        );
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-disposition']).toMatch(/^attachment;/);
        // Named as uploaded (RFC 5987 for the Chinese name, an ASCII fallback beside it), never by the stored name.
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('受理告知书.pdf')}`,
        );
        expect(state.body.result.noticeFile_fileNames).toEqual(['受理告知书.pdf']);
        const listed = await customerA.get(`/isps/project/notice/list?projectId=${systemProject}`);
        const listedRow = (
          listed.body.result.records as Array<{
            id: string;
            noticeFile_fileNames: string[];
            signedFile_fileNames: string[];
          }>
        ).find((r) => r.id === noticeId);
        expect(listedRow).toMatchObject({
          noticeFile_fileNames: ['受理告知书.pdf'],
          signedFile_fileNames: [],
        });
        const detail = await customerA.get(`/isps/project/notice/queryById?id=${noticeId}`);
        expect(detail.body.result.noticeFile_fileNames).toEqual(['受理告知书.pdf']);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.rawPayload.equals(PDF)).toBe(true);
        expect((await raw(tokens.customerA, `/sys/common/static/${noticePath}`)).statusCode).toBe(200);

        expect((await customerB.get(`/isps/project/notice?projectId=${systemProject}`)).status).toBe(404);
        expect(
          (await raw(tokens.customerB, `/isps/project/notice/download?projectId=${systemProject}`))
            .statusCode,
        ).toBe(404);
        expect((await raw(tokens.customerB, `/sys/common/static/${noticePath}`)).statusCode).toBe(404);
        expect((await customerB.get(`/isps/project/notice/queryById?id=${noticeId}`)).status).toBe(404);
        expect(
          (await customerB.send('PUT', '/isps/project/notice/edit', { id: noticeId, signedFile: null }))
            .status,
        ).toBe(404);
        expect(
          (await raw(tokens.staffC, `/isps/project/notice/download?projectId=${systemProject}`)).statusCode,
        ).toBe(404);
      });

      it('the signed copy must be a PDF or image of at most 5 MB, uploaded by the customer', async () => {
        const big = await upload(tokens.customerA, 'signedFile', 'signed.pdf', BIG_PDF, 'application/pdf');
        expect(big.status).toBe(413);
        expect(big.body.message).toContain('5MB');
        const gif = await upload(tokens.customerA, 'signedFile', 'signed.gif', GIF, 'image/gif');
        expect(gif.status).toBe(400);
        expect(gif.body.message).toContain('不支持的文件类型');
        // A looser upload (no entity field: 10 MB) is refused when stored as the signed copy.
        const loose = await upload(tokens.customerA, null, 'signed.pdf', BIG_PDF, 'application/pdf');
        expect(loose.status).toBe(200);
        const refused = await customerA.send('PUT', '/isps/project/notice/edit', {
          id: noticeId,
          signedFile: loose.body.result!.path,
        });
        expect(refused.status).toBe(422);
        expect(refused.body.result[0].field).toBe('signedFile');
        // Someone else's file (the staff's notice) cannot be borrowed.
        expect(
          (await customerA.send('PUT', '/isps/project/notice/edit', { id: noticeId, signedFile: noticePath }))
            .status,
        ).toBe(422);
        // Customers do not replace the notice itself.
        expect(
          (
            await customerA.send('PUT', '/isps/project/notice/edit', {
              id: noticeId,
              noticeFile: loose.body.result!.path,
            })
          ).status,
        ).toBe(403);

        const png = await upload(tokens.customerA, 'signedFile', 'signed.png', PNG, 'image/png');
        expect(png.status).toBe(200);
        signedPath = png.body.result!.path;
        const stored = await customerA.send('PUT', '/isps/project/notice/edit', {
          id: noticeId,
          signedFile: signedPath,
        });
        expect(stored.status, JSON.stringify(stored.body)).toBe(200);
        const row = await t.app.db
          .selectFrom('isps_project_notice')
          .selectAll()
          .where('id', '=', noticeId)
          .executeTakeFirstOrThrow();
        expect([row.signed_file, row.signed_by, row.notice_file]).toEqual([
          signedPath,
          t.seed.customer.username,
          noticePath,
        ]);
      });

      it('staff of the division download the signed copy; other divisions and companies cannot', async () => {
        const download = await raw(
          tokens.staffA,
          `/isps/project/notice/signedDownload?projectId=${systemProject}`,
        );
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(PNG)).toBe(true);
        expect((await raw(tokens.staffA, `/sys/common/static/${signedPath}`)).statusCode).toBe(200);
        expect(
          (await raw(tokens.staffC, `/isps/project/notice/signedDownload?projectId=${systemProject}`))
            .statusCode,
        ).toBe(404);
        expect((await raw(tokens.staffC, `/sys/common/static/${signedPath}`)).statusCode).toBe(404);
        expect(
          (await raw(tokens.customerB, `/isps/project/notice/signedDownload?projectId=${systemProject}`))
            .statusCode,
        ).toBe(404);
        // Staff do not set the signed copy.
        expect(
          (await staffA.send('PUT', '/isps/project/notice/edit', { id: noticeId, signedFile: null })).status,
        ).toBe(403);
      });
    });

    describe('team evaluation', () => {
      const scores = {
        personalQuality: 5,
        businessAbility: 4,
        professionalAbility: 5,
        codeOfConduct: 4,
        serviceAttitude: 5,
        opinion: '专业、细致',
      };

      it('is refused until the on-site audit stage is over (409), scores outside 1–5 are 422', async () => {
        expect((await project(systemProject)).stage_code).toBe('stage2');
        const early = await customerA.send('POST', '/isps/evaluation/add', {
          projectId: systemProject,
          ...scores,
        });
        expect(early.status).toBe(409);
        expect(early.body.message).toBe('现场审核阶段完成前不能评价');
        const six = await customerA.send('POST', '/isps/evaluation/add', {
          projectId: systemProject,
          ...scores,
          serviceAttitude: 6,
        });
        expect(six.status).toBe(422);
        expect((six.body.result as Array<{ field: string }>).map((e) => e.field)).toContain(
          'serviceAttitude',
        );
        expect(await t.app.db.selectFrom('isps_evaluation').selectAll().execute()).toEqual([]);
      });

      it('after the audit: once per project, by its own company only', async () => {
        expect((await advance(staffA, systemProject, { note: '现场审核完成' })).status).toBe(200);
        expect(
          (await customerB.send('POST', '/isps/evaluation/add', { projectId: systemProject, ...scores }))
            .status,
        ).toBe(404);
        expect(
          (await staffA.send('POST', '/isps/evaluation/add', { projectId: systemProject, ...scores })).status,
        ).toBe(403);
        const added = await customerA.send('POST', '/isps/evaluation/add', {
          projectId: systemProject,
          ...scores,
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        const second = await customerA.send('POST', '/isps/evaluation/add', {
          projectId: systemProject,
          ...scores,
          opinion: '再评',
        });
        expect(second.status).toBe(409);
        expect(second.body.message).toBe('该项目已评价，不能重复评价');
        const rows = await t.app.db.selectFrom('isps_evaluation').selectAll().execute();
        expect(rows).toHaveLength(1);
        expect([rows[0]!.company_id, rows[0]!.division_id, rows[0]!.service_attitude]).toEqual([
          DEMO_COMPANY_ID,
          departId('A01A01'),
          5,
        ]);
      });

      it('queryByProject and the list answer the project readers only', async () => {
        const mine = await customerA.get(`/isps/evaluation/queryByProject?projectId=${systemProject}`);
        expect(mine.status).toBe(200);
        expect(mine.body.result).toMatchObject(scores);
        const staff = await staffA.get(`/isps/evaluation/queryByProject?projectId=${systemProject}`);
        expect(staff.body.result).toMatchObject({ opinion: '专业、细致' });
        expect(
          (await customerB.get(`/isps/evaluation/queryByProject?projectId=${systemProject}`)).status,
        ).toBe(404);
        expect((await staffC.get(`/isps/evaluation/queryByProject?projectId=${systemProject}`)).status).toBe(
          404,
        );
        expect((await staffC.get('/isps/evaluation/list')).body.result.records).toEqual([]);
        expect((await staffA.get('/isps/evaluation/list')).body.result.records).toHaveLength(1);
        expect(
          (await customerA.get(`/isps/evaluation/queryByProject?projectId=${testingProject}`)).body.result,
        ).toBeNull();
      });
    });

    describe('stage templates', () => {
      it('two seeded templates; a template stage must be a known project stage (422)', async () => {
        const list = await t.admin.get('/isps/stageTemplate/list');
        expect(list.status).toBe(200);
        expect(
          (list.body.result.records as Array<{ businessDomain: string }>).map((r) => r.businessDomain).sort(),
        ).toEqual(['inspection', 'system']);
        const bad = await t.admin.send('POST', '/isps/stageTemplate/add', {
          name: '培训流程',
          businessDomain: 'training',
          stages: [{ id: 'f'.repeat(32), code: 'enrolment', name: '报名' }],
        });
        expect(bad.status).toBe(422);
        const good = await t.admin.send('POST', '/isps/stageTemplate/add', {
          name: '培训流程',
          businessDomain: 'training',
          stages: [
            { id: 'e'.repeat(32), code: 'accepted', name: '报名' },
            { id: 'd'.repeat(32), code: 'completed', name: '结业' },
          ],
        });
        expect(good.status, JSON.stringify(good.body)).toBe(200);
        // A training application now gets the training template.
        const applyId = await insertApply(DEMO_COMPANY_ID, ['vocational_training']);
        expect(
          (await t.admin.send('PUT', '/isps/apply/accept', { id: applyId, executingUnit: '培训中心' }))
            .status,
        ).toBe(200);
        const created = await t.app.db
          .selectFrom('isps_project')
          .selectAll()
          .where('apply_id', '=', applyId)
          .executeTakeFirstOrThrow();
        expect([
          created.business_domain,
          created.stage_name,
          created.stage_count,
          created.division_id,
        ]).toEqual(['training', '报名', 2, departId('A01A04')]);
        expect((await staffA.get('/isps/stageTemplate/list')).status).toBe(403);
      });
    });
  },
  () => ({ config: { dataDir: tempDataDir('project') } }),
);
