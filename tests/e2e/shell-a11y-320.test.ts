/**
 * The shell's structure and reflow as a browser lays them out: one main landmark and one h1 (the
 * page's title) on a shell page; the tab bar's "…" of the tabs that do not fit (15 tabs at 1440 px)
 * kept out of the tablist and usable from the keyboard; and at 320 px CSS width (WCAG 1.4.10) the
 * public verification page and the customer's and staff's lists scroll nothing sideways, the header's
 * user button showing the avatar alone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { signedInPage, tabPage } from './helpers/signed-in';

let server: RunningServer;
let browser: Browser;

const PHONE = { width: 320, height: 640 };

/** How far the page itself scrolls sideways, in CSS px (0 when everything reflows). */
const pageOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Admin pages opened one after the other: more tabs than 1440 px holds (the audit's 11 and some).
const OPENED = [
  '/system/user',
  '/system/role',
  '/system/permission',
  '/system/depart',
  '/system/dict',
  '/system/announcement',
  '/system/category',
  '/system/checkRule',
  '/system/fillRule',
  '/system/position',
  '/system/quartz',
  '/system/outbox',
  '/system/config',
  '/system/fieldRule',
  '/system/company-review',
];

describe('shell structure, the tab overflow and reflow at 320 px', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('has one main landmark and one h1 naming the page, and keeps the tab bar’s "…" out of the tablist', async () => {
    const page = await signedInPage(browser, server, 'admin');
    await page.goto(`${server.baseUrl}/system/user`);
    await expect
      .poll(() => tabPage(page).locator('tr[data-row-key]').count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await page.getByRole('main').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['用户管理']);

    // Opened from the menu, as a user opens them: each a tab of its own.
    for (const path of OPENED) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect.poll(() => page.locator(`[data-tab-page="${path}"]`).count(), { timeout: 30_000 }).toBe(1);
    }
    const more = page.getByRole('button', { name: '更多页签' });
    await expect.poll(() => more.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('tablist').getByRole('button').count()).toBe(0);
    await expectNoSeriousViolations(page, '15 tabs at 1440 px');
    await screenshot(page, 'shell-11-tabs');

    // The keyboard opens "…" and picks a folded tab.
    await more.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.locator('.ant-tabs-dropdown:not(.ant-tabs-dropdown-hidden) [role="listbox"]');
    await expect.poll(() => listbox.isVisible(), { timeout: 15_000 }).toBe(true);
    const first = (await listbox.getByRole('option').first().textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(first);
  });

  it('reflows the public verification page at 320 px', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/verify`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: '证书验证' }).count(), { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'verify at 320 px');
    await screenshot(page, 'reflow-320-verify');
    await context.close();
  });

  for (const [username, path] of [
    ['democustomer', '/certificate/my'],
    ['demostaff', '/isps/apply-review'],
  ] as const) {
    it(`reflows ${path} at 320 px, the user button showing the avatar alone`, async () => {
      const page = await signedInPage(browser, server, username, { viewport: PHONE });
      await page.goto(`${server.baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 60_000 }).toBe(1);
      await expect
        .poll(() => tabPage(page).locator('.renderer-list-page').count(), { timeout: 60_000 })
        .toBe(1);
      const user = page.getByTestId('user-menu');
      expect(((await user.textContent()) ?? '').trim()).toBe('');
      expect(await user.getAttribute('aria-label')).toMatch(/，/);
      await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, `${path} at 320 px`);
      await screenshot(page, `reflow-320${path.replaceAll('/', '-')}`);
    });
  }
});
