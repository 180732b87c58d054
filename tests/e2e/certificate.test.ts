/**
 * Certificates in Chromium: a certificate issued for a decided project of the demo
 * company shows 有效 on the public /verify page (no login, no shell; zh-CN and en-US); staff suspend
 * it in 证书管理 with a reason, and the public page then shows 暂停. axe on every page and dialog.
 * The project row is written into the stopped demo install's database (the project screens are
 * another part's); everything after that goes through the app.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../src/shared/certificate/cert-dates';
import { qrTextsOfPdf } from '../api/helpers/pdf-qr';
import { insertProject } from '../api/helpers/projects';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { newInstall, startServer, type Install, type RunningServer } from './helpers/server';
import { apiLogin, loginInBrowser, type Envelope } from './helpers/session';
import { download, tabPage } from './helpers/signed-in';
import { clickRowAction } from './helpers/row-action';

let server: RunningServer;
let browser: Browser;
let visitor: Page;
let staff: Page;
let customer: Page;
let certificateNo = '';
const passwords: Record<string, string> = {};
let install: Install;

const statusTag = (page: Page): Locator => page.locator('[data-status]');
/** The shown certificate's status code, or null while none is shown. */
const statusOf = (page: Page): Promise<string | null> =>
  statusTag(page)
    .getAttribute('data-status')
    .catch(() => null);

