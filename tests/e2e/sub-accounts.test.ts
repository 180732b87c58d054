/**
 * Sub-accounts and personal information in Chromium: the demo customer (main account)
 * creates a sub-account in 账户管理, the sub-account logs in in a second browser context, the main
 * account freezes it and the sub-account's open page falls back to login on its next request; the
 * main account edits its personal information with a cropped avatar that the header then shows;
 * the reset-password dialog opens from the row. axe on each page and dialog, screenshots in zh-CN
 * and en-US.
 */
import { deflateSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { changeChosenPassword, loginInBrowser } from './helpers/session';
import { clickRowAction } from './helpers/row-action';

const SUB = 'e2esub01';
const SUB_PASSWORD = 'Sub-account-2026!';

let server: RunningServer;
let browser: Browser;
let mainContext: BrowserContext;
let page: Page;
let subContext: BrowserContext;
let sub: Page;

const tabPage = (): Locator => page.locator('[data-tab-page]:not([hidden])');
const rowOf = (username: string): Locator => tabPage().locator('tr.ant-table-row', { hasText: username });

/** A small opaque PNG (a two-colour picture, so a crop has something to show). */
function testPng(width = 120, height = 80): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(x < width / 2 ? [24, 144, 255] : [250, 173, 20], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sub-accounts and personal information', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // A context of its own: this user's cookies and storage, nobody else's.
    mainContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await mainContext.newPage();
    await loginInBrowser(page, server.baseUrl, 'democustomer', server.accounts.democustomer!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the main account sees its company accounts in 账户管理, itself protected', async () => {
    await page.goto(`${server.baseUrl}/account/custaccount`);
    await expect.poll(() => rowOf('democustomer').count(), { timeout: 30_000 }).toBe(1);
    expect(await rowOf('democustomer').getByText('示例科技有限公司').count()).toBe(1);
    await expectNoSeriousViolations(page, 'account management (zh-CN)');
    await screenshot(page, 'sub-accounts-1-list-zh');
  });

  it('creates a sub-account', async () => {
    await tabPage()
      .locator('.renderer-list-toolbar')
      .getByRole('button', { name: /新\s*增$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /账户管理 · 新增|账户 · 新增/ });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('账号').fill(SUB);
    await dialog.getByLabel('登录密码').fill(SUB_PASSWORD);
    await dialog.getByLabel('真实姓名').fill('子账号甲');
    await expectNoSeriousViolations(page, 'account management, add dialog');
    await screenshot(page, 'sub-accounts-2-add-zh');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rowOf(SUB).count()).toBe(1);
    expect(await rowOf(SUB).getByText('正常').count()).toBe(1);
  });

  it('the sub-account logs in in a second browser', async () => {
    subContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    sub = await subContext.newPage();
    await loginInBrowser(sub, server.baseUrl, SUB, SUB_PASSWORD);
    // The main account chose the password: the sub-account changes it before anything else.
    await changeChosenPassword(sub, SUB_PASSWORD, 'Sub-own-choice-2026!');
    await screenshot(sub, 'sub-accounts-3-sub-home');
  });

  it('opens the reset-password dialog from the row', async () => {
    await clickRowAction(rowOf(SUB), '重置密码');
    const dialog = page.getByRole('dialog', { name: `重置密码：${SUB}` });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectNoSeriousViolations(page, 'account management, reset password');
    await screenshot(page, 'sub-accounts-4-reset-zh');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('the main account freezes it; its open page falls back to login on its next request', async () => {
    await clickRowAction(rowOf(SUB), '冻结');
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => rowOf(SUB).getByText('冻结', { exact: true }).count()).toBe(1);
    // The sub-account's next request (opening its personal info from the menu) is refused: back to login.
    const menu = sub.getByTestId('side-menu');
    if ((await menu.getByText('个人信息', { exact: true }).count()) === 0)
      await menu.getByText('我的', { exact: true }).click();
    await menu.getByText('个人信息', { exact: true }).click();
    await sub.waitForURL(/\/user\/login/, { timeout: 30_000 });
    await screenshot(sub, 'sub-accounts-5-sub-back-to-login');
    await subContext.close();
  });

  it('the main account edits its personal information with a cropped avatar', async () => {
    await page.goto(`${server.baseUrl}/account/settings`);
    await tabPage().getByRole('button', { name: '编辑个人信息' }).click();
    const dialog = page.getByRole('dialog', { name: /个人信息 · 编辑|编辑/ }).first();
    await expect.poll(() => dialog.getByLabel('用户姓名').count()).toBe(1);
    await dialog.getByLabel('用户姓名').fill('演示客户改');
    const folder = mkdtempSync(join(tmpdir(), 'certdesk-avatar-'));
    const file = join(folder, 'me.png');
    writeFileSync(file, testPng());
    await dialog.locator('input[type="file"]').setInputFiles(file);
    const crop = page.getByRole('dialog', { name: '裁剪头像' });
    await expect.poll(() => crop.count()).toBe(1);
    await crop.getByRole('group', { name: '裁剪区域' }).focus();
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowLeft');
    await expectNoSeriousViolations(page, 'personal info, avatar crop');
    await screenshot(page, 'sub-accounts-6-avatar-crop-zh');
    await crop.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => crop.count()).toBe(0);
    await expect.poll(() => dialog.locator('img').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => tabPage().getByText('演示客户改', { exact: true }).count()).toBe(1);
    // The header shows the new name and the stored avatar.
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('演示客户改');
    await expect.poll(() => page.getByTestId('user-menu').locator('img').count()).toBe(1);
    await expectNoSeriousViolations(page, 'personal info after edit');
    await screenshot(page, 'sub-accounts-7-settings-zh');
  });

  it('shows account management and its dialogs in English', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /English$/ }).click();
    await page.goto(`${server.baseUrl}/account/custaccount`);
    await expect
      .poll(() => rowOf(SUB).getByText('Unfreeze', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await tabPage().locator('th', { hasText: 'Company' }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'account management (en-US)');
    await screenshot(page, 'sub-accounts-8-list-en');
    await clickRowAction(rowOf(SUB), 'Reset password');
    const dialog = page.getByRole('dialog', { name: `Reset password: ${SUB}` });
    await expect.poll(() => dialog.count()).toBe(1);
    await screenshot(page, 'sub-accounts-9-reset-en');
    await page.keyboard.press('Escape');
    await page.goto(`${server.baseUrl}/account/settings`);
    await expect.poll(() => tabPage().getByRole('button', { name: 'Edit personal info' }).count()).toBe(1);
    await screenshot(page, 'sub-accounts-10-settings-en');
  });
});
