/** Debian's Chromium driven by playwright-core, with the flags this machine needs (STACK.md). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const artefactsDir = join(new URL('../../..', import.meta.url).pathname, 'test-results', 'e2e');

/**
 * Every context of the suite prefers reduced motion, as a user can ask their system to: the app then
 * turns its motion off (src/client/settings/reduced-motion.ts), so a dialog or popover is where it
 * will stay when it appears and one click lands. A test of motion itself passes its own
 * `reducedMotion` to newContext.
 */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(artefactsDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Browser.newPage goes through newContext as well.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}

/**
 * A full-page picture for review, in test-results/e2e/: taken when E2E_SCREENSHOTS=1 (by hand, when
 * looking at the screens), not on every run: encoding ~170 full-page PNGs was CPU the suite's
 * assertions did not use.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await failureScreenshot(page, name);
}

/** A full-page picture of what the page showed when a step failed: always taken. */
export async function failureScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artefactsDir, `${name}.png`), fullPage: true });
}
