/**
 * Certificates, applications and projects export through the generic CRUD export (their entities'
 * `export` code): GET exportXls answers an .xls of the queried rows, scoped like the list (a
 * customer's file holds only its company's rows), without a field the user's field rule hides, and
 * only the selected rows when `selections` is given. Their list pages show the 导出 button. A
 * project's system messages (stage change, acceptance notice) open a page the customer's menu has.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { todayIso } from '../../src/shared/certificate/cert-dates';
import { newId } from '../../src/server/db/ids';
import { roleId } from '../../src/server/seed/roles';
import type { MenuItem } from '../../src/shared/menu';
import { api, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { demoPlaces } from './helpers/accounts';
import { insertProject } from './helpers/projects';
import { describeEachBackend } from './helpers/suite';

const OLE = 'd0cf11e0a1b11ae1';

interface Sheet {
  header: string[];
  rows: unknown[][];
}

const everyItem = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((m) => [m, ...everyItem(m.children ?? [])]);

describeEachBackend('exports of certificates, applications and projects', (t) => {
  let staff: Api;
  let customerA: Api;
  let tokens: Record<'staff' | 'customerA' | 'customerB', string>;
  let companyA = '';
  let companyB = '';
  let division = '';
  const certificateNos: Record<'a' | 'b', string> = { a: '', b: '' };
  const certificateIds: Record<'a' | 'b', string> = { a: '', b: '' };
  const applyNos: Record<'a' | 'b', string> = { a: '', b: '' };
  const projectNames = { a: '导出甲项目', b: '导出乙项目' };
  let projectA = '';

  const exportXls = async (token: string, url: string): Promise<Sheet & { fileName: string }> => {
    const r = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-token': token, 'accept-language': 'zh-CN' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(r.rawPayload.subarray(0, 8).toString('hex')).toBe(OLE);
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(String(r.headers['content-disposition']))?.[1] ?? '';
    const book = XLSX.read(r.rawPayload, { type: 'buffer' });
    const all = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    return { fileName: decodeURIComponent(encoded), header: all[0] as string[], rows: all.slice(1) };
  };
  const column = (sheet: Sheet, title: string): unknown[] => {
    const at = sheet.header.indexOf(title);
    expect(at, `column ${title} in ${sheet.header.join(',')}`).toBeGreaterThanOrEqual(0);
    return sheet.rows.map((row) => row[at]);
  };

  const insertApply = async (companyId: string, applyNo: string): Promise<void> => {
    await t.app.db
      .insertInto('isps_apply' as never)
      .values({
        id: newId(),
        company_id: companyId,
        apply_no: applyNo,
        company_name: '导出测试企业',
        contact: '张三',
        contact_email: 'zhang@example.com',
        contact_phone: '13800138000',
        requirement: '认证需求',
        business_types: 'testing',
        status: 'submitted',
        submitted_at: new Date('2026-03-05T08:00:00Z'),
      } as never)
      .execute();
  };

  beforeAll(async () => {
    ({ division, companyId: companyA } = await demoPlaces(t.app.db, t.seed));
    const b = await otherCompanyCustomer(t.app.db, 'exportb');
    companyB = b.companyId;
    tokens = {
      staff: await t.login(t.seed.staff.username, t.seed.staff.password),
      customerA: await t.login(t.seed.customer.username, t.seed.customer.password),
      customerB: await t.login(b.username, b.password),
    };
    staff = api(t.app, tokens.staff);
    customerA = api(t.app, tokens.customerA);

    for (const [key, companyId] of [
      ['a', companyA],
      ['b', companyB],
    ] as const) {
      const projectId = await insertProject(t.app.db, {
        companyId,
        divisionId: division,
        stageCode: 'decision',
        decisionDate: '2025-12-01',
        projectName: projectNames[key],
      });
      if (key === 'a') projectA = projectId;
      const issued = await staff.send('POST', '/isps/certificate/issue', {
        projectId,
        issueDate: todayIso(),
        standard: 'GB/T 19001-2016 / ISO 9001:2015',
        scope: '软件开发与服务',
        sites: '北京市海淀区',
      });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const row = await t.app.db
        .selectFrom('isps_certificate')
        .select(['id', 'certificate_no'])
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
      certificateIds[key] = row.id;
      certificateNos[key] = row.certificate_no;
      applyNos[key] = `EXP-${key.toUpperCase()}-${newId().slice(0, 8)}`;
      await insertApply(companyId, applyNos[key]);
    }
  }, 120_000);

  describe('certificates', () => {
    it('staff export the queried certificates as an .xls named after the entity and the time', async () => {
      const sheet = await exportXls(
        tokens.staff,
        '/isps/certificate/exportXls?column=certificateNo&order=asc',
      );
      expect(sheet.fileName).toMatch(/^证书_\d{14}\.xls$/);
      expect(column(sheet, '证书编号')).toEqual(expect.arrayContaining([certificateNos.a, certificateNos.b]));
      expect(column(sheet, '持有人地址')).toHaveLength(sheet.rows.length);
      const one = await exportXls(
        tokens.staff,
        `/isps/certificate/exportXls?certificateNo=${encodeURIComponent(certificateNos.b)}`,
      );
      expect(column(one, '证书编号')).toEqual([certificateNos.b]);
    });

    it("a customer's export holds only its company's certificates; another company's holds its own", async () => {
      expect(column(await exportXls(tokens.customerA, '/isps/certificate/exportXls'), '证书编号')).toEqual([
        certificateNos.a,
      ]);
      expect(column(await exportXls(tokens.customerB, '/isps/certificate/exportXls'), '证书编号')).toEqual([
        certificateNos.b,
      ]);
    });

    it('selections export only the selected certificates', async () => {
      const sheet = await exportXls(
        tokens.staff,
        `/isps/certificate/exportXls?selections=${certificateIds.a}`,
      );
      expect(column(sheet, '证书编号')).toEqual([certificateNos.a]);
    });

    it('a field hidden by a field rule is not in the export', async () => {
      const rule = await t.admin.send('POST', '/sys/fieldRule/add', {
        roleId: roleId('customer_main'),
        target: 'isps_certificate:holderAddress',
        mode: 'hidden',
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(200);
      const hidden = await exportXls(tokens.customerA, '/isps/certificate/exportXls');
      expect(hidden.header).not.toContain('持有人地址');
      expect(hidden.header).toContain('证书编号');
      // Staff have no such rule.
      expect((await exportXls(tokens.staff, '/isps/certificate/exportXls')).header).toContain('持有人地址');
    });
  });

  describe('applications', () => {
    it("exports the queried applications; a customer's only its company's; selections only those", async () => {
      const all = await exportXls(tokens.staff, '/isps/apply/exportXls?applyNo=EXP-*');
      expect(all.fileName).toMatch(/^在线申请_\d{14}\.xls$/);
      expect(column(all, '申请编号').sort()).toEqual([applyNos.a, applyNos.b].sort());
      expect(
        column(await exportXls(tokens.customerA, '/isps/apply/exportXls?applyNo=EXP-*'), '申请编号'),
      ).toEqual([applyNos.a]);
      expect(column(await exportXls(tokens.customerB, '/isps/apply/exportXls'), '申请编号')).toEqual([
        applyNos.b,
      ]);
      const id = (
        await t.app.db
          .selectFrom('isps_apply')
          .select('id')
          .where('apply_no', '=', applyNos.b)
          .executeTakeFirstOrThrow()
      ).id;
      expect(
        column(await exportXls(tokens.staff, `/isps/apply/exportXls?selections=${id}`), '申请编号'),
      ).toEqual([applyNos.b]);
    });
  });

  describe('projects', () => {
    it("exports the queried projects; a customer's only its company's; selections only those", async () => {
      const all = await exportXls(tokens.staff, '/isps/project/exportXls?projectName=导出*');
      expect(all.fileName).toMatch(/^项目_\d{14}\.xls$/);
      expect(column(all, '项目名称').sort()).toEqual([projectNames.a, projectNames.b].sort());
      expect(
        column(await exportXls(tokens.customerA, '/isps/project/exportXls?projectName=导出*'), '项目名称'),
      ).toEqual([projectNames.a]);
      expect(column(await exportXls(tokens.customerB, '/isps/project/exportXls'), '项目名称')).toEqual([
        projectNames.b,
      ]);
      expect(
        column(await exportXls(tokens.staff, `/isps/project/exportXls?selections=${projectA}`), '项目名称'),
      ).toEqual([projectNames.a]);
    });
  });

  it('the list pages of all three show the 导出 button with the export route and code', async () => {
    const pages: Array<[string, string, string]> = [
      ['isps-certificate-list', '/isps/certificate/exportXls', 'isps:certificate:export'],
      ['isps-certificate-my', '/isps/certificate/exportXls', 'isps:certificate:export'],
      ['isps-apply-my', '/isps/apply/exportXls', 'isps:apply:export'],
      ['isps-apply-review', '/isps/apply/exportXls', 'isps:apply:export'],
      ['isps-project-list', '/isps/project/exportXls', 'isps:project:export'],
      ['isps-project-progress', '/isps/project/exportXls', 'isps:project:export'],
    ];
    for (const [id, url, code] of pages) {
      const page = (await t.admin.get(`/sys/schema/page/${id}`)).body.result.page as {
        api: { exportXls?: string };
        toolbar: Array<{ kind: string; permission?: string; label?: { 'zh-CN': string } }>;
      };
      expect(page.api.exportXls, id).toBe(url);
      expect(
        page.toolbar.find((a) => a.kind === 'export'),
        id,
      ).toMatchObject({ permission: code, label: { 'zh-CN': '导出' } });
    }
  });

  it("a stage change's and an acceptance notice's message open a page of the customer's menu", async () => {
    const moved = await staff.send('PUT', '/isps/project/advance', { id: projectA, note: '决定通过' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const messages = await t.app.db
      .selectFrom('sys_announcement')
      .select(['open_page', 'open_type'])
      .where('bus_id', '=', projectA)
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    const menu = (await customerA.get('/sys/permission/getCustomerMenu')).body.result.menu as MenuItem[];
    const pages = everyItem(menu).filter((m) => m.component !== 'layouts/RouteView');
    for (const message of messages) {
      expect(message.open_type).toBe('url');
      expect(pages.map((m) => m.path)).toContain(message.open_page);
    }
  });
});
