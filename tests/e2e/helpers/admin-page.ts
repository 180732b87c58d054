/**
 * An administrator at work in Chromium for a test file: the server started, a browser page signed in
 * through the login page, an API token for reading back what the screens wrote, and the waits a
 * 2-core machine needs.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';
import { apiLogin, loginInBrowser, type Envelope } from './session';

export interface AdminPage {
  server: RunningServer;
  page: Page;
  /** GET with the administrator's token; the envelope as the server answers it. */
  get<T>(path: string): Promise<Envelope<T>>;
  close(): Promise<void>;
}

export async function openAdminPage(): Promise<AdminPage> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    // axe needs a page of a context of its own (AxeBuilder opens helper pages in it).
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const password = server.accounts.admin!;
    await loginInBrowser(page, server.baseUrl, 'admin', password);
    const token = await apiLogin(server.baseUrl, 'admin', password);
    const opened = browser;
    return {
      server,
      page,
      get: async <T>(path: string) => (await (await fetch(`${server.baseUrl}${path}`, { headers: { 'x-access-token': token } })).json()) as Envelope<T>,
      close: async () => {
        await opened.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}

/** expect.poll with room for a 2-core machine (vitest's default is one second). */
export function poll<T>(fn: () => T | Promise<T>, timeout = 30_000) {
  return expect.poll(fn, { timeout });
}

/** The visible tab's page (kept-alive tabs stay in the document, hidden). */
export { tabPage as visibleTab } from './signed-in';

/**
 * Selects a tab (role tab) and waits until it says so: a click while a dialog still zooms in can land
 * before the tabs listen, and under load the next step then waited 30 s for a pane that never came.
 */
export async function selectTab(container: Locator, name: string): Promise<void> {
  const tab = container.getByRole('tab', { name, exact: true });
  await expect
    .poll(
      async () => {
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click({ timeout: 10_000 }).catch(() => undefined);
        return tab.getAttribute('aria-selected');
      },
      { timeout: 60_000 },
    )
    .toBe('true');
}

/**
 * Opens a context menu on the target and clicks one of its items, opening it again if it closed:
 * under load the click landed while the menu still zoomed in, on the tabs beneath, which closed it.
 */
export async function clickContextMenuItem(page: Page, target: Locator, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect
    .poll(
      async () => {
        if (!(await item.isVisible())) await target.click({ button: 'right', timeout: 10_000 }).catch(() => undefined);
        return item.click({ timeout: 10_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}
