/**
 * The notice centre in Chromium: the demo customer's page is open; an admin creates an
 * urgent announcement for the customer's company (over the API) and publishes it on the admin
 * screen (系统通告, row action 发布). The customer's page — never reloaded — gets the badge through
 * the live socket; opening the item marks it read (the badge goes) and shows the detail dialog
 * with the sanitised body; /isps/userAnnouncement lists it as read. An announcement revoked while the
 * page is open leaves its bell the same way. axe on every page and dialog.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { apiLogin, type Envelope } from './helpers/session';
import { confirmPopover, signedInPage, tabPage } from './helpers/signed-in';
import { clickRowAction } from './helpers/row-action';

const TITLE = '紧急：今晚系统维护';
const COMPANY = '示例科技有限公司';

let server: RunningServer;
let browser: Browser;
let admin: Page;
let customer: Page;
let adminToken: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      'X-Access-Token': adminToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

const bell = (page: Page) => page.getByTestId('notice-bell');
const bellLabel = (page: Page) => bell(page).getAttribute('aria-label');
const unreadIn = (label: string | null): number => Number(/(\d+)/.exec(label ?? '')?.[1] ?? 0);

describe('notice centre', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    adminToken = await apiLogin(server.baseUrl, 'admin', server.accounts.admin!);
    admin = await signedInPage(browser, server, 'admin');
    customer = await signedInPage(browser, server, 'democustomer');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the customer's page the new urgent announcement live, without a reload", async () => {
    // The bell has read the customer's notices (its name is settled) before the announcement exists.
    await expect.poll(() => bellLabel(customer), { timeout: 30_000 }).toMatch(/^消息通知/);
    const before = unreadIn(await bellLabel(customer));
    // A mark on this page's window: a reload would lose it.
    await customer.evaluate(() => ((window as unknown as { __noticeMark?: number }).__noticeMark = 1));
    await expectNoSeriousViolations(customer, 'home with the bell (zh-CN)');

    const companies = await api<{ records: Array<{ id: string; name: string }> }>(
      'GET',
      `/isps/company/list?name=${encodeURIComponent(COMPANY)}`,
    );
    const companyId = companies.result.records.find((c) => c.name === COMPANY)?.id;
    expect(companyId).toBeTruthy();
    const added = await api<{ id: string }>('POST', '/sys/annountCement/add', {
      titile: TITLE,
      msgContent:
        '<p>今晚 <strong>22:00</strong> 起维护两小时</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">链接</a>',
      priority: 'H',
      msgCategory: '1',
      msgType: 'COMPANY',
      companyIds: companyId,
      openType: 'plain',
    });
    expect(added.success, added.message).toBe(true);

    // Published on the admin screen.
    await admin.goto(`${server.baseUrl}/system/announcement`);
    const row = tabPage(admin).locator('tr', { hasText: TITLE });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await clickRowAction(row, '发布');
    await expect.poll(() => admin.getByRole('tooltip').getByText('确定发布该通告吗?').count()).toBe(1);
    await admin.mouse.move(0, 0);
    await expectNoSeriousViolations(admin, 'announcement list, publish confirmation');
    await confirmPopover(admin, '确定发布该通告吗?');
    await expect.poll(() => row.getByText('已发布', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // The customer's open page: one more unread, named on the bell, on the same window.
    await expect.poll(async () => unreadIn(await bellLabel(customer)), { timeout: 30_000 }).toBe(before + 1);
    expect(await bellLabel(customer)).toBe(`消息通知，${before + 1} 条未读`);
    expect(await customer.evaluate(() => (window as unknown as { __noticeMark?: number }).__noticeMark)).toBe(
      1,
    );
    await expect.poll(() => bell(customer).locator('.ant-badge-count').count()).toBe(1);
  });

  it('opens it from the bell: the detail dialog with the sanitised body, and it is marked read', async () => {
    const before = unreadIn(await bellLabel(customer));
    // By keyboard: Enter on the bell moves the focus into the popover, Tab reaches the item.
    await bell(customer).focus();
    await customer.keyboard.press('Enter');
    const panel = customer.getByTestId('notice-panel');
    await expect.poll(() => panel.evaluate((e) => e === document.activeElement)).toBe(true);
    await expect.poll(() => panel.getByRole('tab', { name: /^通知\(\d+\)$/ }).count()).toBe(1);
    const item = panel.getByRole('button', { name: new RegExp(TITLE) });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    expect(await item.getByText('紧急', { exact: true }).count()).toBe(1);
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'bell popover');
    await screenshot(customer, 'notice-bell-zh');

    for (let i = 0; i < 8 && !(await item.evaluate((e) => e === document.activeElement)); i++)
      await customer.keyboard.press('Tab');
    expect(await item.evaluate((e) => e === document.activeElement)).toBe(true);
    await customer.keyboard.press('Enter');
    const dialog = customer.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('notice-detail').count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.getByText(TITLE).count()).toBeGreaterThan(0);
    // The sender's real name (the admin account's), not its username.
    expect(await dialog.locator('.ant-descriptions-item-label', { hasText: /^发布人$/ }).count()).toBe(1);
    const body = dialog.locator('.notice-detail-body');
    expect(await body.textContent()).toBe('今晚 22:00 起维护两小时链接');
    expect(await body.locator('strong', { hasText: '22:00' }).count()).toBe(1);
    expect(await body.locator('script, [onerror], a[href^="javascript"]').count()).toBe(0);
    expect(
      await customer.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    // 60 % of the window, and the whole window in full screen.
    const width = async () =>
      (
        await dialog
          .locator('xpath=ancestor-or-self::*[contains(@class,"ant-modal ")][1]')
          .first()
          .boundingBox()
      )?.width ?? 0;
    await expect.poll(async () => Math.round(await width())).toBe(Math.round(1440 * 0.6));
    await expectNoSeriousViolations(customer, 'announcement detail dialog');
    await screenshot(customer, 'notice-detail-zh');
    await dialog.getByRole('button', { name: '全屏' }).click();
    await expect.poll(async () => Math.round(await width())).toBe(1440);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => customer.getByRole('dialog').count()).toBe(0);

    // Marked read: the bell counts one less; with nothing left unread, no number and no badge.
    const left = before - 1;
    await expect
      .poll(() => bellLabel(customer), { timeout: 15_000 })
      .toBe(left > 0 ? `消息通知，${left} 条未读` : '消息通知');
    expect(await bell(customer).locator('.ant-badge-count').count()).toBe(left > 0 ? 1 : 0);
  });

  it('lists it as read on /isps/userAnnouncement, reached from the bell', async () => {
    await bell(customer).click();
    const more = customer.getByTestId('notice-panel').getByRole('button', { name: '查看更多' }).first();
    await more.click();
    await customer.waitForURL(/\/isps\/userAnnouncement$/);
    const row = tabPage(customer).locator('tr', { hasText: TITLE });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    expect(await row.getByText('已读', { exact: true }).count()).toBe(1);
    expect(await row.getByText('紧急', { exact: true }).count()).toBe(1);
    expect(await row.getByText('通知公告', { exact: true }).count()).toBe(1);
    await customer.mouse.move(0, 0);
    await expectNoSeriousViolations(customer, 'my messages (zh-CN)');
    await screenshot(customer, 'notice-user-list-zh');

    await customer.getByTestId('user-menu').click();
    await customer.getByRole('menuitem', { name: /English$/ }).click();
    await expect
      .poll(() => tabPage(customer).getByRole('heading', { name: 'My messages' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // The dictionary texts come with the rows, which the list reads again in the new language.
    await expect
      .poll(
        () => tabPage(customer).locator('tr', { hasText: TITLE }).getByText('Read', { exact: true }).count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    await expectNoSeriousViolations(customer, 'my messages (en-US)');
    await screenshot(customer, 'notice-user-list-en');
  });

  it('drops a revoked announcement from the open page’s bell, without a reload', async () => {
    await expect.poll(() => bellLabel(customer), { timeout: 30_000 }).toBeTruthy();
    const before = unreadIn(await bellLabel(customer));
    const companies = await api<{ records: Array<{ id: string; name: string }> }>(
      'GET',
      `/isps/company/list?name=${encodeURIComponent(COMPANY)}`,
    );
    const companyId = companies.result.records.find((c) => c.name === COMPANY)?.id;
    const added = await api<{ id: string }>('POST', '/sys/annountCement/add', {
      titile: '稍后撤销的通告',
      priority: 'L',
      msgType: 'COMPANY',
      companyIds: companyId,
    });
    expect(added.success, added.message).toBe(true);
    expect((await api('GET', `/sys/annountCement/doReleaseData?id=${added.result.id}`)).success).toBe(true);
    await expect.poll(async () => unreadIn(await bellLabel(customer)), { timeout: 30_000 }).toBe(before + 1);
    expect((await api('GET', `/sys/annountCement/doReovkeData?id=${added.result.id}`)).success).toBe(true);
    await expect.poll(async () => unreadIn(await bellLabel(customer)), { timeout: 30_000 }).toBe(before);
    expect(await customer.evaluate(() => (window as unknown as { __noticeMark?: number }).__noticeMark)).toBe(
      1,
    );
  });
});
