/**
 * The settings drawer and the responsive shell in Chromium (SPEC §2): the admin changes
 * the primary colour and the navigation to top, reloads, and both survive; colour-weak mode filters
 * the page; the shell at 1366×768 and at 390×844 (a drawer menu, no tabs, whatever the saved
 * navigation says). Then the admin edits the hotline on 系统设置 and, after a reload, the header
 * shows it. axe on every screen; screenshots in test-results/e2e/settings-*.png.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';
import { clickRowAction } from './helpers/row-action';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const PURPLE_APPLIED = 'rgb(114, 46, 209)'; // #722ED1, 酱紫 (readable as it is: applied unchanged)
const header = (): Locator => page.locator('header.ant-layout-header');
const drawer = (): Locator => page.getByRole('dialog', { name: '界面设置' });
const tabPage = (): Locator => page.locator('[data-tab-page]:not([hidden])');

async function openDrawer(): Promise<void> {
  await page.getByRole('button', { name: '界面设置' }).click();
  await expect.poll(() => drawer().isVisible(), { timeout: 15_000 }).toBe(true);
}

async function closeDrawer(): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer().isVisible(), { timeout: 15_000 }).toBe(false);
}

/** The colour of the highlighted entry of the menu with this test id. */
const selectedColour = (menu: string) =>
  page
    .locator(
      `[data-testid="${menu}"] .ant-menu-item-selected, [data-testid="${menu}"] .ant-menu-submenu-selected > .ant-menu-submenu-title`,
    )
    .first()
    .evaluate((el) => getComputedStyle(el).color);

