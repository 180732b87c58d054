/**
 * The whole certification journey in Chromium, on the demo install: the demo customer
 * opens apply online from a home section (体系认证 preset), adds 产品认证 next to it and submits with 提交;
 * staff accept the application giving each type its executing unit (one project per type), advance the management-system project stage by stage to the
 * certification decision and upload the acceptance notice; the customer sees the progress, downloads
 * the notice, uploads the signed copy and evaluates the team; staff issue the certificate; the
 * customer finds it in their certificates and downloads the PDF; the public page verifies it from
 * the PDF's QR address; staff suspend it and the public page shows 暂停. axe on every page and dialog.
 *
 * Staff issue the certificate from the project row (颁发证书, a row action of kind `form`: the dialog
 * the server builds for the project); the customer downloads its PDF with 下载证书 on 证书查询, and
 * the QR code is read back from the downloaded file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrTextsOfPdf } from '../api/helpers/pdf-qr';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { apiLogin, type Envelope } from './helpers/session';
import { apiCall } from './helpers/api-call';
import { dialogNamed as drawer, download, signedInPage, tabPage } from './helpers/signed-in';
import { clickRowAction, rowActionOffered } from './helpers/row-action';

const FILES = mkdtempSync(join(tmpdir(), 'certdesk-e2e-journey-'));
const NOTICE_PDF = join(FILES, '受理告知书.pdf');
const SIGNED_PNG = join(import.meta.dirname, '../fixtures/licence.png');
const REQUIREMENT = '质量管理体系认证与产品认证（全流程测试）';
/** Stages of the management-system template up to the decision, in order. */
const TO_DECISION = ['合同签订', '审核策划', '第一阶段审核', '第二阶段审核', '不符合项关闭', '认证决定'];

let server: RunningServer;
let browser: Browser;
let staff: Page;
let customer: Page;
let visitor: Page;
let applyNo = '';
let applyId = '';
let project: { id: string; projectNo: string; projectName: string } = {
  id: '',
  projectNo: '',
  projectName: '',
};
let certificate = { id: '', certificateNo: '' };
let verifyUrl = '';

const api = <T>(method: string, path: string, token: string, body?: unknown): Promise<Envelope<T>> =>
  apiCall<T>(server.baseUrl, token, method, path, body);

