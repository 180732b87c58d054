/**
 * Nonconformities to a signed certificate and the IAF CertSearch export, in Chromium, on the demo
 * install. A project of the demo company stands at its stage 2 audit (applied, accepted and advanced
 * over the API: certification-journey.test.ts walks those screens). Staff raise a minor and a major
 * nonconformity from the project row; the customer answers both with evidence; the staff member is
 * told and accepts the minor and returns the major; the decision is refused while the major is open;
 * the customer answers again, staff accept, the decision is taken and the certificate issued; the
 * customer's PDF carries a signature pdfsig finds valid; the monthly CertSearch job, run once by hand
 * from 定时任务, stores an export that lists the certificate. axe on every page and dialog.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { clickRowAction } from './helpers/row-action';
import { pickFromSelect } from './helpers/select';
import { sharedServer, type RunningServer } from './helpers/server';
import { apiLogin, type Envelope } from './helpers/session';
import { apiCall } from './helpers/api-call';
import { confirmPopover, dialogNamed, download, signedInPage, tabPage } from './helpers/signed-in';

const FILES = mkdtempSync(join(tmpdir(), 'certdesk-e2e-nc-'));
const EVIDENCE_PNG = join(import.meta.dirname, '../fixtures/licence.png');
const EVIDENCE_PDF = join(FILES, '内审记录.pdf');
/** A name no other file gives a project: this file's rows are found by it. */
const PROJECT_NAME = `不符合项整改旅程${Date.now().toString(36)}`;
const MINOR = { clause: '7.5.3', description: '部分记录未规定保存期限' };
const MAJOR = { clause: '9.2', description: '未对采购过程实施内部审核' };
/** Stages after acceptance up to the stage 2 audit, and on to the decision. */
const TO_STAGE_2 = ['合同签订', '审核策划', '第一阶段审核', '第二阶段审核'];

let server: RunningServer;
let browser: Browser;
let staff: Page;
let customer: Page;
let admin: Page;
const tokens = { staff: '', customer: '', admin: '' };
let project = { id: '', projectNo: '' };
const ncNo = { minor: '', major: '' };
let certificate = { id: '', certificateNo: '' };

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const answer = await apiCall<T>(server.baseUrl, token, method, path, body);
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer;
}

const okButton = (scope: Locator): Locator =>
  scope.getByRole('button', { name: /^(确\s*定|提\s*交|保\s*存)$/ });

/** The project's nonconformities drawer, opened from its row on 项目管理. */
async function openProjectNonconformities(): Promise<Locator> {
  await staff.goto(`${server.baseUrl}/isps/project`);
  const row = tabPage(staff).locator('tr', { hasText: project.projectNo });
  await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
  await clickRowAction(row, '不符合项');
  const drawer = dialogNamed(staff, '不符合项');
  await drawer.waitFor({ state: 'visible' });
  return drawer;
}

/** Staff raise one nonconformity of the stage 2 audit in the drawer's form. */
async function raise(drawer: Locator, grade: '严重不符合' | '一般不符合', nc: typeof MINOR): Promise<void> {
  await drawer.getByRole('button', { name: /开具不符合项/ }).click();
  const form = staff
    .getByRole('dialog')
    .filter({ has: staff.getByLabel('不符合事实') })
    .last();
  await form.waitFor({ state: 'visible' });
  await pickFromSelect(
    staff,
    form.locator('.ant-select', { has: staff.getByLabel('审核类型') }),
    '第二阶段审核',
  );
  await form.getByRole('radio', { name: grade }).check();
  await form.getByLabel('标准条款').fill(nc.clause);
  await form.getByLabel('不符合事实').fill(nc.description);
  await staff.mouse.move(0, 0);
  await expectNoSeriousViolations(staff, `raise a nonconformity (${grade})`);
  await okButton(form).click();
  await form.waitFor({ state: 'hidden' });
  await expect
    .poll(() => drawer.locator('tr.ant-table-row', { hasText: nc.description }).count(), { timeout: 30_000 })
    .toBe(1);
}

