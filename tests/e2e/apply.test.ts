/**
 * Apply online in Chromium: the demo customer opens apply online from a home section's
 * link (?businessType=system_cert preselects it), is refused an 11th business type with the spec's
 * message, saves a draft (保存草稿) with the preset type and one added next to it, submits it from 我的申请; staff reject it with a reason in
 * 申请审核; the customer sees 已驳回 and the reason, and the history in the detail drawer. axe on
 * every page and dialog.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { apiLogin } from './helpers/session';
import { confirmPopover, signedInPage, tabPage } from './helpers/signed-in';
import { clickRowAction } from './helpers/row-action';

const SECTIONS = [
  '服务认证',
  '产品认证',
  '工业产品检验',
  '集装箱检验',
  '安全',
  '绿色低碳',
  '检测',
  '职业培训',
  '风险管理',
  '两化融合评定',
];
const REQUIREMENT = '需要质量管理体系和产品认证（端到端测试）';

let server: RunningServer;
let browser: Browser;
let staff: Page;
let customer: Page;
let applyNo = '';

const applyRow = (page: Page): Locator => tabPage(page).locator('tr', { hasText: applyNo });

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

describe('apply online', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    staff = await signedInPage(browser, server, 'demostaff');
    customer = await signedInPage(browser, server, 'democustomer');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens apply online with the section of the link chosen and refuses an 11th type', async () => {
    await customer.goto(`${server.baseUrl}/isps/apply-online?businessType=system_cert`);
    const types = tabPage(customer).locator('.ant-select', { has: customer.locator('#root_businessTypes') });
    await expect.poll(() => types.count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(() => types.locator('.ant-select-selection-item', { hasText: '体系认证' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // The activated company's name is shown, read-only, and its operation address is prefilled.
    const company = tabPage(customer).getByLabel('企业名称');
    await expect.poll(() => company.inputValue(), { timeout: 15_000 }).not.toBe('');
    expect(await company.isDisabled()).toBe(true);
    expect(await tabPage(customer).getByLabel('经营地址').inputValue()).not.toBe('');
    for (const title of SECTIONS) await pickType(customer, types, title);
    await customer.keyboard.press('Escape');
    await expect.poll(() => types.locator('.ant-select-selection-item').count()).toBeGreaterThanOrEqual(11);
    await tabPage(customer)
      .getByRole('button', { name: /^提\s*交$/ })
      .click();
    await expect
      .poll(() => tabPage(customer).getByText('申请的业务类型最多10个').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'apply online, 11 types');
    await screenshot(customer, 'apply-online-too-many-zh');
  });

  it('saves a draft with two business types; 提交 without the requirement is refused and keeps the draft', async () => {
    const types = tabPage(customer).locator('.ant-select', { has: customer.locator('#root_businessTypes') });
    // Keep 体系认证 and 产品认证: remove the others by their tags' close buttons.
    for (const title of SECTIONS.filter((s) => s !== '产品认证')) {
      await types
        .locator('.ant-select-selection-item', { hasText: new RegExp(`^${title}$`) })
        .locator('.ant-select-selection-item-remove')
        .click();
    }
    await expect.poll(() => types.locator('.ant-select-selection-item').count()).toBe(2);
    const area = tabPage(customer).locator('#root_operationArea');
    await area.click();
    await area.fill('南山区');
    await customer.locator('.ant-cascader-menu-item', { hasText: '深圳市' }).first().click();
    await tabPage(customer).getByLabel('经营地址').fill('科技园科苑路 8 号');
    await tabPage(customer).getByLabel('联系人').fill('王五');
    await tabPage(customer).getByLabel('联系邮箱').fill('wangwu@example.com');
    await tabPage(customer).getByLabel('联系电话').fill('13800138000');
    // 提交 without the requirement text: saved as a draft, the refusal shown, the form kept.
    await tabPage(customer)
      .getByRole('button', { name: /^提\s*交$/ })
      .click();
    await expect
      .poll(() => customer.getByText('提交前请填写需求描述').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await tabPage(customer).getByLabel('联系人').inputValue()).toBe('王五');
    await tabPage(customer).getByLabel('需求描述').fill(REQUIREMENT);
    // 保存草稿 only saves (提交 would submit it as well): the same draft, edited.
    await tabPage(customer)
      .getByRole('button', { name: /保存草稿/ })
      .click();
    await expect.poll(() => customer.getByText('编辑成功!').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The saved draft stays open with its values.
    expect(await tabPage(customer).getByLabel('需求描述').inputValue()).toBe(REQUIREMENT);
    expect(await tabPage(customer).getByLabel('联系人').inputValue()).toBe('王五');
  });

  it('lists the draft in 我的申请 and submits it', async () => {
    await customer.goto(`${server.baseUrl}/account/applies`);
    const first = tabPage(customer).locator('tbody tr.ant-table-row').first();
    await expect.poll(() => first.textContent(), { timeout: 30_000 }).toMatch(/AP\d{18}/);
    applyNo = /AP\d{18}/.exec((await first.textContent()) ?? '')?.[0] ?? '';
    expect(await applyRow(customer).getByText('草稿', { exact: true }).count()).toBe(1);
    // One draft: the refused 提交 and the 保存草稿 after it wrote the same application.
    const token = await apiLogin(server.baseUrl, 'democustomer', server.accounts.democustomer!);
    const mine = await fetch(
      `${server.baseUrl}/isps/apply/list?pageSize=50&contact=${encodeURIComponent('王五')}`,
      { headers: { 'x-access-token': token } },
    );
    const records = (
      (await mine.json()) as { result: { records: Array<{ applyNo: string; requirement: string }> } }
    ).result.records;
    expect(records.map((r) => `${r.applyNo} ${r.requirement}`)).toEqual([`${applyNo} ${REQUIREMENT}`]);
    expect(await applyRow(customer).getByText('体系认证、产品认证').count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(customer, 'my applications');
    // A draft can be deleted; once submitted it cannot.
    expect(await applyRow(customer).getByText('删除', { exact: true }).count()).toBe(1);
    await clickRowAction(applyRow(customer), '提交');
    await confirmPopover(customer, '确定提交该申请吗?');
    await expect
      .poll(() => applyRow(customer).getByText('已提交', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    // Submitted: no more editing or submitting, withdrawing is offered.
    expect(await applyRow(customer).getByText('编辑', { exact: true }).count()).toBe(0);
    expect(await applyRow(customer).getByText('撤回', { exact: true }).count()).toBe(1);
    expect(await applyRow(customer).getByText('删除', { exact: true }).count()).toBe(0);
    await screenshot(customer, 'my-applications-submitted-zh');
  });

  it('lets staff reject it with a reason', async () => {
    await staff.goto(`${server.baseUrl}/isps/apply-review`);
    await expect.poll(() => applyRow(staff).count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(staff, 'application review');
    await clickRowAction(applyRow(staff), '驳回');
    const dialog = staff.getByRole('dialog', { name: '驳回' });
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.getByText('请输入驳回原因').count(), { timeout: 15_000 }).toBe(1);
    await staff.mouse.move(0, 0);
    await expectNoSeriousViolations(staff, 'reject application dialog');
    await screenshot(staff, 'apply-review-reject-zh');
    await dialog.getByLabel('驳回原因').fill('请补充产品型号清单');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => staff.getByRole('dialog', { name: '驳回' }).count(), { timeout: 15_000 }).toBe(0);
    await expect
      .poll(() => applyRow(staff).getByText('已驳回', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await applyRow(staff).getByText('受理', { exact: true }).count()).toBe(0);
  });

  it('shows the customer the rejection, its reason and the history', async () => {
    await tabPage(customer)
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    await expect
      .poll(() => applyRow(customer).getByText('已驳回', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await applyRow(customer).getByText('请补充产品型号清单').count()).toBe(1);
    await clickRowAction(applyRow(customer), '处理记录');
    const drawer = customer.locator('.ant-drawer');
    await expect.poll(() => drawer.getByTestId('history-step').count(), { timeout: 15_000 }).toBe(2);
    expect(await drawer.getByTestId('history-step').nth(1).textContent()).toContain('已提交 → 已驳回');
    expect(await drawer.getByTestId('history-step').nth(1).textContent()).toContain('请补充产品型号清单');
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'application history');
    await screenshot(customer, 'application-history-zh');
  });
});
