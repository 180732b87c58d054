/**
 * An account an admin adds can work: in Chromium the admin adds a user with a role (role picker)
 * and a department (department tree picker); the new user logs in and sees that role's menu, where
 * before the user form had neither and the new user was sent back to login (未获取到菜单).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickFromSelect } from './helpers/select';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { apiLogin, changeChosenPassword, loginInBrowser, type Envelope } from './helpers/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

const USERNAME = 'rolecheck01';
const PASSWORD = 'Role-check-2026!';

const drawer = (): Locator => page.getByRole('dialog', { name: '用户管理 · 新增' });
/** Opens the picker labelled `label` in the drawer, clicks the entry titled `title` and sees it chosen. */
async function pick(label: string, title: string, entry: string): Promise<void> {
  // The innermost field with that label (the form's root object is a field holding them all).
  const field = drawer()
    .locator('.rf-field')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
  await pickFromSelect(page, field.locator('.ant-select').first(), title, entry);
  await expect.poll(() => field.getByText(title, { exact: true }).count()).toBeGreaterThan(0);
  // Close the (multiple) dropdown the way a mouse user does: click the drawer's title.
  await drawer().getByText('用户管理 · 新增').click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('a user added with a role and a department can work', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the admin adds the user with the role 员工 and a division', async () => {
    await page.goto(`${server.baseUrl}/system/user`);
    await page
      .locator('.renderer-list-toolbar')
      .getByRole('button', { name: /新\s*增$/ })
      .click();
    await expect.poll(() => drawer().count()).toBe(1);
    await drawer().getByLabel('用户账号').fill(USERNAME);
    await drawer().getByLabel('登录密码').fill(PASSWORD);
    await drawer().getByLabel('用户姓名').fill('角色检查');
    await pick('角色', '员工', '.ant-select-item-option');
    await pick('所属部门', '体系认证事业部', '.ant-select-tree-node-content-wrapper');
    await screenshot(page, 'user-roles-1-form');
    await drawer()
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await expect.poll(() => drawer().count()).toBe(0);

    // The server holds what the form showed.
    const token = await apiLogin(server.baseUrl, 'admin', server.accounts.admin!);
    const list = (await (
      await fetch(`${server.baseUrl}/sys/user/list?username=${USERNAME}`, {
        headers: { 'x-access-token': token },
      })
    ).json()) as Envelope<{ records: { id: string }[] }>;
    const id = list.result.records[0]!.id;
    const roles = (await (
      await fetch(`${server.baseUrl}/sys/user/queryUserRole?userid=${id}`, {
        headers: { 'x-access-token': token },
      })
    ).json()) as Envelope<string[]>;
    expect(roles.result).toHaveLength(1);
  });

  it('the new user logs in and sees the staff menu, not the admin-only entries', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const other = await context.newPage();
    await loginInBrowser(other, server.baseUrl, USERNAME, PASSWORD);
    // The administrator chose the password: the new user changes it before anything else.
    await changeChosenPassword(other, PASSWORD, 'Role-own-choice-2026!');
    const menu = other.getByTestId('side-menu');
    if ((await menu.getByText('用户管理', { exact: true }).count()) === 0) {
      await menu.getByText('系统管理', { exact: true }).click();
    }
    await expect.poll(() => menu.getByText('用户管理', { exact: true }).count()).toBe(1);
    await expect.poll(() => menu.getByText('数据字典', { exact: true }).count()).toBe(1);
    expect(await menu.getByText('角色管理', { exact: true }).count()).toBe(0);
    await screenshot(other, 'user-roles-2-new-user-menu');
    await context.close();
  });
});