/** The customer answers a nonconformity on 不符合项整改 with the three texts and evidence. */
async function answer(no: string, texts: string[], evidence: string[]): Promise<void> {
  await customer.goto(`${server.baseUrl}/progress/nonconformity`);
  const row = tabPage(customer).locator('tr', { hasText: no });
  await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
  await clickRowAction(row, '答复');
  const dialog = dialogNamed(customer, '答复');
  await dialog.getByLabel('原因分析').waitFor({ state: 'visible' });
  await dialog.getByLabel('原因分析').fill(texts[0]!);
  await dialog.getByLabel('纠正', { exact: true }).fill(texts[1]!);
  await dialog.getByLabel('纠正措施').fill(texts[2]!);
  await dialog.locator('input[type=file]').setInputFiles(evidence);
  for (const file of evidence) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    await expect.poll(() => dialog.getByTitle(name).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  }
  await customer.mouse.move(0, 0);
  await expectNoSeriousViolations(customer, `answer ${no}`);
  await okButton(dialog).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => row.getByText('已答复', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
}

/** Staff accept or return an answered nonconformity on 不符合项管理 with their review. */
async function review(no: string, action: '接受' | '退回', note: string): Promise<void> {
  await staff.goto(`${server.baseUrl}/isps/nonconformity`);
  const row = tabPage(staff).locator('tr', { hasText: no });
  await expect.poll(() => row.getByText('已答复', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
  await clickRowAction(row, action);
  const dialog = dialogNamed(staff, action);
  const field = dialog.getByLabel(action === '接受' ? '审核意见' : '退回原因');
  await field.waitFor({ state: 'visible' });
  await field.fill(note);
  await staff.mouse.move(0, 0);
  await expectNoSeriousViolations(staff, `${action} ${no}`);
  await okButton(dialog).click();
  await dialog.waitFor({ state: 'hidden' });
  const state = action === '接受' ? '已关闭' : '已退回';
  await expect.poll(() => row.getByText(state, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
}

/** Fires 推进阶段 on the project row; answers the dialog, still open when the server refused. */
async function advance(note: string): Promise<Locator> {
  await staff.goto(`${server.baseUrl}/isps/project`);
  const row = tabPage(staff).locator('tr', { hasText: project.projectNo });
  await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
  await clickRowAction(row, '推进阶段');
  const dialog = dialogNamed(staff, '推进阶段');
  await dialog.getByLabel('备注').fill(note);
  await okButton(dialog).click();
  return dialog;
}

/** pdfsig's report on a PDF (it prints its verdict on stdout whatever it is). */
function pdfsig(pdf: Buffer): string {
  const file = join(FILES, `${certificate.certificateNo}.pdf`);
  writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

describe('nonconformities to a signed certificate and the CertSearch export', () => {
  beforeAll(async () => {
    writeFileSync(
      EVIDENCE_PDF,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]),
    );
    server = await sharedServer();
    tokens.customer = await apiLogin(server.baseUrl, 'democustomer', server.accounts.democustomer!);
    tokens.staff = await apiLogin(server.baseUrl, 'demostaff', server.accounts.demostaff!);
    tokens.admin = await apiLogin(server.baseUrl, 'admin', server.accounts.admin!);
    // The customer applied and staff accepted; the project is advanced to its stage 2 audit.
    const added = await api<{ id: string }>('POST', '/isps/apply/add', tokens.customer, {
      businessTypes: ['system_cert'],
      operationArea: '310104',
      operationAddress: '漕河泾开发区示例路 2 号',
      contact: '钱七',
      contactEmail: 'qianqi@example.com',
      contactPhone: '13900139001',
      requirement: PROJECT_NAME,
    });
    await api('PUT', '/isps/apply/submit', tokens.customer, { id: added.result.id });
    await api('PUT', '/isps/apply/accept', tokens.staff, {
      id: added.result.id,
      executingUnit: '上海审核中心',
    });
    const projects = await api<{ records: Array<{ id: string; projectNo: string; applyId: string }> }>(
      'GET',
      '/isps/project/list?pageSize=50&column=createTime&order=desc',
      tokens.staff,
    );
    project = projects.result.records.find((p) => p.applyId === added.result.id)!;
    for (const stage of TO_STAGE_2) {
      await api('PUT', '/isps/project/advance', tokens.staff, { id: project.id, note: `进入${stage}` });
    }
    browser = await launchBrowser();
    staff = await signedInPage(browser, server, 'demostaff');
    customer = await signedInPage(browser, server, 'democustomer');
    admin = await signedInPage(browser, server, 'admin');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(FILES, { recursive: true, force: true });
  });

  it('staff raise a minor and a major nonconformity of the stage 2 audit from the project row', async () => {
    const drawer = await openProjectNonconformities();
    await expectNoSeriousViolations(staff, 'project nonconformities');
    await raise(drawer, '一般不符合', MINOR);
    await raise(drawer, '严重不符合', MAJOR);
    // Numbered per project, in the order raised.
    const numberOf = async (nc: typeof MINOR) =>
      (await drawer
        .locator('tr.ant-table-row', { hasText: nc.description })
        .locator('td')
        .first()
        .textContent())!.trim();
    ncNo.minor = await numberOf(MINOR);
    ncNo.major = await numberOf(MAJOR);
    expect([ncNo.minor, ncNo.major]).toEqual([`${project.projectNo}-NC01`, `${project.projectNo}-NC02`]);
    await screenshot(staff, 'nc-raised-zh');
  });

  it('the customer sees both on the home page and answers both with evidence; the staff member is told', async () => {
    await customer.goto(`${server.baseUrl}/dashboard/analysis`);
    const open = customer.getByRole('list', { name: '待整改的不符合项' });
    await expect.poll(() => open.getByText(ncNo.major).count(), { timeout: 30_000 }).toBe(1);
    expect(await open.getByText(ncNo.minor).count()).toBe(1);
    await answer(
      ncNo.minor,
      ['记录控制程序未规定保存期限', '已补充保存期限', '修订记录控制程序'],
      [EVIDENCE_PNG],
    );
    await answer(
      ncNo.major,
      ['内审方案遗漏采购过程', '已补做采购过程内审', '修订内审方案覆盖全部过程'],
      [EVIDENCE_PDF],
    );
    await screenshot(customer, 'nc-answered-zh');

    // The staff member who raised them finds the answers in the bell.
    await staff.goto(`${server.baseUrl}/dashboard/analysis`);
    await staff.getByTestId('notice-bell').click();
    const panel = staff.getByTestId('notice-panel');
    await panel.getByRole('tab', { name: /^系统消息\(\d+\)$/ }).click();
    await expect
      .poll(() => panel.getByRole('button', { name: new RegExp(`不符合项已答复：${ncNo.major}`) }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'bell with the answered nonconformities');
    await staff.keyboard.press('Escape');
  });

  it('staff accept the minor and return the major; the decision is refused while the major is open', async () => {
    await review(ncNo.minor, '接受', '证据充分，予以关闭');
    await review(ncNo.major, '退回', '纠正措施未覆盖供应商评价');
    await screenshot(staff, 'nc-reviewed-zh');

    const toClosure = await advance('进入不符合项关闭');
    await toClosure.waitFor({ state: 'hidden' });
    const toDecision = await advance('进入认证决定');
    await expect
      .poll(
        () =>
          staff.getByText(`存在未关闭的严重不符合项，不能作出认证决定：${ncNo.major}（条款 9.2）`).count(),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    await toDecision.getByRole('button', { name: /取\s*消/ }).click();
    await toDecision.waitFor({ state: 'hidden' });
    const row = tabPage(staff).locator('tr', { hasText: project.projectNo });
    expect(await row.getByText('不符合项关闭', { exact: true }).count()).toBe(1);
  });

  it('the customer answers the returned major again, staff accept it, and the decision is taken', async () => {
    await customer.goto(`${server.baseUrl}/progress/nonconformity`);
    const returned = tabPage(customer).locator('tr', { hasText: ncNo.major });
    await expect
      .poll(() => returned.getByText('已退回', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    await answer(
      ncNo.major,
      ['内审方案遗漏采购过程及供应商评价', '已补做采购过程内审和供应商再评价', '修订内审方案与供方管理程序'],
      [EVIDENCE_PNG],
    );
    await review(ncNo.major, '接受', '整改有效，予以关闭');

    const toDecision = await advance('进入认证决定');
    await toDecision.waitFor({ state: 'hidden' });
    const row = tabPage(staff).locator('tr', { hasText: project.projectNo });
    await expect.poll(() => row.getByText('认证决定', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
  });

  it('staff issue the certificate; the PDF the customer downloads carries a valid signature', async () => {
    const row = tabPage(staff).locator('tr', { hasText: project.projectNo });
    await clickRowAction(row, '颁发证书');
    const dialog = staff.getByRole('dialog', { name: /^颁发证书：/ });
    await dialog.getByLabel('认证标准（含版本）').waitFor({ state: 'visible' });
    await expect.poll(() => dialog.getByLabel('认证决定日期').inputValue(), { timeout: 15_000 }).not.toBe('');
    await dialog.getByLabel('认证标准（含版本）').fill('GB/T 19001-2016 / ISO 9001:2015');
    await dialog.getByLabel('认证范围').fill('精密零部件的设计与制造');
    await dialog.getByLabel('认证场所').fill('上海市徐汇区漕河泾开发区示例路2号');
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'issue certificate after nonconformities');
    await okButton(dialog).click();
    await expect.poll(() => staff.getByText('证书已颁发').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    const list = await api<{ records: Array<{ id: string; certificateNo: string; projectId: string }> }>(
      'GET',
      '/isps/certificate/list?pageSize=100',
      tokens.customer,
    );
    certificate = list.result.records.find((c) => c.projectId === project.id)!;
    await customer.goto(`${server.baseUrl}/certificate/my`);
    const mine = tabPage(customer).locator('tr', { hasText: certificate.certificateNo });
    await expect.poll(() => mine.getByText('有效', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    const { bytes } = await download(customer, mine.getByText('下载证书', { exact: true }));
    const report = pdfsig(bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('the monthly CertSearch export, run once from 定时任务, lists the certificate', async () => {
    // The body schedules the monthly export (the 1st, 02:00), as an admin does once per install.
    const jobName = 'certsearchMonthlyExport';
    const description = `月度导出${Date.now().toString(36).slice(-4)}`;
    await api('POST', '/sys/quartzJob/add', tokens.admin, {
      jobName,
      cronExpression: '0 0 2 1 * ?',
      parameter: JSON.stringify({ format: 'xlsx', scope: 'all' }),
      description,
      status: 'paused',
    });
    await admin.goto(`${server.baseUrl}/system/quartz`);
    // By its description: the list shortens the job's title to its column.
    const job = tabPage(admin).locator('tr[data-row-key]').filter({ hasText: description });
    await expect.poll(() => job.count(), { timeout: 30_000 }).toBe(1);
    await clickRowAction(job, '执行一次');
    await confirmPopover(admin, '确定立即执行一次该任务吗?');
    await expect.poll(() => admin.getByText('执行成功').count(), { timeout: 60_000 }).toBeGreaterThan(0);

    // The owners find the stored export on IAF CertSearch导出 and download it.
    await staff.goto(`${server.baseUrl}/isps/certsearch`);
    const exported = tabPage(staff).locator('tr.ant-table-row').filter({ hasText: '按计划' }).first();
    await expect.poll(() => exported.count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(staff, 'certsearch exports');
    await screenshot(staff, 'nc-certsearch-exports-zh');
    // The stored file is linked from the export's details.
    await clickRowAction(exported, '详情');
    const details = staff.getByRole('dialog').filter({ has: staff.getByRole('link', { name: /\.xlsx$/ }) });
    await details.waitFor({ state: 'visible' });
    await expectNoSeriousViolations(staff, 'certsearch export details');
    const file = await download(staff, details.getByRole('link', { name: /\.xlsx$/ }));
    expect(file.name).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Certification')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = header.indexOf('Certificate Number');
    expect(column).toBeGreaterThan(0);
    const numbers: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) numbers.push(String(row.getCell(column).value));
    });
    expect(numbers).toContain(certificate.certificateNo);
  });
});
