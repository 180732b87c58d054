/**
 * Projects in Chromium (W2): a project of the demo company (created while the install is
 * stopped, by the same createProjectsForApply that accepting an application runs); staff advance it
 * with a note in 项目管理 and upload the acceptance notice; the customer sees the stage timeline in
 * 进度查询, opens the notice's files, uploads the signed copy and — after the on-site audit stage —
 * evaluates the team with the star ratings. axe on every page and dialog.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import type { SessionUser } from '../../src/server/auth/session-user';
import { createProjectsForApply } from '../../src/server/modules/project/create-projects';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { newInstall, startServer, type Install, type RunningServer } from './helpers/server';
import { apiLogin, type Envelope } from './helpers/session';
import { dialogNamed as drawer, download, signedInPage, tabPage } from './helpers/signed-in';
import { clickRowAction } from './helpers/row-action';

const FILES = mkdtempSync(join(tmpdir(), 'certdesk-e2e-project-files-'));
const NOTICE_PDF = join(FILES, '受理告知书.pdf');
/** Demo data holds other projects of the company: this unit names ours in the customer's lists. */
const UNIT = '浦江审核一组';
const SIGNED_PNG = join(import.meta.dirname, '../fixtures/licence.png');

let server: RunningServer;
let browser: Browser;
let staff: Page;
let customer: Page;
let projectId = '';
let projectNo = '';
const passwords: Record<string, string> = {};
let install: Install;

const projectRow = (page: Page): Locator => tabPage(page).locator('tr', { hasText: projectNo });

async function advanceOverApi(token: string, note: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/isps/project/advance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({ id: projectId, note }),
  });
  const answer = (await res.json()) as Envelope<{ stageCode: string }>;
  if (!answer.success) throw new Error(`advance failed: ${answer.message}`);
  return answer.result.stageCode;
}

