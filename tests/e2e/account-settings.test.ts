/**
 * The personal info page as a schema page (schemas/pages/account-settings.json, kind detail, the
 * signed-in user's own record) in Chromium: the demo customer sees their fields read-only in zh-CN
 * and en-US, opens 修改密码 from the page, and axe finds no critical or serious violation.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { apiLogin, loginInBrowser, type Envelope } from './helpers/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

/** The visible tab's page (kept-alive tabs stay in the document, hidden). */
const tabPage = (): Locator => page.locator('[data-tab-page]:not([hidden])');

/** The value cell next to a label of the detail table. */
const valueOf = (label: string): Locator =>
  tabPage()
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');

async function adminCall<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

describe('personal info page (account-settings)', () => {
  beforeAll(async () => {
    server = await sharedServer();
    // An administrator gives the demo customer a sex, a phone and a department, so the page has a
    // dictionary text and a department name to show.
    const admin = await apiLogin(server.baseUrl, 'admin', server.accounts.admin!);
    const users = await adminCall<{ records: Array<{ id: string; realname: string }> }>(
      admin,
      'GET',
      '/sys/user/list?username=democustomer',
    );
    const user = users.result.records[0]!;
    const tree = await adminCall<Array<{ id: string; children?: Array<{ id: string; departName: string }> }>>(
      admin,
      'GET',
      '/sys/sysDepart/queryTreeList',
    );
    const division = tree.result[0]!.children!.find((d) => d.departName === '产品认证事业部')!;
    const edited = await adminCall(admin, 'PUT', '/sys/user/edit', {
      id: user.id,
      realname: user.realname,
      sex: '2',
      phone: '13800000000',
      selecteddeparts: division.id,
    });
    expect(edited.success, edited.message).toBe(true);

    browser = await launchBrowser();
    // A context of its own: this user's cookies and storage, nobody else's.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await loginInBrowser(page, server.baseUrl, 'democustomer', server.accounts.democustomer!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the customer their own record read-only, in Chinese', async () => {
    await page.goto(`${server.baseUrl}/account/settings`);
    await expect.poll(() => tabPage().getByText('个人信息', { exact: true }).count()).toBe(1);
    await expect.poll(() => valueOf('用户账号').textContent()).toBe('democustomer');
    expect(await valueOf('用户姓名').textContent()).toBe('演示客户');
    expect(await valueOf('性别').textContent()).toBe('女');
    expect(await valueOf('手机号码').textContent()).toBe('13800000000');
    expect(await valueOf('电子邮箱').textContent()).toBe('无');
    expect(await valueOf('所属部门').textContent()).toBe('产品认证事业部');
    const labels = await tabPage().locator('.ant-descriptions-item-label').allTextContents();
    expect(labels).toEqual([
      '头像',
      '用户账号',
      '用户姓名',
      '性别',
      '生日',
      '手机号码',
      '电子邮箱',
      '所属部门',
    ]);
    // Nothing to type into: a view, not a form.
    expect(await tabPage().locator('input, textarea, select').count()).toBe(0);
    await expectNoSeriousViolations(page, 'personal info (zh-CN)');
    await screenshot(page, 'account-settings-zh');
  });

  it('opens 修改密码 from the page', async () => {
    await tabPage().getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect.poll(() => dialog.count()).toBe(1);
    await expect.poll(() => dialog.getByLabel('旧密码').count()).toBe(1);
    await expectNoSeriousViolations(page, 'personal info, change password open');
    await screenshot(page, 'account-settings-password');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: '修改密码' }).count()).toBe(0);
  });

  it('shows the same page in English', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /English$/ }).click();
    await expect.poll(() => tabPage().getByText('Personal information', { exact: true }).count()).toBe(1);
    await expect.poll(() => valueOf('Sex').textContent()).toBe('Female');
    expect(await valueOf('Username').textContent()).toBe('democustomer');
    expect(await valueOf('Departments').textContent()).toBe('Product Certification Division');
    expect(await valueOf('Email').textContent()).toBe('None');
    const labels = await tabPage().locator('.ant-descriptions-item-label').allTextContents();
    expect(labels).toEqual([
      'Avatar',
      'Username',
      'Real name',
      'Sex',
      'Birthday',
      'Mobile phone',
      'Email',
      'Departments',
    ]);
    await tabPage().getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Change password' }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'personal info (en-US), change password open');
    await screenshot(page, 'account-settings-en');
    await page.keyboard.press('Escape');
  });
});
