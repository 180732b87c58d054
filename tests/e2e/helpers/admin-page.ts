/**
 * An administrator at work in Chromium for a test file: the server started, a browser page signed in
 * through the login page, an API token for reading back what the screens wrote, and the waits a
 * 2-core machine needs.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from './browser';
import { sharedServer, type RunningServer } from './server';
import { apiLogin, loginInBrowser, type Envelope } from './session';

export interface AdminPage {
  server: RunningServer;
  page: Page;
  /** GET with the administrator's token; the envelope as the server answers it. */
  get<T>(path: string): Promise<Envelope<T>>;
  close(): Promise<void>;
}

/** The administrator signed in on the run's shared server, in a browser of the file's own. */
export async function openAdminPage(): Promise<AdminPage> {
  const server = await sharedServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    // A context of its own: this user's cookies and storage, nobody else's.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const password = server.accounts.admin!;
    await loginInBrowser(page, server.baseUrl, 'admin', password);
    const token = await apiLogin(server.baseUrl, 'admin', password);
    const opened = browser;
    return {
      server,
      page,
      get: async <T>(path: string) =>
        (await (
          await fetch(`${server.baseUrl}${path}`, { headers: { 'x-access-token': token } })
        ).json()) as Envelope<T>,
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

/** Selects a tab (role tab) with one click and waits until it says so. */
export async function selectTab(container: Locator, name: string): Promise<void> {
  const tab = container.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** Opens a context menu on the target and clicks one of its items, once each. */
export async function clickContextMenuItem(page: Page, target: Locator, name: string): Promise<void> {
  await target.click({ button: 'right' });
  await page.getByRole('menuitem', { name, exact: true }).click();
}