describe('projects, notices and the team evaluation', () => {
  beforeAll(async () => {
    writeFileSync(
      NOTICE_PDF,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4000, 0x20), Buffer.from('\n%%EOF\n')]),
    );
    // An install of its own (migrated, seeded, demo accounts); the project is written into its
    // database before the server starts.
    install = await newInstall();
    Object.assign(passwords, install.accounts);
    const database = await install.connect();
    const customerRow = await database.db
      .selectFrom('sys_user')
      .select('company_id')
      .where('username', '=', 'democustomer')
      .executeTakeFirstOrThrow();
    const applyId = newId();
    await database.db
      .insertInto('isps_apply' as never)
      .values({
        id: applyId,
        company_id: customerRow.company_id,
        apply_no: `AE2E${applyId.slice(0, 8)}`,
        company_name: '示例科技有限公司',
        contact: '张三',
        contact_email: 'zhang@example.com',
        contact_phone: '13800138000',
        requirement: '质量管理体系认证',
        business_types: 'system_cert-iso9001',
        status: 'accepted',
        submitted_at: new Date(),
      } as never)
      .execute();
    const admin = { username: 'admin', realname: '管理员' } as SessionUser;
    const [created] = await database.db
      .transaction()
      .execute((trx) =>
        createProjectsForApply(trx, { apply: { id: applyId }, user: admin, input: { executingUnit: UNIT } }),
      );
    projectId = created!.id;
    projectNo = created!.projectNo;
    await database.db.destroy();

    server = await startServer(install.env);
    browser = await launchBrowser();
    const site = { baseUrl: server.baseUrl, accounts: passwords };
    staff = await signedInPage(browser, site, 'demostaff');
    customer = await signedInPage(browser, site, 'democustomer');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await install?.remove();
    rmSync(FILES, { recursive: true, force: true });
  });

  it('lets staff advance the project one stage with a note', async () => {
    await staff.goto(`${server.baseUrl}/isps/project`);
    await expect.poll(() => projectRow(staff).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => projectRow(staff).getByText('申请评审', { exact: true }).count()).toBe(1);
    await expectNoSeriousViolations(staff, 'project management');
    await screenshot(staff, 'project-list-zh');
    await clickRowAction(projectRow(staff), '推进阶段');
    const dialog = staff.getByRole('dialog', { name: '推进阶段' });
    await expect.poll(() => dialog.count()).toBe(1);
    await expect
      .poll(() => dialog.getByTestId('transition-question').textContent())
      .toBe('确定将项目从“申请评审”推进到“合同签订”吗?');
    await dialog.getByLabel('备注').fill('申请评审通过');
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'advance dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => staff.getByRole('dialog', { name: '推进阶段' }).count(), { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(() => projectRow(staff).getByText('合同签订', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
  });

  it('lets staff upload the acceptance notice', async () => {
    await clickRowAction(projectRow(staff), '受理告知书');
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
    await expect
      .poll(() => form.getByTitle('受理告知书.pdf').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'notice upload form');
    await form.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    await expect.poll(() => notices.locator('tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBe(1);
    await screenshot(staff, 'project-notice-staff-zh');
  });

  it('shows the customer the progress and the stage timeline with the note', async () => {
    await customer.goto(`${server.baseUrl}/progress/query`);
    // The progress list shows the project by name (its number is not a column there).
    const row = tabPage(customer).locator('tr', { hasText: UNIT });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText('合同签订', { exact: true }).count()).toBe(1);
    await expectNoSeriousViolations(customer, 'progress query');
    await screenshot(customer, 'project-progress-zh');
    await clickRowAction(row, '阶段记录');
    const timeline = drawer(customer, '阶段记录');
    await expect.poll(() => timeline.getByText('申请评审通过').count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(customer, 'stage timeline');
    await screenshot(customer, 'project-timeline-zh');
    await customer.keyboard.press('Escape');
    await expect.poll(() => drawer(customer, '阶段记录').isVisible()).toBe(false);
  });

  it('lets the customer open the notice and upload the signed copy', async () => {
    const row = tabPage(customer).locator('tr', { hasText: UNIT });
    await clickRowAction(row, '受理告知书');
    const notices = drawer(customer, '受理告知书');
    const noticeRow = notices.locator('tbody tr.ant-table-row');
    await expect.poll(() => noticeRow.count(), { timeout: 30_000 }).toBe(1);
    // The notice file: a download link in the record's files.
    await noticeRow.getByText('查看文件', { exact: true }).click();
    const files = drawer(customer, '查看文件');
    // Stored under a generated name, shown and saved under the name it was uploaded with.
    const link = files.getByRole('link', { name: '受理告知书.pdf' });
    await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1);
    const file = await download(customer, link);
    expect(file.name).toBe('受理告知书.pdf');
    expect(file.bytes.equals(readFileSync(NOTICE_PDF))).toBe(true);
    // The pointer off the link: axe measures its colour at rest, not hovered.
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'notice files');
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
    await expectNoSeriousViolations(customer, 'signed copy form');
    await form.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    // The row now holds the signed copy (by the name it was uploaded with) and its upload time.
    await expect
      .poll(async () => (await noticeRow.locator('td').allTextContents()).join(' '), { timeout: 30_000 })
      .toMatch(/licence\.png.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await screenshot(customer, 'project-notice-customer-zh');
    await customer.keyboard.press('Escape');
  });

  it('lets the customer evaluate the team once the on-site audit is over', async () => {
    const token = await apiLogin(server.baseUrl, 'demostaff', passwords.demostaff!);
    let stage = '';
    while (stage !== 'nc_closure') stage = await advanceOverApi(token, '推进');
    await customer.goto(`${server.baseUrl}/progress/query`);
    const row = tabPage(customer).locator('tr', { hasText: UNIT });
    await expect
      .poll(() => row.getByText('不符合项关闭', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    await clickRowAction(row, '团队评价');
    const evaluations = drawer(customer, '团队评价');
    await expect
      .poll(() => evaluations.getByRole('button', { name: /评价团队/ }).count(), { timeout: 30_000 })
      .toBe(1);
    await evaluations.getByRole('button', { name: /评价团队/ }).click();
    const form = customer
      .getByRole('dialog')
      .filter({ has: customer.getByRole('radiogroup') })
      .last();
    await expect.poll(() => form.getByRole('radiogroup').count(), { timeout: 30_000 }).toBe(5);
    for (const [label, score] of [
      ['个人素质', '5'],
      ['业务能力', '4'],
      ['专业能力', '5'],
      ['行为规范', '4'],
      ['服务态度', '5'],
    ] as const) {
      await form.getByRole('radiogroup', { name: label }).getByRole('radio', { name: score }).click();
    }
    await form.getByLabel('意见').fill('审核组专业、细致');
    await customer.mouse.move(0, 0);
    await screenshot(customer, 'project-evaluation-form-zh');
    await expectNoSeriousViolations(customer, 'team evaluation form');
    await form.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    await expect.poll(() => evaluations.getByText('审核组专业、细致').count(), { timeout: 30_000 }).toBe(1);
    // Evaluated once: 评价团队 is no longer offered.
    await expect
      .poll(() => evaluations.getByRole('button', { name: /评价团队/ }).count(), { timeout: 30_000 })
      .toBe(0);
  });
});