describe('settings drawer and responsive shell', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the desktop shell at 1366×768: side menu, tabs, header texts', async () => {
    await expect.poll(() => page.getByTestId('side-menu').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('tab-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('top-menu').count()).toBe(0);
    // SPEC §2: the quit link beside the user menu on desktop.
    expect(await page.getByTestId('quit-link').textContent()).toBe('退出登录');
    await expect.poll(() => header().textContent()).toContain('CertDesk 客户服务平台');
    expect(await header().textContent()).toContain('服务热线');
    expect(await page.locator('footer').textContent()).toContain('中国船级社质量认证有限公司');
    await expectNoSeriousViolations(page, 'shell 1366×768');
    await screenshot(page, 'settings-shell-1366x768');
  });

  it('shows the side menu dark when asked, readable', async () => {
    await openDrawer();
    await drawer().getByRole('radio', { name: '暗色菜单' }).check();
    await closeDrawer();
    await expect.poll(() => page.locator('[data-testid="side-menu"] .ant-menu-dark').count()).toBe(1);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'dark side menu');
    await screenshot(page, 'settings-dark-menu-1366x768');
    await openDrawer();
    await drawer().getByRole('radio', { name: '亮色菜单' }).check();
    await closeDrawer();
    await expect.poll(() => page.locator('[data-testid="side-menu"] .ant-menu-light').count()).toBe(1);
  });

  it('changes the primary colour and the navigation to top; both survive a reload', async () => {
    await openDrawer();
    await expectNoSeriousViolations(page, 'settings drawer');
    await screenshot(page, 'settings-drawer-open');
    await drawer().getByRole('radio', { name: '酱紫' }).check();
    await drawer().getByRole('radio', { name: '顶部栏导航' }).check();
    expect(await drawer().getByRole('radio', { name: '流式' }).isEnabled()).toBe(true);
    expect(await drawer().getByRole('switch', { name: '固定侧边菜单' }).isDisabled()).toBe(true);
    await drawer().getByRole('radio', { name: '流式' }).check();
    await closeDrawer();
    expect(await page.locator('[data-content-width]').getAttribute('data-content-width')).toBe('fluid');

    await expect.poll(() => page.getByTestId('top-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await expect.poll(() => selectedColour('top-menu')).toBe(PURPLE_APPLIED);

    await page.reload();
    await expect.poll(() => page.getByTestId('top-menu').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await expect.poll(() => selectedColour('top-menu')).toBe(PURPLE_APPLIED);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'top navigation, purple');
    await screenshot(page, 'settings-top-purple-1366x768');
  });

  it('folds the top menu entries that do not fit into "…", reachable by keyboard', async () => {
    const topMenu = page.getByTestId('top-menu');
    const more = topMenu.getByRole('menuitem', { name: '更多菜单' });
    await expect.poll(() => more.isVisible()).toBe(true);
    const active = () =>
      page.evaluate(() => {
        const a = document.activeElement;
        return {
          tag: a?.tagName ?? '',
          href: a?.getAttribute('href') ?? '',
          onMore: !!a?.closest('.ant-menu-overflow-item-rest'),
          inPopup: !!a?.closest('.ant-menu-submenu-popup'),
        };
      });
    // Which entry has the focus (each key press is waited for: the menu moves the focus a frame later).
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.closest('[data-menu-id]')?.getAttribute('data-menu-id') ??
          document.activeElement?.tagName ??
          '',
      );
    const press = async (key: string) => {
      const before = await focused();
      await page.keyboard.press(key);
      await expect.poll(focused).not.toBe(before);
    };
    // The menu bar is one tab stop; the arrow keys walk it to "…" and down into what it holds.
    await topMenu.getByRole('menu').first().focus();
    for (let i = 0; i < 20 && !(await active()).onMore; i++) await press('ArrowRight');
    expect((await active()).onMore).toBe(true);
    await press('ArrowDown');
    await expect.poll(async () => (await active()).inPopup).toBe(true);
    // A folded group opens with ArrowRight; its first entry is a link.
    if ((await active()).tag !== 'A') await press('ArrowRight');
    await expect.poll(async () => (await active()).tag).toBe('A');
    const { href } = await active();
    await expectNoSeriousViolations(page, 'top navigation, "…" open');
    await screenshot(page, 'settings-top-overflow-1366x768');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    // Back home for the next steps.
    await topMenu.getByRole('link', { name: '首页' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/analysis');
  });

  it('keeps a fixed header in view, and hides it on scrolling down when asked', async () => {
    const headerTop = async () => (await header().boundingBox())?.y ?? NaN;
    await openDrawer();
    expect(await drawer().getByRole('switch', { name: '下滑时隐藏页头' }).isDisabled()).toBe(true);
    await drawer().getByRole('switch', { name: '固定页头' }).click();
    await drawer().getByRole('switch', { name: '下滑时隐藏页头' }).click();
    await closeDrawer();
    expect(await header().evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    // A short window, so the home page scrolls well past the header.
    await page.setViewportSize({ width: 1366, height: 480 });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await expect.poll(headerTop, { timeout: 15_000 }).toBeLessThan(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(headerTop, { timeout: 15_000 }).toBe(0);
    await page.setViewportSize({ width: 1366, height: 768 });
    // Back to a header that scrolls with the page for the next steps.
    await page.evaluate(() => window.scrollTo(0, 0));
    await openDrawer();
    await drawer().getByRole('switch', { name: '固定页头' }).click();
    expect(await drawer().getByRole('switch', { name: '下滑时隐藏页头' }).isDisabled()).toBe(true);
    await closeDrawer();
  });

  it('applies colour-weak mode to the whole page, kept over a reload', async () => {
    const filter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
    expect(await filter()).toBe('none');
    await openDrawer();
    await drawer().getByRole('switch', { name: '色弱模式' }).click();
    await expect.poll(filter).toBe('invert(0.8)');
    await closeDrawer();
    await page.reload();
    await expect.poll(() => page.getByTestId('top-menu').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await filter()).toBe('invert(0.8)');
    await screenshot(page, 'settings-colour-weak');
    await openDrawer();
    await drawer().getByRole('switch', { name: '色弱模式' }).click();
    await expect.poll(filter).toBe('none');
    await closeDrawer();
  });

  it('on a phone (390×844): a drawer menu from the header and no tabs, even with top navigation saved', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => header().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('tab-bar').count()).toBe(0);
    expect(await page.getByTestId('top-menu').count()).toBe(0);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await expect.poll(() => tabPage().count()).toBeGreaterThan(0);
    expect(await page.getByTestId('quit-link').count()).toBe(0);
    await expectNoSeriousViolations(page, 'shell 390×844');
    await screenshot(page, 'settings-shell-390x844');

    await header().getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(() => page.getByTestId('side-menu').isVisible(), { timeout: 15_000 }).toBe(true);
    await expectNoSeriousViolations(page, 'mobile drawer menu');
    await screenshot(page, 'settings-shell-390x844-menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('side-menu').isVisible(), { timeout: 15_000 }).toBe(false);
  });

  it('lets the admin edit the hotline on 系统设置; after a reload the header shows it', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${server.baseUrl}/system/config`);
    const row = tabPage().locator('tr', { hasText: '服务热线' });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expectNoSeriousViolations(page, 'system settings list');
    await clickRowAction(row, '编辑');
    const dialog = page.getByRole('dialog', { name: /系统设置/ });
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByLabel('中文内容').fill('400-820-8899');
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'system settings edit');
    await screenshot(page, 'settings-config-edit');
    await dialog.getByRole('button', { name: /^(提\s*交|确\s*定)$/ }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => row.textContent()).toContain('400-820-8899');

    await page.reload();
    await expect.poll(() => header().textContent(), { timeout: 30_000 }).toContain('400-820-8899');
    await screenshot(page, 'settings-hotline-edited');
  });
});
