/**
 * List layout in Chromium on the built app: the user list keeps its column widths (SPEC §9) at
 * 1366×768, and at 390 px wide shows its rows as cards instead of a table to scroll sideways; the query
 * form's inputs line up; the advanced query fits a 390 px screen with its lines stacked; the
 * department list is a tree whose node loads its children when expanded.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForAnimations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

function poll<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 20_000 });
}

const dataRows = (): Locator => page.locator('.renderer-list-page tr[data-row-key]');

/** Rendered width in px of the list's header cell with this title. */
async function headerWidth(title: string): Promise<number> {
  const th = page.locator('.renderer-list-page thead th').filter({ hasText: title }).first();
  const box = await th.boundingBox();
  return Math.round(box?.width ?? 0);
}

/**
 * For each advanced-query line: whether it lies within the 390 px screen, and whether its rule
 * select sits below its field select (stacked) rather than beside it.
 */
async function lineLayouts(): Promise<{ inside: boolean; stacked: boolean }[]> {
  const layouts = [];
  for (const line of await page.locator('[data-testid="super-query-line"]').all()) {
    const lineBox = await line.boundingBox();
    const selects = line.locator('.ant-select');
    const field = await selects.nth(0).boundingBox();
    const rule = await selects.nth(1).boundingBox();
    layouts.push({
      inside: !!lineBox && lineBox.x >= 0 && lineBox.x + lineBox.width <= 390,
      stacked: !!field && !!rule && rule.y > field.y + field.height - 1,
    });
  }
  return layouts;
}

async function openUserList(): Promise<void> {
  await page.goto(`${server.baseUrl}/system/user`);
  await poll(() => dataRows().count()).toBeGreaterThan(0);
}

describe('list layout in Chromium', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the user list column widths at 1366×768 and lines up the query inputs', async () => {
    await openUserList();
    await poll(() => headerWidth('创建时间')).toBe(200);
    expect(await headerWidth('用户账号')).toBe(120);
    expect(await headerWidth('生日')).toBe(135);
    // Every query item puts its control at the same distance from the item's left edge.
    const offsets = await page.locator('.renderer-query-form .ant-form-item').evaluateAll((items) =>
      items
        .filter((item) => item.querySelector('.ant-form-item-label'))
        .map((item) => {
          const control = item.querySelector('.ant-form-item-control') as HTMLElement;
          return Math.round(control.getBoundingClientRect().left - item.getBoundingClientRect().left);
        }),
    );
    expect(offsets.length).toBeGreaterThanOrEqual(3);
    expect(new Set(offsets).size).toBe(1);
    // The actions column shows its links on one line.
    const actionsCell = dataRows().first().locator('td').last();
    const lineHeight = await actionsCell.locator('.renderer-row-actions').evaluate((el) => {
      const rects = [...el.getClientRects()];
      return rects.length;
    });
    expect(lineHeight).toBe(1);
    await screenshot(page, 'list-layout-01-user-list-1366');
  });

  it('shows the user list as cards at 390 px: label/value pairs and actions, nothing sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/system/user`);
    const cards = page.locator('.renderer-list-page .renderer-list-card');
    await poll(() => cards.count()).toBeGreaterThan(0);
    expect(await page.locator('.renderer-list-page table').count()).toBe(0);
    const first = cards.first();
    // Each card names its values: the account column's label beside its value.
    await poll(() => first.locator('dt', { hasText: '用户账号' }).count()).toBe(1);
    // At most three actions and 更多, inside the card.
    expect(await first.locator('.renderer-row-actions').getByRole('button').count()).toBeLessThanOrEqual(4);
    const cardBox = await first.boundingBox();
    expect(cardBox!.x).toBeGreaterThanOrEqual(0);
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    // Neither the page nor a table scrolls sideways.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await screenshot(page, 'list-layout-02-user-list-390');
  });

  it('shows the advanced query within a 390 px screen with its lines stacked', async () => {
    await page
      .locator('.renderer-list-toolbar')
      .getByRole('button', { name: /高级查询/ })
      .click();
    const modal = page.getByRole('dialog').filter({ hasText: '过滤条件匹配' });
    await poll(() => modal.isVisible()).toBe(true);
    await poll(() => page.locator('[data-testid="super-query-line"]').count()).toBe(1);
    await page
      .locator('[data-testid="super-query-line"]')
      .getByRole('button', { name: /添加|Add/ })
      .click();
    await poll(() => page.locator('[data-testid="super-query-line"]').count()).toBe(2);
    // Measured as it stands (a box measured during a zoom would be scaled).
    await waitForAnimations(page);
    const box = await modal.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await poll(lineLayouts).toEqual([
      { inside: true, stacked: true },
      { inside: true, stacked: true },
    ]);
    await screenshot(page, 'list-layout-03-super-query-390');
    await page.keyboard.press('Escape');
  });

  it('shows the departments as a tree that loads a node’s children when expanded', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${server.baseUrl}/system/depart`);
    const cell = (text: string) =>
      page.locator('.renderer-list-page td').filter({ hasText: new RegExp(`^${text}$`) });
    await poll(() => cell('认证中心').count()).toBe(1);
    expect(await cell('体系认证事业部').count()).toBe(0);
    await dataRows().first().locator('.ant-table-row-expand-icon').click();
    await poll(() => cell('体系认证事业部').count()).toBe(1);
    await poll(() => dataRows().count()).toBe(5);
    await screenshot(page, 'list-layout-04-depart-tree');
  });
});
