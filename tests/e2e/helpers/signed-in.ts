/**
 * The set-up the workflow tests share: a page signed in through the login page in a browser context
 * of its own, the shell's visible tab and named dialogs, and a download read back.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
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
  // A context of its own: this user's cookies and storage, nobody else's.
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    acceptDownloads: options.acceptDownloads ?? true,
  });
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
 * Confirms the popover that asks `question`: one click on 确定 once it shows (the suite prefers
 * reduced motion, so it does not zoom in under the pointer), then waits until it has gone.
 */
export async function confirmPopover(page: Page, question: string): Promise<void> {
  const tip = page.getByRole('tooltip').filter({ hasText: question });
  await tip.waitFor({ state: 'visible' });
  await tip.getByRole('button', { name: /确\s*定/ }).click();
  await tip.waitFor({ state: 'hidden' });
}