/** Picks a node of the open tree select by its title (the search narrows the list first). */
async function pickType(page: Page, field: Locator, title: string): Promise<void> {
  await field.click();
  await field.locator('input').fill(title);
  const node = page.locator('.ant-select-tree-node-content-wrapper', {
    has: page.locator('.ant-select-tree-title', { hasText: new RegExp(`^${title}$`) }),
  });
  await expect.poll(() => node.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await node.first().click();
}

/** Staff upload the acceptance notice of the project row (its notice drawer). */
async function uploadNotice(row: Locator): Promise<void> {
  await clickRowAction(row, '受理告知书');
  const notices = drawer(staff, '受理告知书');
  await expect
    .poll(() => notices.getByRole('button', { name: /上传告知书/ }).count(), { timeout: 30_000 })
    .toBe(1);
  await notices.getByRole('button', { name: /上传告知书/ }).click();
  const form = staff
    .getByRole('dialog')
    .filter({ has: staff.locator('input[type=file]') })
    .last();
  await expect.poll(() => form.count(), { timeout: 30_000 }).toBe(1);
  await form.locator('input[type=file]').setInputFiles(NOTICE_PDF);
  await screenshot(staff, 'journey-notice-upload-zh');
  await expect.poll(() => form.getByTitle('受理告知书.pdf').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await staff.mouse.move(0, 0);
  await expectNoSeriousViolations(staff, 'notice upload');
  await form.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
  await expect.poll(() => notices.locator('tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBe(1);
  // Closed by its × (Escape reaches a drawer only while the focus is in it; the form dialog took it).
  await notices.locator('.ant-drawer-close').click();
  await expect.poll(() => drawer(staff, '受理告知书').isVisible()).toBe(false);
}

describe('the certification journey', () => {
  beforeAll(async () => {
    writeFileSync(
      NOTICE_PDF,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4000, 0x20), Buffer.from('\n%%EOF\n')]),
    );
    server = await sharedServer();
    browser = await launchBrowser();
    staff = await signedInPage(browser, server, 'demostaff');
    customer = await signedInPage(browser, server, 'democustomer');
    visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(FILES, { recursive: true, force: true });
  });

  it('the customer opens apply online from a home section and applies for two business types', async () => {
    // The home: the sections, and the demo company's business at a glance.
    await expect
      .poll(() => customer.getByRole('heading', { name: '我的业务概览' }).count(), { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(() => customer.getByRole('list', { name: '我的证书' }).locator('li').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expectNoSeriousViolations(customer, 'customer home');
    await screenshot(customer, 'journey-home-zh');
    await customer.getByRole('button', { name: '体系认证', exact: true }).click();
    await customer.waitForURL(/\/isps\/apply-online\?businessType=system_cert$/, { timeout: 30_000 });
    const types = tabPage(customer).locator('.ant-select', { has: customer.locator('#root_businessTypes') });
    await expect
      .poll(() => types.locator('.ant-select-selection-item', { hasText: '体系认证' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    // The second type is picked next to the preset one, and both are sent.
    const area = tabPage(customer).locator('#root_operationArea');
    await area.click();
    await area.fill('徐汇区');
    await customer.locator('.ant-cascader-menu-item', { hasText: '徐汇区' }).first().click();
    await tabPage(customer).getByLabel('经营地址').fill('漕河泾开发区示例路 1 号');
    await tabPage(customer).getByLabel('联系人').fill('赵六');
    await tabPage(customer).getByLabel('联系邮箱').fill('zhaoliu@example.com');
    await tabPage(customer).getByLabel('联系电话').fill('13900139000');
    await tabPage(customer).getByLabel('需求描述').fill(REQUIREMENT);
    await pickType(customer, types, '产品认证');
    await customer.keyboard.press('Escape');
    await expect.poll(() => types.locator('.ant-select-selection-item').count()).toBe(2);
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'apply online, two types');
    // 提交 saves the application and submits it (保存草稿 would only save it).
    expect(
      await tabPage(customer)
        .getByRole('button', { name: /保存草稿/ })
        .count(),
    ).toBe(1);
    await tabPage(customer)
      .getByRole('button', { name: /^提\s*交$/ })
      .click();
    await expect.poll(() => customer.getByText('操作成功！').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The saved application as the customer's list answers it: both types, submitted.
    const customerToken = await apiLogin(server.baseUrl, 'democustomer', server.accounts.democustomer!);
    const mine = await api<{
      records: Array<{ id: string; applyNo: string; status: string; businessTypes: unknown }>;
    }>('GET', '/isps/apply/list?pageSize=1&column=createTime&order=desc', customerToken);
    const saved = mine.result.records[0]!;
    expect(saved.status).toBe('submitted');
    expect(String(saved.businessTypes).split(',').sort()).toEqual(['product_cert', 'system_cert']);
    applyNo = saved.applyNo;
    applyId = saved.id;
    await customer.goto(`${server.baseUrl}/account/applies`);
    const row = tabPage(customer).locator('tr', { hasText: applyNo });
    await expect.poll(() => row.getByText('已提交', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(customer, 'my applications');
  });

  it('staff accept it, each business type with its executing unit: one project per type', async () => {
    await staff.goto(`${server.baseUrl}/isps/apply-review`);
    const row = tabPage(staff).locator('tr', { hasText: applyNo });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await clickRowAction(row, '受理');
    const dialog = staff.getByRole('dialog', { name: '受理' });
    // One line per chosen type, each asking its executing unit.
    await expect.poll(() => dialog.getByLabel('体系认证的执行单位').count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByLabel('体系认证的执行单位').fill('上海审核中心');
    await dialog.getByLabel('产品认证的执行单位').fill('产品认证检验部');
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'accept dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => row.getByText('已受理', { exact: true }).count(), { timeout: 30_000 }).toBe(1);

    // One project per type, for the customer's company (staff of the management-system division see
    // only theirs): read through the customer's own project list.
    const token = await apiLogin(server.baseUrl, 'democustomer', server.accounts.democustomer!);
    const list = await api<{
      records: Array<{
        id: string;
        projectNo: string;
        projectName: string;
        businessType: string;
        applyId: string;
        executingUnit: string;
      }>;
    }>('GET', '/isps/project/list?pageSize=50', token);
    const mine = list.result.records.filter((p) => p.applyId === applyId);
    expect(mine.map((p) => `${p.businessType}:${p.executingUnit}`).sort()).toEqual([
      'product_cert:产品认证检验部',
      'system_cert:上海审核中心',
    ]);
    project = mine.find((p) => p.businessType === 'system_cert')!;
  });

  it('staff advance the management-system project to the certification decision and upload the acceptance notice', async () => {
    await staff.goto(`${server.baseUrl}/isps/project`);
    const row = tabPage(staff).locator('tr', { hasText: project.projectNo });
    await expect.poll(() => row.getByText('申请评审', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    // No certificate before the certification decision: the row offers no 颁发证书 yet.
    expect(await rowActionOffered(row, '颁发证书')).toBe(false);
    await expectNoSeriousViolations(staff, 'project management');
    for (const [i, stage] of TO_DECISION.entries()) {
      await clickRowAction(row, '推进阶段');
      const dialog = staff.getByRole('dialog', { name: '推进阶段' });
      await expect.poll(() => dialog.getByLabel('备注').count(), { timeout: 15_000 }).toBe(1);
      // The question names the stage the project leaves and the one it enters.
      expect(await dialog.getByTestId('transition-question').textContent()).toBe(
        `确定将项目从“${i === 0 ? '申请评审' : TO_DECISION[i - 1]}”推进到“${stage}”吗?`,
      );
      await dialog.getByLabel('备注').fill(`第${i + 1}步：进入${stage}`);
      if (i === 0) {
        await staff.mouse.move(0, 0);
        await expectNoSeriousViolations(staff, 'advance dialog');
      }
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect
        .poll(() => staff.getByRole('dialog', { name: '推进阶段' }).count(), { timeout: 60_000 })
        .toBe(0);
      await expect.poll(() => row.getByText(stage, { exact: true }).count(), { timeout: 60_000 }).toBe(1);
    }
    await uploadNotice(row);
  });

  it('the customer follows the progress, downloads the notice, uploads the signed copy and evaluates the team', async () => {
    await customer.goto(`${server.baseUrl}/progress/query`);
    // The demo company's older projects carry the same name; this one is the one at the decision.
    const row = tabPage(customer)
      .locator('tr', { hasText: project.projectName })
      .filter({ hasText: '认证决定' });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(customer, 'progress query');
    await clickRowAction(row, '阶段记录');
    const timeline = drawer(customer, '阶段记录');
    await expect.poll(() => timeline.getByText('第6步：进入认证决定').count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(customer, 'stage timeline');
    await customer.keyboard.press('Escape');

    await clickRowAction(row, '受理告知书');
    const notices = drawer(customer, '受理告知书');
    const noticeRow = notices.locator('tbody tr.ant-table-row');
    await expect.poll(() => noticeRow.count(), { timeout: 30_000 }).toBe(1);
    await noticeRow.getByText('查看文件', { exact: true }).click();
    const files = drawer(customer, '查看文件');
    // The stored file's link (uploads are stored under a generated name, shown as the link text).
    const link = files.getByRole('link', { name: /\.pdf$/ });
    await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1);
    const file = await download(customer, link);
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await customer.keyboard.press('Escape');
    await noticeRow.getByText('上传签字回执', { exact: true }).click();
    const form = customer
      .getByRole('dialog')
      .filter({ has: customer.locator('input[type=file]') })
      .last();
    await expect.poll(() => form.count(), { timeout: 30_000 }).toBe(1);
    await form.locator('input[type=file]').setInputFiles(SIGNED_PNG);
    await expect.poll(() => form.getByTitle('licence.png').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'signed copy upload');
    await form.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    await expect
      .poll(async () => (await noticeRow.locator('td').allTextContents()).join(' '), { timeout: 30_000 })
      // The signed copy is listed under the name it was uploaded with, and when.
      .toMatch(/licence\.png \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await notices.locator('.ant-drawer-close').click();
    await expect.poll(() => drawer(customer, '受理告知书').isVisible()).toBe(false);

    await clickRowAction(row, '团队评价');
    const evaluations = drawer(customer, '团队评价');
    await expect
      .poll(() => evaluations.getByRole('button', { name: /评价团队/ }).count(), { timeout: 30_000 })
      .toBe(1);
    await evaluations.getByRole('button', { name: /评价团队/ }).click();
    const evaluation = customer
      .getByRole('dialog')
      .filter({ has: customer.getByRole('radiogroup') })
      .last();
    await expect.poll(() => evaluation.getByRole('radiogroup').count(), { timeout: 30_000 }).toBe(5);
    for (const label of ['个人素质', '业务能力', '专业能力', '行为规范', '服务态度']) {
      await evaluation.getByRole('radiogroup', { name: label }).getByRole('radio', { name: '5' }).click();
    }
    await evaluation.getByLabel('意见').fill('全流程顺畅，审核组专业');
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'team evaluation');
    await evaluation.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    await expect
      .poll(() => evaluations.getByText('全流程顺畅，审核组专业').count(), { timeout: 30_000 })
      .toBe(1);
    await customer.keyboard.press('Escape');
  });

  it('staff issue the certificate; the customer finds it and downloads its PDF, whose QR code verifies it publicly', async () => {
    // Staff: 颁发证书 on the project row (offered from the decision on), the dialog filled in, submitted.
    await staff.goto(`${server.baseUrl}/isps/project`);
    const projectRow = tabPage(staff).locator('tr', { hasText: project.projectNo });
    await expect.poll(() => rowActionOffered(projectRow, '颁发证书'), { timeout: 30_000 }).toBe(true);
    await clickRowAction(projectRow, '颁发证书');
    const dialog = staff.getByRole('dialog', { name: `颁发证书：${project.projectName}` });
    await expect.poll(() => dialog.getByLabel('认证标准（含版本）').count(), { timeout: 30_000 }).toBe(1);
    // Holder and dates come filled in from the project and its company.
    await expect.poll(() => dialog.getByLabel('证书持有人').inputValue(), { timeout: 15_000 }).not.toBe('');
    await expect.poll(() => dialog.getByLabel('认证决定日期').inputValue(), { timeout: 15_000 }).not.toBe('');
    await dialog.getByLabel('认证标准（含版本）').fill('GB/T 19001-2016 / ISO 9001:2015');
    await dialog.getByLabel('认证范围').fill('软件开发与信息技术服务');
    await dialog.getByLabel('认证场所').fill('上海市徐汇区漕河泾开发区示例路1号');
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'issue certificate dialog');
    await screenshot(staff, 'journey-issue-certificate-zh');
    await dialog.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    await expect.poll(() => staff.getByText('证书已颁发').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
    // Issuing concluded the decision: the project is at the next stage without a hand advance.
    await expect
      .poll(() => projectRow.getByText('证书发放', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);

    // The number the server gave it, as the customer's own list answers it (one certificate of this project).
    const customerToken = await apiLogin(server.baseUrl, 'democustomer', server.accounts.democustomer!);
    const certificates = await api<{
      records: Array<{ id: string; certificateNo: string; projectId: string; status: string }>;
    }>('GET', '/isps/certificate/list?pageSize=100', customerToken);
    const ofProject = certificates.result.records.filter((c) => c.projectId === project.id);
    expect(ofProject.map((c) => c.status)).toEqual(['valid']);
    certificate = { id: ofProject[0]!.id, certificateNo: ofProject[0]!.certificateNo };

    await customer.goto(`${server.baseUrl}/certificate/my`);
    const row = tabPage(customer).locator('tr', { hasText: certificate.certificateNo });
    await expect.poll(() => row.getByText('有效', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(customer, 'my certificates');
    await screenshot(customer, 'journey-certificates-zh');

    // The customer downloads the PDF with 下载证书; its QR code is read from the downloaded file.
    const { name, bytes: pdf } = await download(customer, row.getByText('下载证书', { exact: true }));
    expect(name).toBe(`${certificate.certificateNo}.pdf`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const codes = await qrTextsOfPdf(new Uint8Array(pdf));
    expect(codes).toHaveLength(1);
    verifyUrl = codes[0]!;
    expect(verifyUrl).toContain(`/verify?no=${encodeURIComponent(certificate.certificateNo)}`);

    // The visitor follows the QR address on this install (no login).
    const address = new URL(verifyUrl);
    await visitor.goto(`${server.baseUrl}${address.pathname}${address.search}`);
    const status = visitor.locator('[data-status]');
    await expect
      .poll(() => status.getAttribute('data-status').catch(() => null), { timeout: 30_000 })
      .toBe('valid');
    expect(await visitor.getByText('上海市徐汇区漕河泾开发区示例路1号').count()).toBe(1);
    await expectNoSeriousViolations(visitor, 'public verification');
    await screenshot(visitor, 'journey-verify-valid-zh');
  });

  it('staff suspend it, and the public page shows 暂停', async () => {
    await staff.goto(`${server.baseUrl}/isps/certificate`);
    const row = tabPage(staff).locator('tr', { hasText: certificate.certificateNo });
    await expect.poll(() => row.getByText('有效', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await clickRowAction(row, '暂停');
    const dialog = staff.getByRole('dialog', { name: '暂停证书' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('原因').fill('监督审核未按期进行');
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'suspend dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => row.getByText('暂停', { exact: true }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);

    const address = new URL(verifyUrl);
    await visitor.goto(`${server.baseUrl}${address.pathname}${address.search}`);
    const status = visitor.locator('[data-status]');
    await expect
      .poll(() => status.getAttribute('data-status').catch(() => null), { timeout: 30_000 })
      .toBe('suspended');
    await expect.poll(() => status.textContent()).toBe('暂停');
    await expectNoSeriousViolations(visitor, 'public verification, suspended');
    await screenshot(visitor, 'journey-verify-suspended-zh');
  });
});