describe('certificate verification', () => {
  beforeAll(async () => {
    // An install of its own (migrated, seeded, demo accounts); the project is written into its
    // database before the server starts.
    install = await newInstall();
    Object.assign(passwords, install.accounts);
    const database = await install.connect();
    const staffRow = await database.db
      .selectFrom('sys_user')
      .select('division_id')
      .where('username', '=', 'demostaff')
      .executeTakeFirstOrThrow();
    const customerRow = await database.db
      .selectFrom('sys_user')
      .select('company_id')
      .where('username', '=', 'democustomer')
      .executeTakeFirstOrThrow();
    const projectId = await insertProject(database.db, {
      companyId: customerRow.company_id!,
      divisionId: staffRow.division_id,
      projectName: '质量管理体系认证项目',
      stageCode: 'decision',
      decisionDate: '2025-12-01',
    });
    await database.db.destroy();

    server = await startServer(install.env);
    const token = await apiLogin(server.baseUrl, 'demostaff', passwords.demostaff!);
    const res = await fetch(`${server.baseUrl}/isps/certificate/issue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({
        projectId,
        issueDate: todayIso(),
        standard: 'GB/T 19001-2016 / ISO 9001:2015',
        scope: '软件开发与信息技术服务',
        sites: '上海市浦东新区祖冲之路887弄',
      }),
    });
    const issued = (await res.json()) as Envelope<{ certificateNo: string }>;
    if (!issued.success) throw new Error(`issue failed: ${issued.message}`);
    certificateNo = issued.result.certificateNo;

    browser = await launchBrowser();
    // A context of its own: this user's cookies and storage, nobody else's.
    const pageOfItsOwn = async (width: number) =>
      (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    [visitor, staff, customer] = await Promise.all([
      pageOfItsOwn(1280),
      pageOfItsOwn(1440),
      pageOfItsOwn(1440),
    ]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await install?.remove();
  });

  it('shows a visitor without a login the certificate and its status', async () => {
    await visitor.goto(`${server.baseUrl}/verify?no=${encodeURIComponent(certificateNo)}`);
    await expect.poll(() => statusOf(visitor), { timeout: 30_000 }).toBe('valid');
    await expect.poll(() => statusTag(visitor).textContent()).toBe('有效');
    expect(visitor.url()).toContain('/verify?no=');
    // By number alone: the register's entry, without the sites (addresses); the QR code's token shows them.
    expect(await visitor.getByText('软件开发与信息技术服务').count()).toBe(1);
    expect(await visitor.getByText('上海市浦东新区祖冲之路887弄').count()).toBe(0);
    // No shell: no side menu, no tabs.
    expect(await visitor.locator('[data-tab-page]').count()).toBe(0);
    await expectNoSeriousViolations(visitor, 'verify (zh-CN)');
    await screenshot(visitor, 'certificate-verify-zh');
  });

  it('says so for an unknown number, and searches from the form', async () => {
    await visitor.getByLabel('证书编号').fill('CD-S-1999-000001');
    await visitor.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(() => visitor.getByText('未找到该编号的证书，请核对后重试。').count(), { timeout: 30_000 })
      .toBe(1);
    await expectNoSeriousViolations(visitor, 'verify not found');
    await visitor.getByLabel('证书编号').fill(certificateNo);
    await visitor.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => statusOf(visitor), { timeout: 30_000 }).toBe('valid');
  });

  it('reads in English', async () => {
    // The blank layout's language switch (remembered for the context; switched back at the end).
    await visitor.getByRole('button', { name: 'English' }).click();
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'Certificate verification' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expect.poll(() => statusTag(visitor).textContent(), { timeout: 30_000 }).toBe('Valid');
    expect(await visitor.getByText('Holder', { exact: true }).count()).toBe(1);
    await expectNoSeriousViolations(visitor, 'verify (en-US)');
    await screenshot(visitor, 'certificate-verify-en');
    await visitor.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => visitor.getByRole('heading', { name: '证书验证' }).count()).toBe(1);
  });

  it('lets staff suspend it in 证书管理, after which the public page shows 暂停', async () => {
    await loginInBrowser(staff, server.baseUrl, 'demostaff', passwords.demostaff!);
    await staff.goto(`${server.baseUrl}/isps/certificate`);
    const row = tabPage(staff).locator('tr', { hasText: certificateNo });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText('有效', { exact: true }).count()).toBe(1);
    await expectNoSeriousViolations(staff, 'certificate management');
    await screenshot(staff, 'certificate-list-zh');
    await clickRowAction(row, '暂停');
    const dialog = staff.getByRole('dialog', { name: '暂停证书' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('原因').fill('监督审核未按期进行');
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'suspend dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => staff.getByRole('dialog', { name: '暂停证书' }).count(), { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(() => row.getByText('暂停', { exact: true }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);

    await visitor.goto(`${server.baseUrl}/verify?no=${encodeURIComponent(certificateNo)}`);
    await expect.poll(() => statusOf(visitor), { timeout: 30_000 }).toBe('suspended');
    expect(await visitor.getByText('监督审核未按期进行').count()).toBe(0);
    await expectNoSeriousViolations(visitor, 'verify after suspension');
  });

  it('shows the customer the certificate in 证书查询, with its details and the PDF', async () => {
    await loginInBrowser(customer, server.baseUrl, 'democustomer', passwords.democustomer!);
    await customer.goto(`${server.baseUrl}/certificate/my`);
    const row = tabPage(customer).locator('tr', { hasText: certificateNo });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText('暂停', { exact: true }).count()).toBe(1);
    await expectNoSeriousViolations(customer, 'my certificates');
    await screenshot(customer, 'certificate-my-zh');
    const file = await download(customer, row.getByText('下载证书', { exact: true }));
    expect(file.name).toBe(`${certificateNo}.pdf`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Its QR code: this install's listen address (no PUBLIC_BASE_URL in development), the number and
    // the token, which opens the full view with the sites.
    const [qr] = await qrTextsOfPdf(new Uint8Array(file.bytes));
    const address = new URL(qr!);
    expect(address.origin).toBe(server.baseUrl);
    expect(address.searchParams.get('no')).toBe(certificateNo);
    expect(address.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    await visitor.goto(qr!);
    await expect.poll(() => statusOf(visitor), { timeout: 30_000 }).toBe('suspended');
    // With the token: the audited site, and the holder's address with its district (the demo company's).
    expect(await visitor.getByText('上海市浦东新区祖冲之路887弄').count()).toBe(1);
    expect(await visitor.getByText('上海市浦东新区张江路1号').count()).toBe(1);
    await expectNoSeriousViolations(visitor, 'verify by the QR code');
    await clickRowAction(row, '详情');
    const dialog = customer.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('上海市浦东新区祖冲之路887弄').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'certificate detail');
    await screenshot(customer, 'certificate-detail-zh');
  });
});
