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

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artefactsDir, `${name}.png`), fullPage: true });
}
