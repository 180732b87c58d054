/**
 * The keyboard path in Chromium (WCAG 2.2 AA): the skip link is the first Tab stop and moves focus to the
 * page, the side menu is reached with Tab and opens a page with Enter, a row action opens its
 * dialog from the keyboard, Tab and Shift+Tab stay inside it, Escape closes it and focus returns to
 * the action; the same for the shell's change password dialog.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureScreenshot, launchBrowser } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

/** What has the focus: tag, id, class and text, enough to tell the elements below apart. */
const focused = () =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    return e
      ? {
          tag: e.tagName,
          id: e.id,
          cls: String(e.className),
          text: (e.textContent ?? '').trim().slice(0, 40),
        }
      : null;
  });

/** Presses Tab until `match` holds for the focused element (at most `max` times). */
async function tabUntil(match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (match(await focused())) return;
  }
  await failureScreenshot(page, 'a11y-keyboard-tab-not-found');
  throw new Error(`not reached with Tab; focus is on ${JSON.stringify(await focused())}`);
}

describe('keyboard only', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('offers a visible skip link as the first Tab stop, which moves focus to the content', async () => {
    await page.goto(`${server.baseUrl}/dashboard/analysis`);
    await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect.poll(() => skip.evaluate((e) => e === document.activeElement)).toBe(true);
    // Visible while focused: inside the viewport.
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused())?.id).toBe('main-content');
    // The next Tab stop is inside the page: the first section's button, not the menu.
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused())?.text).toBe('体系认证');
  });

  it('reaches the side menu with Tab and opens a page with Enter', async () => {
    await page.goto(`${server.baseUrl}/system/user`);
    await expect
      .poll(() => page.locator('[data-tab-page="/system/user"] tr[data-row-key]').count())
      .toBeGreaterThan(0);
    await page.locator('body').focus();
    await tabUntil((f) => f?.tag === 'A' && f.text === '角色管理');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/system\/role$/);
    await page.goto(`${server.baseUrl}/system/user`);
    await expect
      .poll(() => page.locator('[data-tab-page="/system/user"] tr[data-row-key]').count())
      .toBeGreaterThan(0);
  });

  /**
   * Tabs through the open dialog one more time than it has tab stops, forwards and backwards: the
   * focus never leaves it and wraps from the last stop to the first (and back with Shift+Tab).
   */
  async function expectTabTrapped(dialog: Locator): Promise<void> {
    // antd may first focus the dialog's wrapper, which holds the dialog and nothing else.
    const inside = () =>
      dialog.evaluate((d) =>
        (d.closest('.ant-modal-wrap, .ant-drawer') ?? d).contains(document.activeElement),
      );
    await expect.poll(inside).toBe(true);
    const stops = await dialog.evaluate(
      (d) =>
        [
          ...d.querySelectorAll<HTMLElement>(
            'a[href], button, input, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        ].filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.checkVisibility()).length,
    );
    expect(stops).toBeGreaterThan(0);
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set<string>();
      for (let i = 0; i <= stops + 1; i++) {
        await page.keyboard.press(key);
        expect(await inside(), `${key} ×${i + 1} stays in the dialog`).toBe(true);
        seen.add(JSON.stringify(await focused()));
      }
      // It went round: more presses than stops, yet only the dialog's own stops were visited.
      expect(seen.size).toBeLessThanOrEqual(stops);
    }
  }

  it('opens a row action with the keyboard; Tab stays in the dialog, Escape closes it and focus returns to the action', async () => {
    await page.getByRole('link', { name: '跳到主要内容' }).focus();
    await page.keyboard.press('Enter');
    for (const label of ['详情', '编辑']) {
      await page.getByRole('link', { name: '跳到主要内容' }).focus();
      await page.keyboard.press('Enter');
      await tabUntil((f) => f?.tag === 'BUTTON' && f.text === label && f.cls.includes('ant-btn-link'));
      await page.keyboard.press('Enter');
      const dialog = page.locator('[role="dialog"]:visible');
      await expect.poll(() => dialog.count()).toBe(1);
      // The edit form has its fields (the detail its values) before the stops are counted.
      await expect.poll(async () => (await dialog.innerText()).includes('用户账号')).toBe(true);
      await expectTabTrapped(dialog);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(async () => (await focused())?.text).toBe(label);
    }
  });

  it('opens the change password dialog from the user menu; Tab stays in it, Escape returns to the menu button', async () => {
    const menuButton = page.getByTestId('user-menu');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: /修改密码/ });
    await expect.poll(() => item.isVisible()).toBe(true);
    // The menu takes the focus once it has opened (autoFocus). Then, as a person watching the
    // highlight does, press the arrow until 修改密码 is the active item (it may be already).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.ant-dropdown') !== null))
      .toBe(true);
    const isActive = () =>
      item.evaluate(
        (e) =>
          e === document.activeElement ||
          e.contains(document.activeElement) ||
          e.classList.contains('ant-dropdown-menu-item-active'),
      );
    await expect
      .poll(async () => {
        if (await isActive()) return true;
        await page.keyboard.press('ArrowDown');
        return isActive();
      })
      .toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectTabTrapped(dialog);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => menuButton.evaluate((e) => e === document.activeElement)).toBe(true);
  });
});
