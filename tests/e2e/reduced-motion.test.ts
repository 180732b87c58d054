/**
 * Reduced motion (WCAG 2.3.3): a user whose system asks for reduced motion gets menus and dialogs
 * that appear at once, with nothing moving longer than a frame; a user who does not gets antd's
 * motion as before (which shows the measurement can tell the two apart).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';

let server: RunningServer;
let browser: Browser;

/**
 * Clicks the element with one click in the page and answers the longest animation or transition (ms)
 * that runs in the frames while the popup appears; spinners (endless) do not count.
 */
async function longestMotionAfterClick(page: Page, selector: string): Promise<number> {
  return page.evaluate(async (target) => {
    document.querySelector<HTMLElement>(target)?.click();
    let longest = 0;
    for (let frame = 0; frame < 10; frame++) {
      for (const a of document.getAnimations()) {
        const timing = a.effect?.getComputedTiming();
        if (!timing || timing.endTime === Infinity) continue;
        longest = Math.max(longest, Number(timing.duration) || 0);
      }
      await new Promise((r) => requestAnimationFrame(r));
    }
    return longest;
  }, selector);
}

async function signedIn(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const page = await (
    await browser.newContext({ reducedMotion, viewport: { width: 1366, height: 768 } })
  ).newPage();
  await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

describe('the motion preference', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the user menu and a dialog at once when the user prefers reduced motion', async () => {
    const page = await signedIn('reduce');
    expect(await longestMotionAfterClick(page, '[data-testid="user-menu"]')).toBeLessThan(1);
    const item = page.getByRole('menuitem', { name: /修改密码/ });
    await item.waitFor();
    await item.click();
    await page.getByRole('dialog', { name: '修改密码' }).waitFor();
    const stillMoving = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
          .length,
    );
    expect(stillMoving).toBe(0);
  });

  it('keeps the motion for a user who has not asked to reduce it', async () => {
    const page = await signedIn('no-preference');
    expect(await longestMotionAfterClick(page, '[data-testid="user-menu"]')).toBeGreaterThanOrEqual(100);
  });
});
