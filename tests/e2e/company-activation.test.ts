/**
 * Company activation in Chromium, on the demo install's pending company: staff reject it
 * with a reason in the review queue; its main account sees 激活失败 and the reason, fills in the
 * company info with a licence image (a real PNG) and submits it (→ 待审核); staff approve it; the
 * customer sees 已激活. axe on every page and dialog; screenshots in zh-CN and en-US.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { failureScreenshot, launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { confirmPopover, signedInPage, tabPage } from './helpers/signed-in';
import { clickRowAction } from './helpers/row-action';

const LICENCE = join(import.meta.dirname, '../fixtures/licence.png');
const COMPANY = '待审核示例有限公司';

let server: RunningServer;
let browser: Browser;
let staff: Page;
let customer: Page;

/** The value cell next to a label of the detail page. */
const valueOf = (page: Page, label: string): Locator =>
  tabPage(page)
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');

/** The review list's row of the demo company. */
const companyRow = (): Locator => tabPage(staff).locator('tr', { hasText: COMPANY });

describe('company activation', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    staff = await signedInPage(browser, server, 'demostaff');
    customer = await signedInPage(browser, server, 'demopending');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows staff the pending company in the review queue, with its licence', async () => {
    await staff.goto(`${server.baseUrl}/system/company-review`);
    await expect.poll(() => companyRow().count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => companyRow().getByText('待审核', { exact: true }).count()).toBe(1);
    // The licence preview is the stored image, read with the staff session.
    await expect.poll(() => companyRow().locator('img').count(), { timeout: 15_000 }).toBe(1);
    await expectNoSeriousViolations(staff, 'company review (zh-CN)');
    await screenshot(staff, 'company-review-zh');
  });

  it('lets staff reject it with a reason', async () => {
    await clickRowAction(companyRow(), '驳回');
    const dialog = staff.getByRole('dialog', { name: '驳回企业激活' });
    await expect.poll(() => dialog.count()).toBe(1);
    // The reason is required.
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.getByText('请输入驳回原因').count()).toBe(1);
    // The pointer off the button: axe measures its colour at rest, not hovered.
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'reject dialog');
    await screenshot(staff, 'company-review-reject-zh');
    await dialog.getByLabel('驳回原因').fill('营业执照照片不清晰');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => staff.getByRole('dialog', { name: '驳回企业激活' }).count()).toBe(0);
    await expect.poll(() => companyRow().getByText('激活失败', { exact: true }).count()).toBe(1);
    expect(await companyRow().getByText('驳回', { exact: true }).count()).toBe(0);
  });

  it('shows the customer the failure and its reason, and lets them correct and resubmit', async () => {
    await customer.goto(`${server.baseUrl}/account/company`);
    await expect
      .poll(() => valueOf(customer, '激活状态').textContent(), { timeout: 30_000 })
      .toBe('激活失败');
    expect(await valueOf(customer, '失败原因').textContent()).toBe('营业执照照片不清晰');
    expect(await valueOf(customer, '说明').textContent()).toBe(
      '企业激活失败，请根据失败原因修改企业信息后重新提交审核',
    );
    expect(await valueOf(customer, '经营地区').textContent()).toBe('广东省 / 深圳市 / 南山区');
    await expectNoSeriousViolations(customer, 'company info, failed (zh-CN)');
    await failureScreenshot(customer, 'company-info-failed-zh');

    await tabPage(customer).getByRole('button', { name: '编辑企业信息' }).click();
    const dialog = customer.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('注册地址').count()).toBe(1);
    await dialog.getByLabel('注册地址').fill('福田街道示例大厦12层');
    // A new, clear licence image replaces the old one.
    const remove = dialog.getByRole('button', { name: /删除|Remove|delete/i });
    if ((await remove.count()) > 0) await remove.first().click();
    await dialog.locator('input[type=file]').setInputFiles(LICENCE);
    // Uploaded: the image widget offers its preview (an uploading or failed file has none).
    await expect
      .poll(() => dialog.getByRole('button', { name: '预览 licence.png' }).count(), { timeout: 15_000 })
      .toBe(1);
    await expectNoSeriousViolations(customer, 'company info edit dialog');
    await screenshot(customer, 'company-info-edit-zh');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => customer.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => valueOf(customer, '注册地址').textContent()).toBe('福田街道示例大厦12层');

    await tabPage(customer).getByRole('button', { name: '提交审核' }).click();
    await customer
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => valueOf(customer, '激活状态').textContent(), { timeout: 15_000 }).toBe('待审核');
    expect(await valueOf(customer, '说明').textContent()).toBe('企业信息审核中，审核通过后即可在线申请');
    // Submitted: no second submission, no failure reason shown.
    expect(await tabPage(customer).getByRole('button', { name: '提交审核' }).count()).toBe(0);
    expect(
      await tabPage(customer)
        .locator('.ant-descriptions-item-label', { hasText: /^失败原因$/ })
        .count(),
    ).toBe(0);
  });

  it('lets staff approve the resubmitted company', async () => {
    await tabPage(staff)
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    await expect
      .poll(() => companyRow().getByText('待审核', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    await clickRowAction(companyRow(), '通过');
    await expect.poll(() => staff.getByRole('tooltip').getByText('确定审核通过该企业吗?').count()).toBe(1);
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'approve confirmation');
    await confirmPopover(staff, '确定审核通过该企业吗?');
    await expect
      .poll(() => companyRow().getByText('已激活', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await companyRow().getByText('demostaff', { exact: true }).count()).toBe(1);
  });

  it('shows the customer the company activated, in Chinese and in English', async () => {
    await customer.reload();
    await expect.poll(() => valueOf(customer, '激活状态').textContent(), { timeout: 30_000 }).toBe('已激活');
    expect(await valueOf(customer, '说明').textContent()).toBe('企业已激活，可以在线申请');
    await expectNoSeriousViolations(customer, 'company info, activated (zh-CN)');
    await screenshot(customer, 'company-info-activated-zh');

    await customer.getByTestId('user-menu').click();
    await customer.getByRole('menuitem', { name: /English$/ }).click();
    await expect
      .poll(() => valueOf(customer, 'Activation status').textContent(), { timeout: 15_000 })
      .toBe('Activated');
    expect(await valueOf(customer, 'Note').textContent()).toBe(
      'Your company is activated: you can apply online',
    );
    await expectNoSeriousViolations(customer, 'company info, activated (en-US)');
    await screenshot(customer, 'company-info-activated-en');

    await staff.getByTestId('user-menu').click();
    await staff.getByRole('menuitem', { name: /English$/ }).click();
    // The list's rows carry the status text in the language they were read in: read them again.
    await staff.reload();
    await expect
      .poll(() => companyRow().getByText('Activated', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    await expectNoSeriousViolations(staff, 'company review (en-US)');
    await screenshot(staff, 'company-review-en');
  });
});
