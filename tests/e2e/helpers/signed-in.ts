/**
 * The set-up the workflow tests share: a page signed in through the login page in a browser context
 * of its own, the shell's visible tab and named dialogs, and a download read back.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginInBrowser } from './session';

export interface SignInOptions {
  viewport?: { width: number; height: number };
  acceptDownloads?: boolean;
}

/** Loads the login page and signs in with the password the server set up for that account. */
export async function signedInPage(
  browser: Browser,
  server: { baseUrl: string; accounts: Record<string, string | undefined> },
  username: string,
  options: SignInOptions = {},
): Promise<Page> {
  // axe needs a page of a context of its own (AxeBuilder opens helper pages in it).
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1440, height: 900 }, acceptDownloads: options.acceptDownloads ?? true });
  const page = await context.newPage();
  const password = server.accounts[username];
  if (password === undefined) throw new Error(`no password for ${username}`);
  await loginInBrowser(page, server.baseUrl, username, password);
  return page;
}

/** The visible tab's page (kept-alive tabs stay in the document, hidden). */
export const tabPage = (page: Page): Locator => page.locator('[data-tab-page]:not([hidden])');

/** A dialog or drawer by its title. */
export const dialogNamed = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Clicks a link that downloads a file; answers the file name the server suggested and the bytes. */
export async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [event] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), link.click()]);
  return { name: event.suggestedFilename(), bytes: readFileSync(await event.path()) };
}

/**
 * Clicks 确定 in the confirmation popover that asks `question` until the popover is gone: under load a
 * click while it still zoomed in landed beside the button and the popover stayed (CI failed there).
 */
export async function confirmPopover(page: Page, question: string): Promise<void> {
  const tip = page.getByRole('tooltip').filter({ hasText: question });
  await expect.poll(() => tip.count(), { timeout: 30_000 }).toBe(1);
  await expect
    .poll(
      async () => {
        if ((await tip.count()) > 0) await tip.getByRole('button', { name: /确\s*定/ }).click({ timeout: 5_000 }).catch(() => undefined);
        return tip.count();
      },
      { timeout: 60_000 },
    )
    .toBe(0);
}
