/** Debian's Chromium driven by playwright-core, with the flags this machine needs (STACK.md). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const artefactsDir = join(new URL('../../..', import.meta.url).pathname, 'test-results', 'e2e');

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(artefactsDir, { recursive: true });
  return chromium.launch({
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
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artefactsDir, `${name}.png`), fullPage: true });
}
