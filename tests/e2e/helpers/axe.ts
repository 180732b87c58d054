/**
 * axe-core in the test browser: WCAG 2.0/2.1/2.2 A and AA rules on the page as a user sees it now
 * (an open dialog included). axe is evaluated into the page through the DevTools protocol, which the
 * app's Content-Security-Policy does not govern, so the policy stays as it is; once per document,
 * then `axe.run` for each check. (@axe-core/playwright injected the whole of axe into every frame
 * and opened a helper page for each check: 2.5 s a check, most of the page walk's time.) Frames are
 * not entered: the only one the app shows is an external page an admin linked, not the app's markup.
 */
import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['critical', 'serious']);

/**
 * The critical and serious violations on the page in its settled state. The suite prefers reduced
 * motion, so a notice or dialog is measured fully shown, never half faded.
 */
export async function seriousViolations(page: Page, scope?: AxeScope): Promise<Result[]> {
  return settledViolations(page, scope);
}

/**
 * Where axe looks: the whole page (the default), or only the dialog that is open, for a dialog opened
 * over a page already checked (the page beneath has not changed; a whole-page scan per dialog was
 * most of the page walk's time).
 */
export type AxeScope = 'page' | 'open dialog';

/**
 * Waits until no finite animation runs (a dialog zooming in, a row sliding open); endless ones
 * (spinners) do not count. Sizes and colours measured before that are half-way values.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
            .length,
      ),
    )
    .toBe(0);
}

/** Marks the open dialog (the visible one, antd keeps closed ones hidden in the document) for axe's include. */
const SCOPE_ATTRIBUTE = 'data-axe-scope';

async function settledViolations(page: Page, scope: AxeScope = 'page'): Promise<Result[]> {
  // Colours are measured as they finally show, not half-way through a fade-in (a notice, a dialog).
  await waitForAnimations(page);
  let include: string | undefined;
  if (scope === 'open dialog') {
    const marked = await page.evaluate((attribute) => {
      document.querySelectorAll(`[${attribute}]`).forEach((e) => e.removeAttribute(attribute));
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(
        (e) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed',
      );
      open.forEach((e) => e.setAttribute(attribute, ''));
      return open.length;
    }, SCOPE_ATTRIBUTE);
    if (marked === 0) throw new Error('axe was asked to check the open dialog, and no dialog is open');
    include = `[${SCOPE_ATTRIBUTE}]`;
  }
  const results = await runAxe(page, include);
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

type AxeWindow = Window & { axe?: typeof axe };

/** Runs axe's WCAG rules on the document, or on the elements matching `include`. */
async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    ([tags, selector]) =>
      (window as AxeWindow).axe!.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false,
        resultTypes: ['violations'],
      }),
    [WCAG_TAGS, include] as const,
  );
}

export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `  ${v.id} [${v.impact}] ${n.target.join(' ')} — ${v.help}` +
          (n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''),
      ),
    )
    .join('\n');
}

/** Fails with every violation's id, impact, target and help when axe finds a critical or serious one. */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  scope: AxeScope = 'page',
): Promise<void> {
  const violations = await seriousViolations(page, scope);
  if (violations.length > 0) console.log(`axe on ${where}:\n${describeViolations(violations)}`);
  expect(
    violations.map((v) => `${v.id} [${v.impact}] ×${v.nodes.length}`),
    `critical or serious axe violations on ${where}`,
  ).toEqual([]);
}
