/**
 * Field permissions hold on every path that reads rows, not only the CRUD: with 字段权限 hiding
 * sys_user.phone, isps_project.executingUnit and isps_certificate.holderAddress from the staff role,
 * a staff user gets none of those values through the table dictionaries (loadDict, loadDictItem,
 * loadTreeData, a keyword search: refused alike whether or not the value matches), the three user
 * pickers, an online report over sys_user (data, export, search and sort on the hidden column, a
 * parameter over it), the project's advance/back, the certificate's status change and the project's
 * own evaluation and notice answers (the notice's hidden signed copy is not downloadable). The admin,
 * who may read every field, gets the same answers as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { newId } from '../../src/server/db/ids';
import { roleId } from '../../src/server/seed/roles';
import { todayIso } from '../../src/shared/certificate/cert-dates';
import type { Api } from '../fixtures/crud-helpers';
import { demoPlaces } from './helpers/accounts';
import { insertProject } from './helpers/projects';
import { describeOnOneBackend } from './helpers/suite';

const PHONE = '13912345678';
const OTHER_PHONE = '13700000000';
const EMAIL = 'side-door@example.com';
const UNIT = '保密执行单位甲';
const ADDRESS = '保密持有人地址乙';
const OPINION = '保密评价意见丙';
const SIGNED_BY = 'secret_signer';
const SIGNED_PATH = 'notice/secret-signed-copy.pdf';
const REPORT_API = '/online/cgreport/api';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

const USER_REPORT = {
  code: 'rp_side_users',
  name: '用户电话',
  baseEntity: 'sys_user',
  definition: JSON.stringify({
    columns: [
      { key: 'username', field: 'username', title: text('账号', 'Username') },
      { key: 'realname', field: 'realname', title: text('姓名', 'Name') },
      { key: 'phone', field: 'phone', title: text('手机号码', 'Phone') },
    ],
    search: [{ key: 'username' }, { key: 'phone' }],
    sort: [{ key: 'phone', order: 'asc' }],
  }),
};

const PARAM_REPORT = {
  code: 'rp_side_param',
  name: '按电话',
  baseEntity: 'sys_user',
  definition: JSON.stringify({
    columns: [{ key: 'username', field: 'username', title: text('账号', 'Username') }],
    params: [{ name: 'phone', field: 'phone', title: text('手机号码', 'Phone') }],
  }),
};

/** An answer without its timestamp: two refusals of different probes must read the same. */
function refusal(body: object): Record<string, unknown> {
  const { timestamp: _at, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** The cells of an .xls export, header first. */
function sheetOf(data: Buffer): string[][] {
  const book = XLSX.read(data, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] as string];
  return (XLSX.utils.sheet_to_json(sheet as XLSX.WorkSheet, { header: 1, raw: false }) as unknown[][]).map(
    (row) => row.map((c) => String(c ?? '')),
  );
}

describeOnOneBackend('hidden fields through the side doors', (t) => {
  let staff: Api;
  let staffToken = '';
  let division = '';
  let companyId = '';
  let colleagueId = '';
  const colleague = 'sidedoor_mate';
  let reportId = '';
  let paramReportId = '';

  const rule = (target: string) =>
    t.admin.send('POST', '/sys/fieldRule/add', { roleId: roleId('staff'), target, mode: 'hidden' });

  beforeAll(async () => {
    ({ division, companyId } = await demoPlaces(t.app.db, t.seed));
    await t.app.db
      .updateTable('cust_company')
      .set({ registered_address: '北京市海淀区中关村大街1号' })
      .where('id', '=', companyId)
      .execute();
    // A colleague in the staff user's division: a user the staff user may list, with a phone.
    colleagueId = newId();
    await t.app.db
      .insertInto('sys_user')
      .values({
        id: colleagueId,
        username: colleague,
        realname: '侧门同事',
        password_hash: 'never-signs-in',
        user_type: 'staff',
        division_id: division,
        phone: PHONE,
        email: EMAIL,
        status: '1',
        del_flag: '0',
      })
      .execute();
    await t.app.db
      .insertInto('sys_user_depart')
      .values({ id: newId(), user_id: colleagueId, dep_id: division })
      .execute();

    const hidden = [
      'sys_user:phone',
      'sys_user:email',
      'isps_project:executingUnit',
      'isps_certificate:holderAddress',
      'isps_evaluation:opinion',
      'isps_project_notice:signedFile',
      'isps_project_notice:signedBy',
    ];
    for (const target of hidden) {
      const added = await rule(target);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    for (const report of [USER_REPORT, PARAM_REPORT]) {
      const added = await t.admin.send('POST', '/online/cgreport/head/add', report);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      if (report === USER_REPORT) reportId = added.body.result.id;
      else paramReportId = added.body.result.id;
    }
    staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
  }, 120_000);

  /** Neither the phone nor the e-mail appears anywhere in an answer. */
  const noSecret = (body: unknown) => {
    expect(JSON.stringify(body)).not.toContain(PHONE);
    expect(JSON.stringify(body)).not.toContain(EMAIL);
  };

  describe('table dictionaries', () => {
    it('the admin still reads phones through them', async () => {
      const found = await t.admin.get(`/sys/dict/loadDict/sys_user,phone,id?keyword=${PHONE.slice(0, 7)}`);
      expect(found.status).toBe(200);
      expect(found.body.result).toEqual([{ value: colleagueId, text: PHONE }]);
      const texts = await t.admin.get(`/sys/dict/loadDictItem/sys_user,realname,phone?key=${PHONE}`);
      expect(texts.body.result).toEqual(['侧门同事']);
    });

    it('refuse a hidden column as the text, the code or the keyword-searched column, alike whether or not a value matches', async () => {
      const probes = [
        ['/sys/dict/loadDict/sys_user,phone,id', '/sys/dict/loadDict/sys_user,phone,id'],
        [
          `/sys/dict/loadDict/sys_user,phone,id?keyword=${PHONE}`,
          `/sys/dict/loadDict/sys_user,phone,id?keyword=${OTHER_PHONE}`,
        ],
        [
          `/sys/dict/loadDict/sys_user,realname,phone?keyword=${encodeURIComponent('侧门')}`,
          '/sys/dict/loadDict/sys_user,realname,phone?keyword=nobody',
        ],
        [
          `/sys/dict/loadDictItem/sys_user,realname,phone?key=${PHONE}`,
          `/sys/dict/loadDictItem/sys_user,realname,phone?key=${OTHER_PHONE}`,
        ],
        [
          `/sys/dict/loadDictItem/sys_user,phone,id?key=${colleagueId}`,
          `/sys/dict/loadDictItem/sys_user,phone,id?key=${'0'.repeat(32)}`,
        ],
        [
          `/sys/dict/loadDictItem/sys_user,email,id?key=${colleagueId}`,
          `/sys/dict/loadDictItem/sys_user,email,id?key=${'0'.repeat(32)}`,
        ],
        [
          '/sys/dict/loadTreeData?tableName=sys_user&text=phone&code=id&pidField=id',
          '/sys/dict/loadTreeData?tableName=sys_user&text=realname&code=id&pidField=phone',
        ],
        [
          `/sys/dict/loadTreeData?tableName=sys_user&text=realname&code=id&pidField=id&condition=${encodeURIComponent(JSON.stringify({ phone: PHONE }))}`,
          `/sys/dict/loadTreeData?tableName=sys_user&text=realname&code=id&pidField=id&condition=${encodeURIComponent(JSON.stringify({ phone: OTHER_PHONE }))}`,
        ],
      ];
      for (const [matching, other] of probes as Array<[string, string]>) {
        const a = await staff.get(matching);
        const b = await staff.get(other);
        expect(a.status, matching).toBe(400);
        expect(refusal(a.body), matching).toEqual(refusal(b.body));
        expect(a.body.message).toBe('字典参数不合法');
        noSecret(a.body);
      }
    });

    it('still answer the staff user over the columns they may read', async () => {
      const found = await staff.get(
        `/sys/dict/loadDict/sys_user,realname,id?keyword=${encodeURIComponent('侧门')}`,
      );
      expect(found.status).toBe(200);
      expect(found.body.result).toEqual([{ value: colleagueId, text: '侧门同事' }]);
    });
  });

  describe('user pickers', () => {
    it('answer phones to the admin, as before', async () => {
      const page = await t.admin.get(`/sys/user/queryUserComponentData?username=${colleague}`);
      expect(page.body.result.records).toEqual([
        expect.objectContaining({
          id: colleagueId,
          username: colleague,
          realname: '侧门同事',
          phone: PHONE,
          sex: null,
          birthday: null,
          orgCodeTxt: expect.any(String),
        }),
      ]);
      const multi = await t.admin.get(`/sys/user/getMultiUser?ids=${colleagueId}`);
      expect(multi.body.result[0].phone).toBe(PHONE);
    });

    it('leave the phone out for the staff user and refuse sorting by it', async () => {
      const page = await staff.get(`/sys/user/queryUserComponentData?username=${colleague}`);
      expect(page.status).toBe(200);
      expect(page.body.result.records).toHaveLength(1);
      expect(page.body.result.records[0]).toMatchObject({
        id: colleagueId,
        username: colleague,
        realname: '侧门同事',
      });
      expect(page.body.result.records[0]).not.toHaveProperty('phone');
      noSecret(page.body);

      const multi = await staff.get(`/sys/user/getMultiUser?usernames=${colleague}`);
      expect(multi.status).toBe(200);
      expect(multi.body.result.map((u: { id: string }) => u.id)).toEqual([colleagueId]);
      expect(multi.body.result[0]).not.toHaveProperty('phone');
      noSecret(multi.body);
      noSecret((await staff.get(`/sys/user/getMultiUser?ids=${colleagueId}`)).body);

      const depart = await staff.get(`/sys/user/queryUserByDepId?id=${division}`);
      expect(depart.status).toBe(200);
      expect(depart.body.result.map((u: { id: string }) => u.id)).toContain(colleagueId);
      for (const user of depart.body.result) expect(user).not.toHaveProperty('phone');
      noSecret(depart.body);

      for (const order of ['asc', 'desc']) {
        const sorted = await staff.get(`/sys/user/queryUserComponentData?column=phone&order=${order}`);
        expect(sorted.status).toBe(400);
        expect(sorted.body.message).toBe('不支持的排序字段: column');
      }
    });
  });

  describe('an online report over sys_user', () => {
    it('answers the admin every column', async () => {
      const data = await t.admin.get(`${REPORT_API}/getData/${reportId}?username=${colleague}`);
      expect(data.status).toBe(200);
      expect(data.body.result.records).toEqual([{ username: colleague, realname: '侧门同事', phone: PHONE }]);
      const bySearch = await t.admin.get(`${REPORT_API}/getData/${reportId}?phone=${PHONE}`);
      expect(bySearch.body.result.records.map((r: { username: string }) => r.username)).toEqual([colleague]);
      expect(
        (await t.admin.get(`${REPORT_API}/getData/${paramReportId}?self_phone=${PHONE}`)).body.result.records,
      ).toEqual([{ username: colleague }]);
    });

    it('leaves the hidden column out of the columns, the search items, the data and the export', async () => {
      const columns = await staff.get(`${REPORT_API}/getColumns/${reportId}`);
      expect(columns.status).toBe(200);
      expect(columns.body.result.columns.map((c: { dataIndex: string }) => c.dataIndex)).toEqual([
        'username',
        'realname',
      ]);
      const info = await staff.get(`${REPORT_API}/getQueryInfo/${reportId}`);
      expect(info.body.result.map((i: { field: string }) => i.field)).toEqual(['username']);

      const data = await staff.get(`${REPORT_API}/getData/${reportId}?username=${colleague}`);
      expect(data.status).toBe(200);
      expect(data.body.result.records).toEqual([{ username: colleague, realname: '侧门同事' }]);
      noSecret(data.body);

      const xls = await t.app.inject({
        method: 'GET',
        url: `${REPORT_API}/exportXls/${reportId}?username=${colleague}`,
        headers: { 'x-access-token': staffToken },
      });
      expect(xls.statusCode).toBe(200);
      expect(sheetOf(xls.rawPayload)).toEqual([
        ['账号', '姓名'],
        [colleague, '侧门同事'],
      ]);
    });

    it('refuses a search or a sort on the hidden column alike whether or not the value matches, and a parameter over it', async () => {
      for (const route of ['getData', 'exportXls']) {
        const a = await staff.get(`${REPORT_API}/${route}/${reportId}?phone=${PHONE}`);
        const b = await staff.get(`${REPORT_API}/${route}/${reportId}?phone=${OTHER_PHONE}`);
        expect(a.status, route).toBe(400);
        expect(refusal(a.body)).toEqual(refusal(b.body));
        expect(a.body.message).toBe('该字段不允许查询: phone');
        const sorted = await staff.get(`${REPORT_API}/${route}/${reportId}?column=phone&order=desc`);
        expect(sorted.status, route).toBe(400);
      }
      for (const phone of [PHONE, OTHER_PHONE]) {
        const answer = await staff.get(`${REPORT_API}/getData/${paramReportId}?self_phone=${phone}`);
        expect(answer.status).toBe(403);
        noSecret(answer.body);
      }
    });
  });

  describe('workflow answers', () => {
    it('advance and back answer the project without the hidden executing unit; the admin still gets it', async () => {
      const project = await insertProject(t.app.db, {
        companyId,
        divisionId: division,
        stageCode: 'review',
        executingUnit: UNIT,
      });
      const advanced = await staff.send('PUT', '/isps/project/advance', { id: project, note: '评审通过' });
      expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
      expect(advanced.body.result).toMatchObject({ id: project, stageCode: 'contract' });
      expect(advanced.body.result).not.toHaveProperty('executingUnit');
      expect(JSON.stringify(advanced.body)).not.toContain(UNIT);

      const back = await staff.send('PUT', '/isps/project/back', { id: project, note: '退回' });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.result).toMatchObject({ id: project, stageCode: 'review' });
      expect(JSON.stringify(back.body)).not.toContain(UNIT);

      const byAdmin = await t.admin.send('PUT', '/isps/project/advance', { id: project });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.result).toMatchObject({ id: project, stageCode: 'contract', executingUnit: UNIT });
      // The staff user's answer holds no key their GET of the record would not answer.
      const asRead = await staff.get(`/isps/project/queryById?id=${project}`);
      const again = await staff.send('PUT', '/isps/project/back', { id: project });
      expect(again.status).toBe(200);
      expect(Object.keys(asRead.body.result)).toEqual(expect.arrayContaining(Object.keys(again.body.result)));
    });

    it('a certificate status change answers the certificate without the hidden holder address; the admin still gets it', async () => {
      const project = await insertProject(t.app.db, {
        companyId,
        divisionId: division,
        stageCode: 'decision',
        decisionDate: '2025-12-01',
      });
      const issued = await staff.send('POST', '/isps/certificate/issue', {
        projectId: project,
        issueDate: todayIso(),
        standard: 'GB/T 19001-2016 / ISO 9001:2015',
        scope: '软件开发与服务',
        holderAddress: ADDRESS,
      });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const id = issued.body.result.id as string;

      const suspended = await staff.send('PUT', '/isps/certificate/changeStatus', {
        id,
        action: 'suspend',
        reason: '暂停核查',
      });
      expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
      expect(suspended.body.result).toMatchObject({ id, status: 'suspended' });
      expect(suspended.body.result).not.toHaveProperty('holderAddress');
      expect(JSON.stringify(suspended.body)).not.toContain(ADDRESS);

      const restored = await t.admin.send('PUT', '/isps/certificate/changeStatus', { id, action: 'restore' });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.result).toMatchObject({ id, status: 'valid', holderAddress: ADDRESS });
    });
  });

  describe("the project's own answers", () => {
    it('the evaluation and the notice leave the hidden fields out, and the hidden signed copy is not downloadable', async () => {
      const project = await insertProject(t.app.db, {
        companyId,
        divisionId: division,
        stageCode: 'issued',
        decisionDate: '2025-12-01',
      });
      const owned = {
        create_by: 'test',
        project_id: project,
        project_name: '侧门项目',
        company_id: companyId,
        division_id: division,
      };
      await t.app.db
        .insertInto('isps_evaluation')
        .values({
          id: newId(),
          ...owned,
          personal_quality: 5,
          business_ability: 4,
          professional_ability: 5,
          code_of_conduct: 5,
          service_attitude: 5,
          opinion: OPINION,
        })
        .execute();
      await t.app.db
        .insertInto('isps_project_notice')
        .values({
          id: newId(),
          ...owned,
          notice_file: null,
          notice_time: null,
          signed_file: SIGNED_PATH,
          signed_time: new Date(),
          signed_by: SIGNED_BY,
        })
        .execute();
      await t.app.db
        .insertInto('sys_file')
        .values({
          id: newId(),
          create_by: 'test',
          biz: 'notice',
          path: SIGNED_PATH,
          original_name: '回执.pdf',
          mime: 'application/pdf',
          size: 4,
          user_id: colleagueId,
          company_id: companyId,
        })
        .execute();

      const evaluation = await staff.get(`/isps/evaluation/queryByProject?projectId=${project}`);
      expect(evaluation.status).toBe(200);
      expect(evaluation.body.result).toMatchObject({
        projectId: project,
        personalQuality: 5,
        serviceAttitude: 5,
      });
      expect(evaluation.body.result).not.toHaveProperty('opinion');
      expect(JSON.stringify(evaluation.body)).not.toContain(OPINION);
      expect(
        (await t.admin.get(`/isps/evaluation/queryByProject?projectId=${project}`)).body.result.opinion,
      ).toBe(OPINION);

      const notice = await staff.get(`/isps/project/notice?projectId=${project}`);
      expect(notice.status).toBe(200);
      expect(notice.body.result).toMatchObject({ projectId: project, noticeFile: null });
      expect(notice.body.result).not.toHaveProperty('signedFile');
      expect(notice.body.result).not.toHaveProperty('signedBy');
      expect(JSON.stringify(notice.body)).not.toContain(SIGNED_BY);
      expect((await t.admin.get(`/isps/project/notice?projectId=${project}`)).body.result).toMatchObject({
        signedFile: SIGNED_PATH,
        signedBy: SIGNED_BY,
      });

      const download = await t.app.inject({
        method: 'GET',
        url: `/isps/project/notice/signedDownload?projectId=${project}`,
        headers: { 'x-access-token': staffToken },
      });
      expect(download.statusCode).toBe(404);
    });
  });
});
